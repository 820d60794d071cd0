// 'Narrow Results' (SPEC §2): Radial/Bias, Tire Line and Tire Industry, each a fieldset of labelled
// checkboxes. The boxes only mirror the filter machine: a refused uncheck stays checked because the
// machine's selection did not change.
import { memo, type ReactNode } from 'react';
import type { ResultsFilterEvent } from '../../../../machines/results-filter.machine';

export interface FilterOption {
  id: number;
  label: string;
}

interface GroupProps {
  legend: string;
  options: FilterOption[];
  selected: number[];
  onToggle: (id: number) => void;
  /** Adds the Check/Uncheck All box. */
  onToggleAll?: () => void;
  children?: ReactNode;
}

function CheckboxGroup({ legend, options, selected, onToggle, onToggleAll, children }: GroupProps) {
  const all = options.length > 0 && selected.length === options.length;
  const some = selected.length > 0 && !all;
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__legend">{legend}</legend>
      {onToggleAll ? (
        <label className="filter-option filter-option--all">
          <input
            type="checkbox"
            checked={all}
            ref={(el) => {
              if (el) el.indeterminate = some;
            }}
            onChange={onToggleAll}
          />
          Check/Uncheck All
        </label>
      ) : null}
      <ul className="filter-group__list">
        {options.map((o) => (
          <li key={o.id}>
            <label className="filter-option">
              <input type="checkbox" checked={selected.includes(o.id)} onChange={() => onToggle(o.id)} />
              {o.label}
            </label>
          </li>
        ))}
      </ul>
      {children}
    </fieldset>
  );
}

interface Props {
  tireTypes: FilterOption[];
  lines: FilterOption[];
  industries: FilterOption[];
  selected: { tireTypes: number[]; lines: number[]; industries: number[] };
  typeRefused: boolean;
  send: (event: ResultsFilterEvent) => void;
}

/** Memoised: the products' answers re-render the results page, not its filters (issue 22: the Tire Finder's results). */
export const FilterPanel = memo(function FilterPanel({ tireTypes, lines, industries, selected, typeRefused, send }: Props) {
  return (
    <>
      <CheckboxGroup
        legend="Radial/Bias"
        options={tireTypes}
        selected={selected.tireTypes}
        onToggle={(id) => send({ type: 'filters.toggleType', id })}
      >
        {typeRefused ? (
          <p className="filter-group__error" role="alert">
            You must select either Radial or Bias.
          </p>
        ) : null}
      </CheckboxGroup>
      <CheckboxGroup
        legend="Tire Line"
        options={lines}
        selected={selected.lines}
        onToggle={(id) => send({ type: 'filters.toggleLine', id })}
        onToggleAll={() => send({ type: 'filters.toggleAllLines' })}
      />
      <CheckboxGroup
        legend="Tire Industry"
        options={industries}
        selected={selected.industries}
        onToggle={(id) => send({ type: 'filters.toggleIndustry', id })}
        onToggleAll={() => send({ type: 'filters.toggleAllIndustries' })}
      />
    </>
  );
});
