// What a shared cache (Varnish, a CDN) may do with each answer (issue 21, docs/deployment.md):
// - public answers that change only by a publish: `public, max-age=0, s-maxage=S, stale-while-revalidate=W`:
//   browsers revalidate (ETag, 304), the shared cache keeps them S seconds and may serve one W seconds more while
//   it asks again; each carries Surrogate-Key, naming the data it shows, so a publish purges only those;
// - anything personal (forms' answers, the console, sessions, previews, errors): `private, no-store`;
// - hashed assets: a year and immutable (server/plugins/spa.ts).
// The keys are few and coarse on purpose: a purge costs one ban per key in the cache, and every page shows
// data of several kinds (the header's tire finder, the footer's copy), so pages share one key.
import type { SharedCacheSettings } from './settings';

/** The answer is nobody else's business: no cache keeps it, shared or not. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** A public answer no shared cache may keep (browsers revalidate it): a page showing a failure, a stale render. */
export const NOT_SHARED = Object.freeze({ 'cache-control': 'no-cache' });

/** Every key an answer may carry; what a publish of each kind purges is `KEYS_OF_KIND`. */
export type SurrogateKey = 'catalog' | 'dealers' | 'documents' | 'content' | 'page' | 'asset' | 'static';

/** The keys a change of one published kind (catalog_meta's key prefix) makes stale. */
export const KEYS_OF_KIND: Readonly<Record<string, readonly SurrogateKey[]>> = {
  // The databook and the sell sheets are made from the catalog.
  catalog: ['catalog', 'documents', 'page'],
  dealers: ['dealers', 'page'],
  documents: ['documents', 'page'],
  content: ['content', 'page'],
};

/** A change the table does not know purges every key that can go stale. */
export const ALL_DATA_KEYS: readonly SurrogateKey[] = ['catalog', 'dealers', 'documents', 'content', 'page'];

/** The keys to purge when catalog_meta's rows changed (their keys are `<kind>_...`). */
export function keysForChangedMeta(changedMetaKeys: Iterable<string>): SurrogateKey[] {
  const keys = new Set<SurrogateKey>();
  for (const metaKey of changedMetaKeys) {
    const kind = metaKey.split('_')[0] ?? '';
    for (const key of KEYS_OF_KIND[kind] ?? ALL_DATA_KEYS) keys.add(key);
  }
  return [...keys].sort();
}

/** The data an answer at this path shows (its query does not matter: the same data, filtered). */
export function surrogateKeysOf(path: string): string {
  if (path.startsWith('/website/dealer/') || path.startsWith('/website/country/')) return 'dealers';
  if (path.startsWith('/website/resource/') || path.startsWith('/website/documents/')) return 'documents catalog';
  if (path.startsWith('/website/')) return 'catalog';
  if (path.startsWith('/content/')) return 'content';
  if (path.startsWith('/media/')) return 'catalog content';
  if (path.startsWith('/assets/')) return 'asset';
  if (path === '/sitemap.xml') return 'page catalog content';
  return 'page';
}

export interface CachePolicy {
  /** Cache-Control and Surrogate-Key of a public answer that changes only by a publish (one object per family). */
  revalidated(url: string): Readonly<Record<'cache-control' | 'surrogate-key', string>>;
  /** The Cache-Control of those answers: `no-cache` when SHARED_CACHE_MAX_AGE is 0 or PUBLIC_ORIGIN unset (no shared caching). */
  readonly publicCacheControl: string;
}

/**
 * Without PUBLIC_ORIGIN a page's absolute URLs follow the request's Host (an allowed one, else the listening
 * address), which a shared cache does not key on: nothing is offered to shared caches then (`no-cache`), and
 * docs/deployment.md asks for PUBLIC_ORIGIN in front of one.
 */
export function createCachePolicy(settings: Pick<SharedCacheSettings, 'maxAgeSeconds' | 'staleSeconds'>, publicOrigin: string | null): CachePolicy {
  const publicCacheControl =
    settings.maxAgeSeconds === 0 || publicOrigin === null
      ? 'no-cache'
      : `public, max-age=0, s-maxage=${settings.maxAgeSeconds}, stale-while-revalidate=${settings.staleSeconds}`;
  // Few families, so one frozen object each: the response cache hands header objects to writeHead as they are.
  const families = new Map<string, Readonly<Record<'cache-control' | 'surrogate-key', string>>>();
  return {
    publicCacheControl,
    revalidated(url) {
      const q = url.indexOf('?');
      const keys = surrogateKeysOf(q === -1 ? url : url.slice(0, q));
      let headers = families.get(keys);
      if (!headers) families.set(keys, (headers = Object.freeze({ 'cache-control': publicCacheControl, 'surrogate-key': keys })));
      return headers;
    },
  };
}
