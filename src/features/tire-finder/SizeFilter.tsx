// The size search's filter: a labelled text box that narrows the list as the visitor types. ArrowDown
// moves into the list. The count is announced politely.
import type { KeyboardEvent } from 'react';

interface Props {
  text: string;
  search: string;
  shown: number | undefined;
  total: number | undefined;
  onChange: (text: string) => void;
}

function toFirstOption(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'ArrowDown') return;
  const first = event.currentTarget.closest('.tire-finder__panel')?.querySelector<HTMLButtonElement>('.finder-list button');
  if (!first) return;
  event.preventDefault();
  first.focus();
}

export function SizeFilter({ text, search, shown, total, onChange }: Props) {
  return (
    <div className="size-filter">
      <label htmlFor="tire-finder-filter" className="size-filter__label">
        Filter sizes
      </label>
      <input
        id="tire-finder-filter"
        className="size-filter__input"
        type="search"
        autoComplete="off"
        spellCheck={false}
        aria-describedby="tire-finder-filter-hint"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={toFirstOption}
      />
      <p id="tire-finder-filter-hint" className="size-filter__hint">
        Type part of a size, e.g. 29.5 or R25.
      </p>
      <p className="size-filter__count" role="status">
        {shown === undefined || total === undefined
          ? ''
          : search
            ? `${shown} of ${total} sizes`
            : `${total} sizes`}
      </p>
    </div>
  );
}
