// Toasts (notistack) for the parts of the site that show them. Provided where used, never app-wide, so the
// home page does not load notistack.
import { SnackbarProvider } from 'notistack';
import { useEffect, useState, type ReactNode } from 'react';
import { TOAST_FADE_MS, TOAST_MAX_OPEN, TOAST_POSITION, TOAST_TIMEOUT_MS } from './toast-options';
import './toast.css';

/** prefers-reduced-motion, read after mount (never during render: the pages are server-renderable). */
function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <SnackbarProvider
      maxSnack={TOAST_MAX_OPEN}
      preventDuplicate
      autoHideDuration={TOAST_TIMEOUT_MS}
      anchorOrigin={TOAST_POSITION}
      transitionDuration={reducedMotion ? 0 : { enter: TOAST_FADE_MS, exit: TOAST_FADE_MS }}
      classes={{ containerRoot: 'toast-container' }}
    >
      {children}
    </SnackbarProvider>
  );
}
