// The sign-up's country choices (SPEC §9, issue 16): listed by English name, valued by ISO code. The list call
// keeps SPEC §7's sort_by=country_code, so the order by name is made here. The chosen country always has an
// option, also before the list has loaded or when it failed: the 'US' default must show as chosen, never as
// "Select a country" while the form holds 'US'.
import type { Option } from '../../components/form/fields';
import type { Country } from './api';

let collator: Intl.Collator | undefined;
let regionNames: Intl.DisplayNames | null | undefined;

/** English name of a region code from the browser's own data (only for a chosen code the list lacks). */
function regionName(code: string): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    return code; // not a well-formed region code
  }
}

export function countryOptions(countries: readonly Country[], selected: string): Option[] {
  const { compare } = (collator ??= new Intl.Collator('en'));
  const byName = [...countries].sort((a, b) => compare(a.country, b.country));
  const options = byName.map((c) => ({ value: c.country_code, label: c.country }));
  if (selected && !countries.some((c) => c.country_code === selected)) options.unshift({ value: selected, label: regionName(selected) });
  return options;
}
