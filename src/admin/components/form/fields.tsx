// Fields of an AdminForm, bound by name: a visible label, the control, a hint, and the error once the field
// was touched (or a submit tried), tied to the control by aria-describedby and aria-invalid so a screen reader
// reads it with the field (AdminForm moves focus to the first field in error and announces the count). Ids
// come from useId: two forms of one page may have fields of the same name.
import { useField } from 'formik';
import { useId, type ReactNode } from 'react';

interface BaseProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

function useFieldState(name: string) {
  const [field, meta] = useField<string>(name);
  const error = meta.touched && typeof meta.error === 'string' && meta.error !== '' ? meta.error : null;
  return { field, error };
}

function describedBy(id: string, error: string | null, hint: boolean): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Shell({ id, label, required, hint, error, children }: { id: string; label: ReactNode; required?: boolean; hint?: ReactNode; error: string | null; children: ReactNode }) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextInput({ type = 'text', autoComplete, maxLength, ...props }: BaseProps & { type?: 'text' | 'email' | 'password' | 'search' | 'date'; autoComplete?: string; maxLength?: number }) {
  const id = useId();
  const { field, error } = useFieldState(props.name);
  return (
    <Shell id={id} label={props.label} required={props.required} hint={props.hint} error={error}>
      <input
        {...field}
        value={field.value ?? ''}
        id={id}
        type={type}
        className="field__control"
        autoComplete={autoComplete}
        maxLength={maxLength}
        disabled={props.disabled}
        aria-required={props.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, Boolean(props.hint))}
      />
    </Shell>
  );
}

export interface Choice {
  value: string;
  label: string;
}

export function SelectInput({ options, placeholder, ...props }: BaseProps & { options: readonly Choice[]; placeholder?: string }) {
  const id = useId();
  const { field, error } = useFieldState(props.name);
  return (
    <Shell id={id} label={props.label} required={props.required} hint={props.hint} error={error}>
      <select
        {...field}
        value={field.value ?? ''}
        id={id}
        className="field__control"
        disabled={props.disabled}
        aria-required={props.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, Boolean(props.hint))}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Shell>
  );
}

/** Several checkboxes for one field whose value is the list of the checked values (a token's scopes). */
export function CheckboxGroup({ name, legend, options, hint, required }: { name: string; legend: ReactNode; options: readonly (Choice & { description?: string })[]; hint?: ReactNode; required?: boolean }) {
  const id = useId();
  const [field, meta, helpers] = useField<string[]>(name);
  const error = meta.touched && typeof meta.error === 'string' && meta.error !== '' ? meta.error : null;
  const checked = new Set(field.value ?? []);
  const toggle = (value: string) => {
    const next = checked.has(value) ? [...checked].filter((v) => v !== value) : [...checked, value];
    void helpers.setValue(options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  return (
    <fieldset className={`field field--group${error ? ' field--invalid' : ''}`} aria-describedby={describedBy(id, error, Boolean(hint))}>
      <legend className="field__label">
        {legend}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {options.map((o) => (
        <label key={o.value} className="choice">
          <input
            type="checkbox"
            name={name}
            value={o.value}
            checked={checked.has(o.value)}
            onChange={() => toggle(o.value)}
            onBlur={() => void helpers.setTouched(true)}
            aria-invalid={error ? true : undefined}
          />
          <span className="choice__text">
            <span className="choice__label">{o.label}</span>
            {o.description ? <span className="choice__description">{o.description}</span> : null}
          </span>
        </label>
      ))}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
