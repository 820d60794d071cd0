// Staff passwords: scrypt (memory-hard; Node's crypto, i.e. OpenSSL) with a random salt, stored with its
// parameters so that a raised cost applies at each account's next sign-in. Decision (docs/security.md): scrypt
// over argon2 because Node 20 has it built in, where argon2 needs a native or WebAssembly package.
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

const KEY_BYTES = 32;
const R = 8;
const P = 1;
export const MIN_PASSWORD = 12;
export const MAX_PASSWORD = 200;

const options = (cost: number): crypto.ScryptOptions => ({ N: 2 ** cost, r: R, p: P, maxmem: 2 ** cost * 128 * R * 2 });

/** `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`, base64url. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password.normalize('NFC'), salt, KEY_BYTES, options(cost));
  return ['scrypt', cost, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export interface Verified {
  ok: boolean;
  /** The stored hash used a lower cost than today's: store a new one. */
  rehash: boolean;
}

export async function verifyPassword(password: string, stored: string, cost: number): Promise<Verified> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash || Number(r) !== R || Number(p) !== P) return { ok: false, rehash: false };
  const storedCost = Number(n);
  const expected = Buffer.from(hash, 'base64url');
  const got = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length, options(storedCost));
  const ok = got.length === expected.length && crypto.timingSafeEqual(got, expected);
  return { ok, rehash: ok && storedCost < cost };
}

let dummy: { cost: number; hash: Promise<string> } | null = null;

/** Spends the time a real check takes, for a sign-in with an unknown email (so timing tells nothing). */
export async function verifyNothing(password: string, cost: number): Promise<void> {
  if (dummy?.cost !== cost) dummy = { cost, hash: hashPassword('not a password of anyone', cost) };
  await verifyPassword(password, await dummy.hash, cost);
}

/** Why a new password is refused, or null. */
export function passwordProblem(password: string, email: string | null): string | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD) return `Use at least ${MIN_PASSWORD} characters.`;
  if (length > MAX_PASSWORD) return `Use at most ${MAX_PASSWORD} characters.`;
  if (email !== null && password.trim().toLowerCase() === email.toLowerCase()) return 'The password must not be your email address.';
  if (new Set(password).size < 4) return 'Use a password with more different characters.';
  return null;
}
