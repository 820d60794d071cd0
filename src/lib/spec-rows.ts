// Table rows of one or several specifications in a unit system: the Tire Specs panel (one tire) and the
// compare table (2 or 3 tires) render the same rows, so both stay in step with SPEC §3.
import type { Specification } from '../contract/catalog';
import {
  SPEC_FIELDS,
  SPEED_RATINGS,
  fieldLabel,
  formatNumber,
  specValue,
  speedRating,
  speedRatingLabel,
  type UnitSystem,
} from './units';

export interface SpecRow {
  /** Stable key: the specification field or speed rating name. */
  key: string;
  label: string;
  /** One formatted value per specification, in the order given. */
  values: string[];
}

/**
 * Every specification field, then the Type 2/4/6 speed ratings that at least one of the tires has (a tire
 * without that rating shows "—" in a shared row).
 */
export function specRows(specs: readonly Partial<Specification>[], unit: UnitSystem): SpecRow[] {
  const rows: SpecRow[] = SPEC_FIELDS.map((field) => ({
    key: field.key,
    label: fieldLabel(field, unit),
    values: specs.map((spec) => formatNumber(specValue(spec, field.key, unit))),
  }));
  for (const { key, label } of SPEED_RATINGS) {
    const values = specs.map((spec) => speedRating(spec, key, unit));
    if (values.every((value) => value === null)) continue;
    rows.push({ key, label: speedRatingLabel(label, unit), values: values.map(formatNumber) });
  }
  return rows;
}
