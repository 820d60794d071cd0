// One finder list: the options as real buttons (Tab reaches them; arrow keys, Home and End move between
// them), with the shared skeleton while loading and an error with Retry.
import type { KeyboardEvent } from 'react';
import { QueryStatus } from '../../components/QueryStatus';

export interface FinderOption {
  key: string | number;
  label: string;
  /** Accessible name when the visible label is terse (e.g. 25" → "25 inch"). */
  ariaLabel?: string;
}

interface Props<T extends FinderOption> {
  /** Names the list for assistive technology, e.g. "Rim diameters". */
  label: string;
  /** For the load error: "We could not load {what}." */
  what: string;
  options: T[] | undefined;
  isError: boolean;
  onRetry: () => void;
  /** `at`: the click's event time (the Tire Finder's search clock counts from the last one). */
  onSelect: (option: T, at: number) => void;
  /** Shown instead of the list when it is loaded but empty. */
  empty: string;
}

const moves: Record<string, (i: number, n: number) => number> = {
  ArrowDown: (i, n) => Math.min(i + 1, n - 1),
  ArrowRight: (i, n) => Math.min(i + 1, n - 1),
  ArrowUp: (i) => Math.max(i - 1, 0),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_, n) => n - 1,
};

function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const move = moves[event.key];
  if (!move) return;
  const buttons = Array.from(event.currentTarget.querySelectorAll('button'));
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index === -1) return;
  event.preventDefault();
  buttons[move(index, buttons.length)]?.focus();
}

export function FinderList<T extends FinderOption>(props: Props<T>) {
  const { label, what, options, isError, onRetry, onSelect, empty } = props;
  return (
    <QueryStatus isLoading={options === undefined} isError={isError} onRetry={onRetry} what={what} rows={4}>
      {options?.length === 0 ? (
        <p className="finder-list__empty">{empty}</p>
      ) : (
        <ul className="finder-list" aria-label={label} onKeyDown={moveFocus}>
          {options?.map((option) => (
            <li key={option.key}>
              <button
                type="button"
                className="finder-list__option"
                aria-label={option.ariaLabel}
                onClick={(event) => onSelect(option, event.timeStamp)}
              >
                {option.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </QueryStatus>
  );
}
