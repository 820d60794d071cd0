// Line images named by https URL (issue 18): fetched at import and stored under a stable local name; private
// and local hosts, failures and oversized answers are problems of the import, never fetched around.
import { catalogToTables } from '../../server/catalog/exchange/export';
import type { ExchangeInput } from '../../server/catalog/exchange/folder';
import { MAX_IMAGE_BYTES } from '../../server/catalog/exchange/images';
import { ImportRefused } from '../../server/catalog/exchange/problems';
import { fetchImage, localNameOf, type FetchDeps } from '../../server/catalog/exchange/remote-image';
import { sampleImages } from '../../server/catalog/media-files';
import { readImport } from '../../server/catalog/publish';
import { generateCatalog } from '../../server/catalog/seed';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const URL_OK = 'https://cdn.example.com/lines/rh-4a-plus.png';

function deps(address: string, answer: () => Response): FetchDeps & { fetched: string[] } {
  const fetched: string[] = [];
  return {
    fetched,
    lookup: async () => [{ address, family: address.includes(':') ? 6 : 4 }],
    fetch: (async (url: string | URL | Request) => {
      fetched.push(String(url));
      return answer();
    }) as typeof fetch,
  };
}

describe('fetchImage', () => {
  it('fetches a public https image', async () => {
    const d = deps('93.184.216.34', () => new Response(PNG, { status: 200 }));
    expect(await fetchImage(URL_OK, d)).toEqual(PNG);
    expect(d.fetched).toEqual([URL_OK]);
  });

  it('never fetches from a private, loopback or link-local address', async () => {
    for (const address of ['10.1.2.3', '127.0.0.1', '169.254.169.254', '192.168.1.10', '::1', 'fd00::5', '::ffff:127.0.0.1']) {
      const d = deps(address, () => new Response(PNG));
      expect(await fetchImage(URL_OK, d)).toMatch(/private or local network/);
      expect(d.fetched).toEqual([]);
    }
    expect(await fetchImage('https://127.0.0.1/x.png', deps('8.8.8.8', () => new Response(PNG)))).toMatch(/private or local network/);
  });

  it('reports a failed answer and one over the size limit', async () => {
    expect(await fetchImage(URL_OK, deps('93.184.216.34', () => new Response('no', { status: 404 })))).toBe('answered 404');
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    expect(await fetchImage(URL_OK, deps('93.184.216.34', () => new Response(big)))).toMatch(/larger than 5 MB/);
  });
});

describe('an import naming an image by URL', () => {
  const catalog = generateCatalog();
  const images = new Map(sampleImages(catalog).map((i) => [i.name, i.body]));
  function input(fetchImpl: ExchangeInput['fetchImage']): ExchangeInput {
    const tables = catalogToTables(catalog);
    const col = tables['tire-lines'][0]!.indexOf('Images');
    tables['tire-lines'][1]![col] = URL_OK;
    return { tables, problems: [], source: { name: 'sheet', hash: '' }, readImage: async (n) => images.get(n) ?? 'missing', ...(fetchImpl ? { fetchImage: fetchImpl } : {}) };
  }

  it('stores the fetched image under a stable local name the line points at', async () => {
    const checked = await readImport(input(async () => PNG));
    const name = localNameOf(URL_OK);
    expect(name).toMatch(/^web-[0-9a-f]{16}\.png$/);
    expect(checked.catalog.patterns[0]!.images).toEqual([`patterns/${name}`]);
    expect(checked.files.map((f) => f.path)).toContain(`patterns/${name}`);
  });

  it('refuses the import when the image cannot be had, naming the URL', async () => {
    const err = await readImport(input(async () => 'answered 404')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ImportRefused);
    expect((err as ImportRefused).problems).toEqual([{ file: URL_OK, rule: 'image', message: 'answered 404' }]);
  });
});
