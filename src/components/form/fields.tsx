// Field components bound to the surrounding Form by name.
import { useField } from 'formik';
import type { ChangeEvent, ReactNode } from 'react';
import { describedBy, FieldShell } from './FieldShell';
import { useFieldError } from './useFieldError';

interface BaseProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
  hint?: ReactNode;
}

export function TextField({
  type = 'text',
  inputMode,
  onValueChange,
  ...props
}: BaseProps & { type?: 'text' | 'email' | 'tel'; inputMode?: 'decimal'; onValueChange?: (v: string) => void }) {
  const [field] = useField<string>(props.name);
  const error = useFieldError(props.name);
  return (
    <FieldShell {...props} error={error}>
      <input
        {...field}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          field.onChange(e);
          onValueChange?.(e.target.value);
        }}
        id={props.name}
        type={type}
        inputMode={inputMode}
        className="field__control"
        maxLength={props.maxLength}
        autoComplete={props.autoComplete}
        aria-required={props.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props.name, error, Boolean(props.hint))}
      />
    </FieldShell>
  );
}

export function TextAreaField(props: BaseProps & { rows?: number }) {
  const [field] = useField<string>(props.name);
  const error = useFieldError(props.name);
  return (
    <FieldShell {...props} error={error}>
      <textarea
        {...field}
        id={props.name}
        className="field__control"
        rows={props.rows ?? 5}
        maxLength={props.maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props.name, error, Boolean(props.hint))}
      />
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
}

export function SelectField({
  options,
  placeholder,
  onValueChange,
  ...props
}: BaseProps & { options: Option[]; placeholder: string; onValueChange?: (v: string) => void }) {
  const [field] = useField<string>(props.name);
  const error = useFieldError(props.name);
  return (
    <FieldShell {...props} error={error}>
      <select
        {...field}
        onChange={(e: ChangeEvent<HTMLSelectElement>) => {
          field.onChange(e);
          onValueChange?.(e.target.value);
        }}
        id={props.name}
        className="field__control"
        autoComplete={props.autoComplete}
        aria-required={props.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props.name, error, Boolean(props.hint))}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A radio group: a fieldset whose legend names it; the error sits under the options. */
export function RadioGroup({ name, legend, options, required }: { name: string; legend: ReactNode; options: (Option & { description?: ReactNode })[]; required?: boolean }) {
  const [field] = useField<string>(name);
  const error = useFieldError(name);
  return (
    <fieldset className={`field field--group${error ? ' field--invalid' : ''}`}>
      <legend className="field__label">
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {options.map((o) => (
        <label key={o.value} className="choice">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={field.value === o.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            // A group (fieldset) may not carry aria-required; each radio says it (the form has noValidate).
            required={required}
            aria-invalid={error ? true : undefined}
            // On each radio, not the fieldset: the message is read with the radio that has focus.
            aria-describedby={describedBy(name, error)}
          />
          <span className="choice__text">
            <span className="choice__label">{o.label}</span>
            {o.description ? <span className="choice__description">{o.description}</span> : null}
          </span>
        </label>
      ))}
      {error ? (
        <p className="field__error" id={`${name}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export function CheckboxField({ name, label, disabled }: { name: string; label: ReactNode; disabled?: boolean }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const error = useFieldError(name);
  return (
    <div className={`field field--check${error ? ' field--invalid' : ''}`}>
      <label className="choice">
        <input
          type="checkbox"
          {...field}
          checked={Boolean(field.value)}
          value={undefined}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, error)}
        />
        <span className="choice__text">{label}</span>
      </label>
      {error ? (
        <p className="field__error" id={`${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
