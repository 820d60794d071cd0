// Admin API tokens (issue 18, docs/admin-api.md): `bst_` + 43 characters of base64url (256 random bits), shown
// once when created; the database keeps its SHA-256 only. A token carries scopes; revoking it is immediate
// (every call looks it up) and its row stays, so the audit log can still name it.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { textArray, type Database } from '../db/database';

export const SCOPES = ['catalog', 'dealers', 'documents', 'leads'] as const;
export type Scope = (typeof SCOPES)[number];

export const TOKEN_PREFIX = 'bst_';
const TOKEN_SHAPE = /^bst_[A-Za-z0-9_-]{43}$/;
/** A token's name: what the audit log and `history` show as who did it. */
const NAME_SHAPE = /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,62}$/;

export class TokenRefused extends Error {}

export interface TokenInfo {
  id: number;
  name: string;
  scopes: Scope[];
  createdAt: string;
  createdBy: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export const hashSecret = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

export function parseScopes(raw: string): Scope[] {
  const list = raw.split(',').map((s) => s.trim()).filter((s) => s !== '');
  const unknown = list.filter((s) => !(SCOPES as readonly string[]).includes(s));
  if (unknown.length > 0) throw new TokenRefused(`Unknown scope ${unknown[0]}: the scopes are ${SCOPES.join(', ')}`);
  if (list.length === 0) throw new TokenRefused(`A token needs at least one scope: ${SCOPES.join(', ')}`);
  return [...new Set(list)] as Scope[];
}

interface TokenRow {
  id: number;
  name: string;
  scopes: string[];
  created_at: Date | string;
  created_by: string;
  revoked_at: Date | string | null;
  last_used_at: Date | string | null;
}

/** The columns every query of a token returns (a TokenRow). */
const COLUMNS = sql.raw('id, name, scopes, created_at, created_by, revoked_at, last_used_at');

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

const toInfo = (r: TokenRow): TokenInfo => ({
  id: Number(r.id),
  name: r.name,
  scopes: r.scopes as Scope[],
  createdAt: iso(r.created_at)!,
  createdBy: r.created_by,
  revokedAt: iso(r.revoked_at),
  lastUsedAt: iso(r.last_used_at),
});

/** A new token: its info and the secret, which is never stored nor shown again. */
export async function createToken(database: Database, name: string, scopes: Scope[], createdBy: string): Promise<{ token: TokenInfo; secret: string }> {
  if (!NAME_SHAPE.test(name)) throw new TokenRefused('A token name is 1 to 63 letters, digits, spaces, dots, dashes or underscores, starting with a letter or digit');
  const secret = TOKEN_PREFIX + crypto.randomBytes(32).toString('base64url');
  const [row] = await database.rows<TokenRow>(sql`
    insert into api_token (name, scopes, secret_hash, created_by)
    values (${name}, ${textArray(scopes)}, ${hashSecret(secret)}, ${createdBy})
    on conflict (name) do nothing
    returning ${COLUMNS}`);
  if (!row) throw new TokenRefused(`A token named "${name}" exists already (revoked tokens keep their name): choose another name`);
  return { token: toInfo(row), secret };
}

export async function listTokens(database: Database): Promise<TokenInfo[]> {
  const rows = await database.rows<TokenRow>(sql`
    select ${COLUMNS} from api_token order by id`);
  return rows.map(toInfo);
}

export async function revokeToken(database: Database, name: string): Promise<TokenInfo> {
  const [row] = await database.rows<TokenRow>(sql`
    update api_token set revoked_at = coalesce(revoked_at, now()) where name = ${name}
    returning ${COLUMNS}`);
  if (!row) throw new TokenRefused(`No token is named "${name}"`);
  return toInfo(row);
}

/** The live token whose secret this is (its last use recorded), or null. */
export async function authenticate(database: Database, secret: string): Promise<TokenInfo | null> {
  if (!TOKEN_SHAPE.test(secret)) return null;
  const [row] = await database.rows<TokenRow>(sql`
    update api_token set last_used_at = now() where secret_hash = ${hashSecret(secret)} and revoked_at is null
    returning ${COLUMNS}`);
  return row ? toInfo(row) : null;
}
