// A button that shows a spinner and is disabled while its action runs, and says so to screen readers.
import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  busy: boolean;
  children: ReactNode;
  /** The page's main action (orange). */
  accent?: boolean;
  /** A destructive action (red). */
  danger?: boolean;
  /** Smaller, for table rows. */
  small?: boolean;
  busyText?: string;
}

export function BusyButton({ busy, children, accent, danger, small, busyText = 'working', type = 'submit', disabled, ...rest }: Props) {
  const classes = ['button', accent ? 'button--accent' : '', danger ? 'button--danger' : '', small ? 'button--small' : ''].filter(Boolean).join(' ');
  return (
    <button {...rest} type={type} className={classes} disabled={busy || disabled} aria-busy={busy || undefined}>
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
      {busy ? <span className="visually-hidden"> ({busyText})</span> : null}
    </button>
  );
}
