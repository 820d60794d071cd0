// The purge a publish sends to the shared cache (CACHE_PURGE_URL): `PURGE <url>` with `Surrogate-Key: k1 k2`, which
// the Varnish configuration of server/deploy/ turns into one ban per key (docs/deployment.md). A CDN with another
// purge API goes behind a small adapter speaking this. A failed purge is logged and retried once; the cache then
// serves the old answer for at most SHARED_CACHE_MAX_AGE + SHARED_CACHE_STALE_SECONDS.
import type { FastifyBaseLogger } from 'fastify';

const PURGE_TIMEOUT_MS = 3000;

export interface Purger {
  /** True when the cache confirmed the purge (or there is no cache to purge). Never throws. */
  purge(keys: readonly string[]): Promise<boolean>;
}

/** The header carrying CACHE_PURGE_TOKEN: the cache takes purges only from who knows it (and from its ACL). */
export const PURGE_TOKEN_HEADER = 'X-Purge-Token';

export function createPurger(url: string | null, token: string | null, log: FastifyBaseLogger, onFailure: () => void = () => undefined): Purger {
  const headers = (keys: readonly string[]): Record<string, string> => ({ 'Surrogate-Key': keys.join(' '), ...(token === null ? {} : { [PURGE_TOKEN_HEADER]: token }) });
  async function once(keys: readonly string[]): Promise<boolean> {
    try {
      const res = await fetch(url!, { method: 'PURGE', headers: headers(keys), signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
      await res.arrayBuffer();
      return res.ok;
    } catch {
      return false;
    }
  }
  return {
    async purge(keys) {
      if (url === null || keys.length === 0) return true;
      if ((await once(keys)) || (await once(keys))) return true;
      onFailure();
      log.warn({ keys }, 'the shared cache did not confirm a purge; it serves old answers until they expire');
      return false;
    },
  };
}
