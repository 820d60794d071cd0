// Toasts (notistack) for the parts of the site that show them. Provided where used, never app-wide, so the
// home page does not load notistack.
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { useMediaQuery } from '../useMediaQuery';
import { TOAST_FADE_MS, TOAST_MAX_OPEN, TOAST_POSITION, TOAST_TIMEOUT_MS } from './toast-options';
import './toast.css';

export function ToastProvider({ children }: { children: ReactNode }) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
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
