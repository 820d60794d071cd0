// What a submit the schema refused does for keyboard and screen-reader users: focus moves to the first field
// in error (its aria-describedby reads the message), and a live region says how many fields need correcting,
// once per attempt (a new node each time, so the same count is announced again).
import { useEffect, useRef } from 'react';

export interface InvalidAttempt {
  /** Counts the refused submits, so each one is announced and focused. */
  attempt: number;
  errors: number;
}

export const invalidSubmitText = (errors: number) =>
  errors === 1 ? 'Please correct the 1 field marked with an error.' : `Please correct the ${errors} fields marked with errors.`;

/** `scroll`: let focus scroll the field into view (false when the page scrolls somewhere itself). */
export function InvalidSubmit({ invalid, scroll }: { invalid: InvalidAttempt | null; scroll: boolean }) {
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!invalid) return;
    const form = region.current?.closest('form');
    form?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)')?.focus({ preventScroll: !scroll });
  }, [invalid, scroll]);
  return (
    <div ref={region} className="visually-hidden" role="status">
      {invalid ? <p key={invalid.attempt}>{invalidSubmitText(invalid.errors)}</p> : null}
    </div>
  );
}
