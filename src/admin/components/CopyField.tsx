// A value shown once to pass on (a one-time link, an API token's secret): read-only, selected on focus, and
// a Copy button that says whether the copy worked (the clipboard may be refused: then select and copy).
import { useId, useState } from 'react';

interface Props {
  label: string;
  value: string;
  hint?: string;
}

export function CopyField({ label, value, hint }: Props) {
  const id = useId();
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };
  return (
    <div className="copy-field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="copy-field__row">
        <input
          id={id}
          className="field__control copy-field__value"
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <button type="button" className="button" onClick={() => void copy()}>
          Copy
        </button>
      </div>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <p className="copy-field__status" role="status">
        {copied === 'yes' ? 'Copied.' : copied === 'no' ? 'The browser did not allow copying: select the text and copy it.' : ''}
      </p>
    </div>
  );
}
