// The US / Metric choice (SPEC §2 compare page and detail panels; US by default, §9). One choice for the
// whole site, kept in the preferences slice and remembered across visits.
import { useEffect, useId } from 'react';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { selectUnit, unitChosen, unitRestoreRequested } from '../state/preferences-slice';
import type { UnitSystem } from '../lib/units';
import './unit-toggle.css';

const OPTIONS: readonly { value: UnitSystem; label: string }[] = [
  { value: 'US', label: 'US' },
  { value: 'METRIC', label: 'Metric' },
];

/** The current unit; asks once per mount for the remembered one (storage is read in the listener). */
export function useUnitPreference(): UnitSystem {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(unitRestoreRequested());
  }, [dispatch]);
  return useAppSelector(selectUnit);
}

export function UnitToggle({ legend = 'Unit of measure' }: { legend?: string }) {
  const dispatch = useAppDispatch();
  const unit = useUnitPreference();
  const name = useId();
  return (
    <fieldset className="unit-toggle">
      <legend className="unit-toggle__legend">{legend}</legend>
      {OPTIONS.map((option) => (
        <label key={option.value} className="unit-toggle__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={unit === option.value}
            onChange={() => dispatch(unitChosen(option.value))}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
