// Choosing the file to check and sending it, with its progress; a refused upload's message says what to do.
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/Alert';
import type { DatasetInfo } from './datasets';
import { UploadProgress } from './UploadProgress';

interface Props {
  info: DatasetInfo;
  uploading: boolean;
  /** Disabled while another action runs. */
  busy: boolean;
  progress: { loaded: number; total: number | null } | null;
  /** Why the last upload failed. */
  error: string | null;
  onUpload: (file: File) => void;
}

export function UploadPanel({ info, uploading, busy, progress, error, onUpload }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [missing, setMissing] = useState(false);
  const [name, setName] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    if (!file) {
      setMissing(true);
      input.current?.focus();
      return;
    }
    setMissing(false);
    setName(file.name);
    onUpload(file);
  };
  const message = missing ? 'Choose a file first.' : error;

  return (
    <section className="console-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="console-section-title">
        Upload {info.what}
      </h2>
      <form className="console-form" onSubmit={submit} noValidate>
        <div className={`field${missing ? ' field--invalid' : ''}`}>
          <label className="field__label" htmlFor={`${id}-file`}>
            File to check
          </label>
          <input
            ref={input}
            id={`${id}-file`}
            className="field__control"
            type="file"
            accept={info.extensions.map((e) => `.${e}`).join(',')}
            aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
            aria-invalid={missing || undefined}
            disabled={busy}
            onChange={() => setMissing(false)}
          />
          <p id={`${id}-hint`} className="field__hint">
            {info.fileHint} It is checked first; nothing is published until you say so.
          </p>
        </div>
        <div className="console-form__actions">
          <button type="submit" className="button button--accent" disabled={busy}>
            Upload and check
          </button>
        </div>
        {message ? (
          <Alert tone="error" id={`${id}-error`}>
            {message}
          </Alert>
        ) : null}
      </form>
      {uploading ? <UploadProgress label={`Uploading ${name}`} progress={progress} /> : null}
    </section>
  );
}
