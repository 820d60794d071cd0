import { useState, type KeyboardEvent } from 'react';
import type { DealerKind, DistanceUnit } from '../../../contract/dealers';

export function DealerSearchForm({ initial, busy, onSearch }: { initial: string; busy: boolean; onSearch(q: string): void }) {
  const [text, setText] = useState(initial);
  return (
    <form
      className="dealer-search"
      role="search"
      aria-label="Dealers"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor="dealer-q">Full address or zip code</label>
      <div className="dealer-search__row">
        <input
          id="dealer-q"
          name="q"
          type="search"
          autoComplete="street-address"
          maxLength={200}
          value={text}
          placeholder="e.g. 89801, Elko, NV or Antofagasta, Chile"
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button" aria-busy={busy}>
          Go
        </button>
      </div>
    </form>
  );
}

export function UnitChoice({ unit, onChange }: { unit: DistanceUnit; onChange(unit: DistanceUnit): void }) {
  return (
    <fieldset className="dealer-units">
      <legend className="visually-hidden">Distance unit</legend>
      {(
        [
          ['mi', 'Miles'],
          ['km', 'Kilometers'],
        ] as const
      ).map(([value, label]) => (
        <label key={value}>
          <input type="radio" name="dealer-unit" value={value} checked={unit === value} onChange={() => onChange(value)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

const TABS: [DealerKind, string][] = [
  ['recommended', 'Recommended Stores'],
  ['earthmover', 'Earthmover'],
];

export function DealerTabs({ kind, onSelect }: { kind: DealerKind; onSelect(kind: DealerKind): void }) {
  // WAI-ARIA tabs: arrows move between the two tabs (and select them), Tab leaves to the panel.
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const next = kind === 'recommended' ? 'earthmover' : 'recommended';
    onSelect(next);
    document.getElementById(`dealer-tab-${next}`)?.focus();
  };
  return (
    <div className="dealer-tabs" role="tablist" aria-label="Kind of location">
      {TABS.map(([value, label]) => (
        <button
          key={value}
          id={`dealer-tab-${value}`}
          type="button"
          role="tab"
          aria-selected={kind === value}
          aria-controls="dealer-panel"
          tabIndex={kind === value ? 0 : -1}
          onClick={() => onSelect(value)}
          onKeyDown={onKeyDown}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
