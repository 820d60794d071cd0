// The shared cache's policy (server/cache/policy.ts): which answers carry which surrogate keys, which keys a
// publish of each kind purges, and what Cache-Control public answers carry.
import { createCachePolicy, keysForChangedMeta, surrogateKeysOf } from '../../server/cache/policy';
import { loadSharedCacheSettings } from '../../server/cache/settings';
import { changedMetaKeys } from '../../server/plugins/catalog-watch';

describe('surrogate keys', () => {
  it.each([
    ['/website/products/list', 'catalog'],
    ['/website/dealer/search', 'dealers'],
    ['/website/country/list', 'dealers'],
    ['/website/resource/list', 'documents catalog'],
    ['/website/documents/databook.pdf', 'documents catalog'],
    ['/content/api/articles', 'content'],
    ['/content/uploads/x_abc.png', 'content'],
    ['/media/patterns/hx-3.svg', 'catalog content'],
    ['/sitemap.xml', 'page catalog content'],
    ['/assets/main.1234abcd.js', 'asset'],
    ['/tires/tire-results', 'page'],
    ['/', 'page'],
  ])('%s carries %s', (path, keys) => expect(surrogateKeysOf(path)).toBe(keys));

  it('a publish purges every key whose answers show what changed, and nothing else', () => {
    expect(keysForChangedMeta(['dealers_published_version'])).toEqual(['dealers', 'page']);
    // The databook is made from the catalog: a catalog publish purges the documents too.
    expect(keysForChangedMeta(['catalog_published_version'])).toEqual(['catalog', 'documents', 'page']);
    expect(keysForChangedMeta(['content_version', 'content_seed'])).toEqual(['content', 'page']);
    expect(keysForChangedMeta(['something_new'])).toEqual(['catalog', 'content', 'dealers', 'documents', 'page']);
    // Each key a publish purges is one that some answer carries.
    const carried = new Set(['/website/x', '/website/dealer/x', '/website/resource/x', '/content/api/x', '/'].flatMap((p) => surrogateKeysOf(p).split(' ')));
    for (const key of keysForChangedMeta(['catalog_x', 'dealers_x', 'documents_x', 'content_x'])) expect(carried).toContain(key);
  });

  it('finds which catalog_meta rows moved between two versions', () => {
    expect(changedMetaKeys('catalog_version=1,dealers_version=4', 'catalog_version=1,dealers_version=5')).toEqual(['dealers_version']);
    expect(changedMetaKeys('catalog_version=1', 'catalog_version=1,documents_version=9-a=b')).toEqual(['documents_version']);
    expect(changedMetaKeys('catalog_version=1,content_seed=x', 'catalog_version=1')).toEqual(['content_seed']);
  });
});

describe('Cache-Control of public answers', () => {
  it('lets a shared cache keep them SHARED_CACHE_MAX_AGE and serve them stale while it asks again; browsers revalidate', () => {
    const policy = createCachePolicy(loadSharedCacheSettings({ SHARED_CACHE_MAX_AGE: '120', SHARED_CACHE_STALE_SECONDS: '15' }), 'https://www.example.com');
    expect(policy.revalidated('/website/products/list?x=1')).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=120, stale-while-revalidate=15',
      'surrogate-key': 'catalog',
    });
  });

  it('SHARED_CACHE_MAX_AGE=0 keeps them out of shared caches (revalidated every time)', () => {
    const policy = createCachePolicy(loadSharedCacheSettings({ SHARED_CACHE_MAX_AGE: '0' }), 'https://www.example.com');
    expect(policy.revalidated('/')['cache-control']).toBe('no-cache');
  });

  it('without PUBLIC_ORIGIN too: pages name the Host they were asked for, which a shared cache does not key on', () => {
    const policy = createCachePolicy(loadSharedCacheSettings({}), null);
    expect(policy.revalidated('/tires')).toEqual({ 'cache-control': 'no-cache', 'surrogate-key': 'page' });
  });

  it('refuses settings that are not whole seconds or URLs of the right kind', () => {
    expect(() => loadSharedCacheSettings({ SHARED_CACHE_MAX_AGE: '-1' })).toThrow(/SHARED_CACHE_MAX_AGE/);
    expect(() => loadSharedCacheSettings({ SHARED_CACHE_STALE_SECONDS: '1.5' })).toThrow(/SHARED_CACHE_STALE_SECONDS/);
    expect(() => loadSharedCacheSettings({ CACHE_PURGE_URL: 'ftp://cache' })).toThrow(/CACHE_PURGE_URL/);
    expect(() => loadSharedCacheSettings({ DATABASE_LISTEN_URL: 'http://db' })).toThrow(/DATABASE_LISTEN_URL/);
    expect(() => loadSharedCacheSettings({ CATALOG_POLL_MS: '5' })).toThrow(/CATALOG_POLL_MS/);
  });
});
