// The staff console's settings from the environment (docs/staff-console.md), checked at start like the rest of
// the configuration: a bad value stops the start with a message naming the variable.
import { ConfigError } from '../config';

export interface StaffSettings {
  /** STAFF_SESSION_IDLE_MINUTES: a session unused this long ends (default 60). */
  idleMinutes: number;
  /** STAFF_SESSION_HOURS: a session ends this long after sign-in, however busy (default 12). */
  absoluteHours: number;
  /** PASSWORD_HASH_COST: scrypt's N as a power of two (default 17: 128 MiB per hash, OWASP's figure). */
  passwordCost: number;
  /** SIGN_IN_DELAY_UNIT_MS: the unit of the sign-in slow-down (default 1000; tests make it small). */
  delayUnitMs: number;
}

type Env = Record<string, string | undefined>;

function whole(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,7}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

export function loadStaffSettings(env: Env = process.env): StaffSettings {
  const idleMinutes = whole(env, 'STAFF_SESSION_IDLE_MINUTES', 60, 1, 24 * 60);
  const absoluteHours = whole(env, 'STAFF_SESSION_HOURS', 12, 1, 24 * 30);
  if (idleMinutes > absoluteHours * 60) {
    throw new ConfigError('STAFF_SESSION_IDLE_MINUTES must not be longer than STAFF_SESSION_HOURS');
  }
  return {
    idleMinutes,
    absoluteHours,
    passwordCost: whole(env, 'PASSWORD_HASH_COST', 17, 10, 20),
    delayUnitMs: whole(env, 'SIGN_IN_DELAY_UNIT_MS', 1000, 1, 10_000),
  };
}
