// The shared cache in front of the instances (issue 21, docs/deployment.md): how long it may keep a public answer
// without asking (SHARED_CACHE_MAX_AGE, s-maxage), how long past that it may still serve it while it asks in the
// background (SHARED_CACHE_STALE_SECONDS, stale-while-revalidate), and where a publish sends its purge
// (CACHE_PURGE_URL). Without a purge URL the longest a published change stays unseen through the cache is the sum
// of the two; with one, a publish purges what changed at once. DATABASE_LISTEN_URL: the connection LISTEN uses
// when DATABASE_URL goes through a pooler in transaction mode (default: DATABASE_URL). CATALOG_POLL_MS: how often
// each instance also compares the published version, the bound on a publish unseen while LISTEN is down.
export interface SharedCacheSettings {
  maxAgeSeconds: number;
  staleSeconds: number;
  purgeUrl: string | null;
  /** CACHE_PURGE_TOKEN: sent with every purge (X-Purge-Token); the VCL refuses a purge without it. */
  purgeToken: string | null;
  listenUrl: string | null;
  versionPollMs: number;
}

export const DEFAULT_SHARED_CACHE: SharedCacheSettings = { maxAgeSeconds: 60, staleSeconds: 30, purgeUrl: null, purgeToken: null, listenUrl: null, versionPollMs: 2000 };

export class SharedCacheConfigError extends Error {}

type Env = Record<string, string | undefined>;

const value = (env: Env, name: string): string | null => {
  const v = env[name]?.trim();
  return v ? v : null;
};

function seconds(env: Env, name: string, fallback: number): number {
  const raw = value(env, name);
  if (raw === null) return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) > 31_536_000) {
    throw new SharedCacheConfigError(`${name} must be a whole number of seconds from 0 to 31536000, got "${raw}"`);
  }
  return Number(raw);
}

function pollMs(env: Env): number {
  const raw = value(env, 'CATALOG_POLL_MS');
  if (raw === null) return DEFAULT_SHARED_CACHE.versionPollMs;
  if (!/^\d{3,8}$/.test(raw) || Number(raw) < 100 || Number(raw) > 86_400_000) {
    throw new SharedCacheConfigError(`CATALOG_POLL_MS must be a whole number of milliseconds from 100 to 86400000, got "${raw}"`);
  }
  return Number(raw);
}

function token(env: Env): string | null {
  const raw = value(env, 'CACHE_PURGE_TOKEN');
  if (raw !== null && !/^[A-Za-z0-9._~-]{16,256}$/.test(raw)) {
    throw new SharedCacheConfigError('CACHE_PURGE_TOKEN must be 16 to 256 letters, digits or . _ ~ -');
  }
  return raw;
}

function url(env: Env, name: string, protocols: readonly string[]): string | null {
  const raw = value(env, name);
  if (raw === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new SharedCacheConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new SharedCacheConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

export function loadSharedCacheSettings(env: Env): SharedCacheSettings {
  return {
    maxAgeSeconds: seconds(env, 'SHARED_CACHE_MAX_AGE', DEFAULT_SHARED_CACHE.maxAgeSeconds),
    staleSeconds: seconds(env, 'SHARED_CACHE_STALE_SECONDS', DEFAULT_SHARED_CACHE.staleSeconds),
    purgeUrl: url(env, 'CACHE_PURGE_URL', ['http:', 'https:']),
    purgeToken: token(env),
    listenUrl: url(env, 'DATABASE_LISTEN_URL', ['postgres:', 'postgresql:']),
    versionPollMs: pollMs(env),
  };
}
