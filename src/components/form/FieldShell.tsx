// Label, control and error of one field; the control gets aria-invalid and aria-describedby from here.
import type { ReactNode } from 'react';
import { errorId, hintId } from './useFieldError';

interface Props {
  name: string;
  label: ReactNode;
  required?: boolean;
  error: string | null;
  hint?: ReactNode;
  children: ReactNode;
}

export function FieldShell({ name, label, required, error, hint, children }: Props) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={name}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={hintId(name)}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId(name)}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria-describedby for a control: its hint and its error, when shown. */
export function describedBy(name: string, error: string | null, hasHint = false): string | undefined {
  const ids = [hasHint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}
