// Shows a toast (inside a ToastProvider). A tap anywhere on it dismisses it; so does its × button, for
// keyboards. Its key is its text, which is how notistack tells duplicates apart.
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { TOAST_EXTENDED_TIMEOUT_MS, type ToastVariant } from './toast-options';

export function useToast(): (message: string, variant?: ToastVariant) => void {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  return useCallback(
    (message: string, variant: ToastVariant = 'default') => {
      const key = `${variant}:${message}`;
      let extended: ReturnType<typeof setTimeout> | undefined;
      const dismiss = () => closeSnackbar(key);
      enqueueSnackbar(message, {
        key,
        variant,
        SnackbarProps: {
          onClick: dismiss,
          // notistack pauses while hovered; SPEC §9 gives 1 s more after the pointer leaves.
          onMouseEnter: () => clearTimeout(extended),
          onMouseLeave: () => {
            clearTimeout(extended);
            extended = setTimeout(dismiss, TOAST_EXTENDED_TIMEOUT_MS);
          },
        },
        onClose: () => clearTimeout(extended),
        action: () => (
          <button type="button" className="toast__dismiss" aria-label="Dismiss" onClick={dismiss}>
            <span aria-hidden="true">×</span>
          </button>
        ),
      });
    },
    [enqueueSnackbar, closeSnackbar],
  );
}
