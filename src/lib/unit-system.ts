// The unit of measure choice itself (SPEC §9: US by default), apart from units.ts's formatting tables: the
// store needs only this, and it is part of every page's first script.

export type UnitSystem = 'US' | 'METRIC';
export const UNIT_SYSTEMS: readonly UnitSystem[] = ['US', 'METRIC'];
export const DEFAULT_UNIT: UnitSystem = 'US';

export function isUnitSystem(value: unknown): value is UnitSystem {
  return value === 'US' || value === 'METRIC';
}
