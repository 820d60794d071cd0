// SPEC §9 toasts: at most one open (the oldest dismissed when a new one arrives), duplicates prevented,
// 4000 ms timeout, 1000 ms more after the pointer leaves one, 300 ms fade, top-right, tap to dismiss.
export const TOAST_MAX_OPEN = 1;
export const TOAST_TIMEOUT_MS = 4000;
export const TOAST_EXTENDED_TIMEOUT_MS = 1000;
export const TOAST_FADE_MS = 300;
export const TOAST_POSITION = { vertical: 'top', horizontal: 'right' } as const;

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';
