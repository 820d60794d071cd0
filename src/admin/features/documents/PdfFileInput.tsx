// The upload form's PDF file field, bound to the form's `file` value (a file input cannot be controlled, so
// the chosen File is copied into the form), with its label, hint and error tied to it as the other fields'.
import { useField } from 'formik';
import { useId } from 'react';

export function PdfFileInput({ name, label, hint, disabled }: { name: string; label: string; hint: string; disabled?: boolean }) {
  const id = useId();
  const [, meta, helpers] = useField<File | null>(name);
  const error = meta.touched && typeof meta.error === 'string' && meta.error !== '' ? meta.error : null;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept=".pdf,application/pdf"
        className="field__control"
        disabled={disabled}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => {
          void helpers.setValue(e.target.files?.[0] ?? null, true);
          void helpers.setTouched(true, false);
        }}
      />
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
