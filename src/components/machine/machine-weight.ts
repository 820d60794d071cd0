// A machine's weight as the visitor's units read it (issue 23): tonnes, or US short tons.
import { formatDecimal } from '../../lib/units';
import type { UnitSystem } from '../../lib/unit-system';

/** Short tons per metric tonne. */
const SHORT_TONS_PER_TONNE = 1.10231;

export const machineWeight = (tonnes: number, unit: UnitSystem): string =>
  unit === 'US' ? `${formatDecimal(Math.round(tonnes * SHORT_TONS_PER_TONNE * 10) / 10)} short tons` : `${formatDecimal(tonnes)} t`;
