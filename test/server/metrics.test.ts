// Issue 21: GET /metrics in Prometheus's text format. Requests are counted by route pattern and status, never by
// URL or query value; response-cache hits (answered on the socket) and page-cache lookups are counted; the outbox
// and import-job gauges are read from the database at scrape; a token, when set, is required and compared in
// constant time; without one only a loopback caller through no proxy is answered, anyone else gets a 404.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { RenderPage } from '../../src/lib/ssr-contract';
import { ConfigError, loadConfig } from '../../server/config';
import { sameSecret } from '../../server/secrets';
import { validContact } from '../support/leads';
import { makeTestApp, type TestApp } from './support/test-app';

// The real comparison, watched: the token must go through it (hashed, then constant-time).
jest.mock('../../server/secrets', () => {
  const actual = jest.requireActual<typeof import('../../server/secrets')>('../../server/secrets');
  return { ...actual, sameSecret: jest.fn(actual.sameSecret) };
});

/** name{labels} -> value, from the text format. */
function samples(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    out.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return out;
}

async function scrape(t: TestApp, headers: Record<string, string> = {}): Promise<Map<string, number>> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
  expect(res.statusCode).toBe(200);
  return samples(res.body);
}

const requests = (m: Map<string, number>, method: string, route: string, status: number) =>
  m.get(`http_requests_total{method="${method}",route="${route}",status="${status}"}`) ?? 0;

describe('metrics without a token', () => {
  let t: TestApp;
  let staticDir: string;
  /** While set, renders wait for it. */
  let hold: Promise<void> | null = null;
  const render: RenderPage = async (url) => {
    if (hold) await hold;
    // As the site's router does: a page for the addresses it knows, a 404 page for any other.
    const status = ['/tires', '/dealers'].includes(url.split('?')[0]!) ? 200 : 404;
    return { html: `<p>${status}</p>`, head: '', state: '{}', status, chunks: [], lang: 'en', cacheable: true };
  };
  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-metrics-'));
    fs.copyFileSync(path.join(__dirname, '../../public/index.html'), path.join(staticDir, 'index.html'));
    fs.mkdirSync(path.join(staticDir, 'assets'));
    fs.writeFileSync(path.join(staticDir, 'assets', 'app.0123abcd.js'), 'void 0;');
    t = await makeTestApp({ STATIC_DIR: staticDir }, { ssr: { render, chunks: {} } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers the text format, no-store, with the process metrics', async () => {
    const spent = process.cpuUsage();
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('# TYPE http_requests_total counter');
    expect(res.body).toContain('# TYPE http_request_duration_seconds histogram');
    const m = samples(res.body);
    // The process's CPU since it started (as Prometheus's process_cpu_* mean), not since the first scrape.
    expect(m.get('process_cpu_user_seconds_total')).toBeGreaterThanOrEqual(spent.user / 1e6);
    expect(m.get('process_cpu_seconds_total')).toBeGreaterThanOrEqual((spent.user + spent.system) / 1e6);
    expect(m.has('nodejs_eventloop_lag_seconds')).toBe(true);
    expect(m.get('content_webhook_failures_total{reason="secret"}')).toBe(0);
  });

  it('counts a request by its route pattern and status, never by its URL or query values', async () => {
    const before = await scrape(t);
    const secret = 'zq9secretvalue';
    expect((await t.get(`/website/products/detail?tyre_size=987654321`)).status).toBe(404);
    expect((await t.get(`/website/documents/${secret}.pdf`)).status).toBe(404);
    expect((await t.get(`/website/${secret}?${secret}=1`)).status).toBe(404);
    expect((await t.get(`/website/segment/list?${secret}=1`)).status).toBe(400);
    expect((await t.get('/health/live')).status).toBe(200);
    expect((await t.get('/website/docs/json')).status).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    const after = samples(res.body);
    expect(requests(after, 'GET', '/website/products/detail', 404) - requests(before, 'GET', '/website/products/detail', 404)).toBe(1);
    expect(requests(after, 'GET', '/website/documents/:file', 404) - requests(before, 'GET', '/website/documents/:file', 404)).toBe(1);
    expect(requests(after, 'GET', 'unmatched', 404) - requests(before, 'GET', 'unmatched', 404)).toBe(1);
    expect(requests(after, 'GET', '/website/segment/list', 400) - requests(before, 'GET', '/website/segment/list', 400)).toBe(1);
    expect(requests(after, 'GET', '/health/live', 200) - requests(before, 'GET', '/health/live', 200)).toBe(1);
    expect(requests(after, 'GET', '/website/docs/json', 200) - requests(before, 'GET', '/website/docs/json', 200)).toBe(1);
    expect(after.get('http_request_duration_seconds_count{method="GET",route="/website/products/detail"}')).toBeGreaterThanOrEqual(1);
    expect(res.body).not.toContain(secret);
    expect(res.body).not.toContain('987654321');
  });

  it('counts response-cache hits, answered on the socket, in the cache counters and the request counters', async () => {
    const url = '/website/rimsize/list?sort_by=rim_diameter&sort_type=asc&is_all=true';
    const before = await scrape(t);
    const first = await t.get(url);
    const hit = await t.get(url);
    const notModified = await t.get(url, { 'if-none-match': String(first.res.headers.etag) });
    expect([first.status, hit.status, notModified.status]).toEqual([200, 200, 304]);
    const after = await scrape(t);
    const delta = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
    expect(delta('response_cache_misses_total')).toBe(1);
    expect(delta('response_cache_hits_total')).toBe(2);
    expect(requests(after, 'GET', '/website/rimsize/list', 200) - requests(before, 'GET', '/website/rimsize/list', 200)).toBe(2);
    expect(requests(after, 'GET', '/website/rimsize/list', 304) - requests(before, 'GET', '/website/rimsize/list', 304)).toBe(1);
  });

  it('counts pages as one route, their cache lookups and renders in flight; built files as one route', async () => {
    const before = await scrape(t);
    expect((await t.get('/tires?a=1')).status).toBe(200);
    expect((await t.get('/tires?a=1')).status).toBe(200);
    expect((await t.get('/no-such-page-x7')).status).toBe(404);
    expect((await t.get('/assets/app.0123abcd.js')).status).toBe(200);
    let release = () => undefined as void;
    hold = new Promise<void>((r) => (release = r));
    const rendering = t.get('/dealers');
    // The render has started once the gauge says so (the scrape waits on nothing the render holds).
    let during = await scrape(t);
    while (during.get('ssr_renders_in_flight') === 0) during = await scrape(t);
    expect(during.get('ssr_renders_in_flight')).toBe(1);
    hold = null;
    release();
    expect((await rendering).status).toBe(200);
    const after = await scrape(t);
    const delta = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
    expect(delta('page_cache_misses_total')).toBe(3);
    expect(delta('page_cache_hits_total')).toBe(1);
    expect(after.get('ssr_renders_in_flight')).toBe(0);
    expect(requests(after, 'GET', 'page', 200) - requests(before, 'GET', 'page', 200)).toBe(3);
    expect(requests(after, 'GET', 'page', 404) - requests(before, 'GET', 'page', 404)).toBe(1);
    expect(requests(after, 'GET', 'static', 200) - requests(before, 'GET', 'static', 200)).toBe(1);
    expect([...after.keys()].some((k) => k.includes('/tires') || k.includes('app.0123abcd'))).toBe(false);
  });

  it('reads the outbox and the import jobs at scrape', async () => {
    const before = await scrape(t);
    expect(before.get('lead_outbox_failing')).toBe(0);
    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({ method: 'POST', url: '/website/contact-us', headers: { 'content-type': 'application/json' }, payload: { data: validContact } });
      expect(res.statusCode).toBe(200);
    }
    // Without SMTP_URL the notifications stay queued; one has failed once.
    await t.database.rows(sql`update lead_outbox set attempts = 1, last_error = 'refused' where id = (select max(id) from lead_outbox)`);
    await t.database.rows(sql`
      insert into import_job (dataset, status, file_name, file_type, file, file_bytes, created_by)
      values ('dealers', 'failed', 'd.csv', 'csv', ${Buffer.from('x')}, 1, 'test')`);
    const after = await scrape(t);
    expect(after.get('lead_outbox_queued')! - before.get('lead_outbox_queued')!).toBe(2);
    expect(after.get('lead_outbox_failing')).toBe(1);
    expect(after.get('import_jobs_failed{dataset="dealers"}')).toBe(1);
    expect(after.get('import_jobs_failed{dataset="catalog"}')).toBe(0);
    await t.database.rows(sql`update lead_outbox set sent_at = now() where sent_at is null`);
    expect((await scrape(t)).get('lead_outbox_failing')).toBe(0);
  });

  it('answers only a loopback caller that came through no proxy: anyone else gets the not-found answer', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-page-metrics' });
    expect(unknown.statusCode).toBe(404);
    for (const [remoteAddress, headers] of [
      ['203.0.113.9', {}],
      ['10.0.0.2', {}],
      ['127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }],
      ['::1', { forwarded: 'for=127.0.0.1' }],
      ['127.0.0.1', { 'x-real-ip': '127.0.0.1' }],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers });
      expect([res.statusCode, res.body]).toEqual([unknown.statusCode, unknown.body]);
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress })).statusCode).toBe(200);
    }
  });

  it('behind proxies (TRUST_PROXY) only the token opens it: a proxy on this host may forward without saying so', async () => {
    const proxied = await makeTestApp({ TRUST_PROXY: 'loopback' });
    try {
      const unknown = await proxied.app.inject({ method: 'GET', url: '/no-such-page-metrics', remoteAddress: '127.0.0.1' });
      const res = await proxied.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
      expect([res.statusCode, res.body]).toEqual([unknown.statusCode, unknown.body]);
      expect(res.body).not.toContain('http_requests_total');
    } finally {
      await proxied.close();
    }
  });
});

describe('metrics with METRICS_TOKEN', () => {
  const TOKEN = 'metrics-token-0123456789abcdef';
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ METRICS_TOKEN: TOKEN });
  }, 60_000);
  afterAll(() => t.close());

  it('requires the token as a Bearer credential, compared in constant time, from any address', async () => {
    const compare = jest.mocked(sameSecret);
    compare.mockClear();
    // What any unknown path gets (here, without a build: the 503 that says so; with one, the 404 page).
    const unknown = await t.app.inject({ method: 'GET', url: '/no-such-path-metrics' });
    {
      for (const authorization of [undefined, '', TOKEN, `Basic ${TOKEN}`, `Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, `Bearer ${TOKEN.toUpperCase()}`]) {
        const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });
        expect([authorization, res.statusCode, res.body]).toEqual([authorization, unknown.statusCode, unknown.body]);
      }
      for (const authorization of [`Bearer ${TOKEN}`, `bearer ${TOKEN}`]) {
        const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization, 'x-forwarded-for': '198.51.100.7' } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('http_requests_total');
      }
      expect(compare).toHaveBeenCalledWith(TOKEN, TOKEN);
      expect(compare.mock.calls.length).toBe(9);
    }
  });

  it('counts webhook refusals (content_webhook_failures_total)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/content/webhook', headers: { 'content-type': 'application/json' }, payload: '{"event":"entry.publish"}' });
    // No CONTENT_WEBHOOK_SECRET here: no webhook, nothing counted.
    expect(res.statusCode).toBe(404);
    const m = samples((await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body);
    expect(m.get('content_webhook_failures_total{reason="secret"}')).toBe(0);
  });

  it('METRICS_TOKEN must be 16 to 256 printable characters', () => {
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig({}).metricsToken).toBeUndefined();
    for (const bad of ['short', 'with a space in it 0123', 'é'.repeat(20), 'x'.repeat(257)]) {
      expect(() => loadConfig({ METRICS_TOKEN: bad })).toThrow(ConfigError);
    }
  });
});

describe('webhook failures', () => {
  const SECRET = 'webhook-secret-0123456789abcdef';
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ CONTENT_WEBHOOK_SECRET: SECRET });
  }, 60_000);
  afterAll(() => t.close());

  it('counts a wrong secret and a refused body, not a processed call', async () => {
    const hook = (payload: string, secret: string) =>
      t.app.inject({ method: 'POST', url: '/content/webhook', headers: { 'content-type': 'application/json', 'x-basalt-webhook-secret': secret }, payload });
    expect((await hook('{"event":"entry.publish"}', 'wrong')).statusCode).toBe(401);
    expect((await hook('{"event":"no.such-event"}', SECRET)).statusCode).toBe(400);
    expect((await hook('{"event":"entry.publish","model":"article"}', SECRET)).statusCode).toBe(200);
    const m = await scrape(t);
    expect(m.get('content_webhook_failures_total{reason="secret"}')).toBe(1);
    expect(m.get('content_webhook_failures_total{reason="refused"}')).toBe(1);
    expect(m.get('content_webhook_failures_total{reason="failed"}')).toBe(0);
  });
});
