// The server's page cache against cache-busting (issue 16): a page is rendered once for all the addresses that
// name it (unknown parameters, ?qa, values that change nothing, every address without a page), answered from
// memory with its compressed copies, and renders in flight are bounded: beyond the bound, 503 with Retry-After
// at once, while cached pages and the API keep answering.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RenderOptions, RenderPage } from '../../src/lib/ssr-contract';
import { pageKey, render } from '../../src/ssr/render';
import { uncompressed } from '../../server/plugins/compressed';
import { createPageCache } from '../../server/ssr/page-cache';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let staticDir: string;
const rendered: string[] = [];
/** While set, every render waits for it (to fill the renderer). */
let hold: Promise<void> | null = null;

const counting: RenderPage = async (url: string, options: RenderOptions) => {
  rendered.push(url);
  if (hold) await hold;
  return render(url, options);
};

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-page-cache-'));
  fs.copyFileSync(path.join(__dirname, '../../public/index.html'), path.join(staticDir, 'index.html'));
  t = await makeTestApp({ STATIC_DIR: staticDir }, { ssr: { render: counting, pageKey, chunks: {} } });
}, 60_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

function text(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
}

describe('one render for every address of a page', () => {
  it('unknown parameters, ?qa, ?inspect, padding and other modes\' parameters find the page already rendered', async () => {
    const size = encodeURIComponent('27.00R49');
    const first = await get(`/tires/tire-results?tireSize=${size}`);
    expect(first.statusCode).toBe(200);
    const before = rendered.length;
    const variants = [
      `/tires/tire-results?tireSize=${size}&z=8231`,
      `/tires/tire-results?timestamp=1700000000&tireSize=${size}`,
      `/tires/tire-results?tireSize=${size}&qa`,
      `/tires/tire-results?tireSize=${size}&inspect&utm_source=newsletter`,
      `/tires/tire-results?tireSize=%20${size}%20&rimDiam=99&equipType=Loader`,
      `/TIRES/tire-results/?tireSize=${size}`,
    ];
    for (const url of variants) {
      const res = await get(url);
      expect([url, res.statusCode, res.body]).toEqual([url, 200, first.body]);
    }
    expect(rendered.length).toBe(before);
    expect(first.body).toContain('27.00R49');
  });

  it('a different search is a different page', async () => {
    const before = rendered.length;
    const res = await get('/tires/tire-results?tireSize=29.5R25');
    expect(res.statusCode).toBe(200);
    expect(rendered.slice(before)).toEqual(['/tires/tire-results?tireSize=29.5R25']);
  });

  it('every address without a page is the one 404, rendered once, naming no address of its own', async () => {
    const first = await get('/no-such-page-1');
    expect(first.statusCode).toBe(404);
    const before = rendered.length;
    for (const url of ['/no-such-page-2?x=1', '/tires/nope', `/${'z'.repeat(200)}`]) {
      const res = await get(url);
      expect([url, res.statusCode, res.body]).toEqual([url, 404, first.body]);
    }
    expect(rendered.length).toBe(before);
    expect(first.body).toContain('Page not found');
    expect(first.body).not.toContain('rel="canonical"');
  });

  it('answers from memory in the encoding asked for: brotli, gzip or none, the same page', async () => {
    const plain = await get('/infocenter');
    const before = rendered.length;
    const br = await get('/infocenter', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('/infocenter?x=1', { 'accept-encoding': 'gzip' });
    expect([br.headers['content-encoding'], gz.headers['content-encoding'], plain.headers['content-encoding']]).toEqual(['br', 'gzip', undefined]);
    expect(text(br)).toBe(plain.body);
    expect(text(gz)).toBe(plain.body);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(rendered.length).toBe(before);
    const again = await get('/infocenter', { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('renders in flight are bounded', () => {
  it('beyond 2 rendering and 6 waiting: 503 with Retry-After at once; cached pages and the API still answer; the rest completes', async () => {
    let release = () => undefined as void;
    hold = new Promise<void>((resolve) => (release = resolve));
    const before = rendered.length;
    const pending = Array.from({ length: 8 }, (_, i) => get(`/tires/tire-details?tireId=${i + 1}`));
    // Until the renderer is full: two renders held (a fixed 50 ms was not always enough on a busy machine, and
    // the request below could then take a free slot and wait for the hold forever). The other six reach the
    // gate right behind them (were one later than the request below, that one would be refused at once and the
    // request below refused when its wait ran out: a 503 all the same).
    while (rendered.length < before + 2) await new Promise((r) => setTimeout(r, 5));
    const refused = await get('/tires/tire-details?tireId=99');
    expect(refused.statusCode).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(String(refused.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(refused.body).not.toMatch(/<script/);
    // Pages already rendered and the API are not held up by the renders waiting.
    expect((await get('/infocenter')).statusCode).toBe(200);
    expect((await get('/website/health')).statusCode).toBe(200);
    hold = null;
    release();
    const answers = (await Promise.all(pending)).map((a) => a.statusCode);
    // The two that were rendering complete; the waiting ones complete too unless the renders' share of the
    // event loop was spent for longer than they may wait (a slow machine): then 503, never anything else.
    expect(answers.slice(0, 2).every((s) => s === 200 || s === 404)).toBe(true);
    expect(answers.every((s) => s === 200 || s === 404 || s === 503)).toBe(true);
    // Once free, the refused page renders.
    expect([200, 404]).toContain((await get('/tires/tire-details?tireId=99')).statusCode);
  });
});

describe('compressed copies of a page', () => {
  it('are made when a request first asks for them, once each, however many ask at once', async () => {
    const cache = createPageCache();
    const body = Buffer.from('<p>27.00R49 E-4</p>'.repeat(400));
    const page = await cache.get('k', 0, async () => ({ page: { status: 200, ...uncompressed(body) }, keep: true }));
    // A new search's page is asked for in one encoding: the other is not made.
    expect([page.br, page.gzip]).toEqual([null, null]);
    const [a, b] = await Promise.all([cache.copy('k', page, 'br'), cache.copy('k', page, 'br')]);
    expect(a).toBe(b);
    expect(zlib.brotliDecompressSync(a).equals(body)).toBe(true);
    expect(page.gzip).toBeNull();
    // Kept with the page: the next request is answered at once, with the same bytes.
    expect(cache.copy('k', page, 'br')).toBe(a);
    expect(zlib.gunzipSync(await cache.copy('k', page, 'gzip')).equals(body)).toBe(true);
  });
});
