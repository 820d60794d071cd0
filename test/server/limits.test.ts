// Abuse limits on every route the app registers (issue 10): bodies over the route's limit get 413 JSON,
// every POST is rate-limited (429 with Retry-After), and slow clients are cut off after REQUEST_TIMEOUT_MS
// (a raw socket trickling its headers or body gets a 408 and a closed connection long before it is done).
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { makeTestApp, type TestApp } from './support/test-app';
import { BODY_LIMIT } from '../../server/plugins/limits';
import type { RouteInfo } from '../../server/plugins/route-list';
import { leadRows } from './leads-support';
import { validContact, validRegistration } from '../support/leads';

let t: TestApp;
let routes: RouteInfo[];
let nextIp = 1;
const ip = () => `198.51.100.${nextIp++}`;

beforeAll(async () => {
  t = await makeTestApp();
  routes = t.app.routeList.filter((r) => /^\/(website|content\/api|media)(\/|$)/.test(r.url) && r.method !== 'HEAD');
}, 60_000);
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:[^/]+/g, 'x').replace(/\*/g, 'x');
const writes = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

describe('body size', () => {
  it('every route answers a body over its limit with 413 and a JSON message, before reading it', async () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      const limit = route.bodyLimit ?? BODY_LIMIT;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: JSON.stringify({ data: { comments: 'x'.repeat(limit) } }),
        headers: { 'content-type': 'application/json' },
        remoteAddress: ip(),
      });
      expect([route.method, route.url, res.statusCode]).toEqual([route.method, route.url, 413]);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = res.json();
      expect(body.message ?? body.error?.message).toMatch(/too large/i);
    }
  });

  it('every route that takes a body sets its own limit (at most 1 MB); the others take 64 KB', () => {
    const posts = routes.filter((r) => writes(r.method));
    for (const r of posts) expect([r.url, r.bodyLimit !== undefined && r.bodyLimit <= 1024 * 1024]).toEqual([r.url, true]);
    expect(BODY_LIMIT).toBe(64 * 1024);
  });

  it('JSON nested deeper than 32 levels is refused with 400, not parsed', async () => {
    const deep = `{"data":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/website/contact-us',
      payload: deep,
      headers: { 'content-type': 'application/json' },
      remoteAddress: ip(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/nested too deeply/);
  });
});

describe('inputs the fuzz tests found answered 500 (or worse): now a 400 with a message', () => {
  it.each([
    '/website/tire_line/list?rim_size_id=1e309',
    '/website/products/detail?tyre_size=1e309',
    '/website/dealer/search?lat=1e309&lng=1',
    '/website/products/list?tire_size=%00',
    '/website/tiresize/list?search=a%00b',
    '/media/content/%00.svg',
    '/content/api/reliable-services?filters[__proto__][polluted]=yes',
    '/content/api/reliable-services?filters[constructor][prototype][polluted]=yes',
  ])('GET %s', async (url) => {
    const { status, body } = await t.get(url);
    expect(status).toBe(400);
    expect(body.message ?? body.error?.message).toEqual(expect.any(String));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('a sign-up whose name holds U+0000', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/website/em-track/create',
      payload: JSON.stringify({ ...validRegistration, first_name: 'a\u0000b' }),
      headers: { 'content-type': 'application/json' },
      remoteAddress: ip(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/first_name must not contain the NUL/);
  });
});

describe('text that is not well-formed (lone UTF-16 surrogates, escapes that are not UTF-8): 400 naming the field', () => {
  const post = (url: string, body: string) =>
    t.app.inject({ method: 'POST', url, payload: body, headers: { 'content-type': 'application/json' }, remoteAddress: ip() });
  const contact = (field: string, value: string) => JSON.stringify({ data: { ...validContact, [field]: value } });

  it.each([
    ['/website/em-track/create', JSON.stringify({ ...validRegistration, city: 'Per\ud800th' }), /^city is not well-formed text/],
    ['/website/request-consultation', contact('comments', '\udc00'), /^data\.comments is not well-formed/],
    ['/website/contact-us', contact('first_name', '\ud800'), /^data\.first_name is not well-formed/],
    ['/website/contact-us', contact('last_name', 'x\udc00\ud800y'), /^data\.last_name is not well-formed/],
    ['/website/contact-us', JSON.stringify({ data: { ...validContact, ['k\ud800']: 'v' } }), /^a key inside data is not well-formed/],
  ])('POST %s', async (url, body, message) => {
    const before = (await leadRows(t.database)).length;
    const res = await post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(message);
    expect((await leadRows(t.database)).length).toBe(before);
  });

  it('a well-formed astral character (a surrogate pair) is text like any other', async () => {
    const res = await post('/website/em-track/create', JSON.stringify({ ...validRegistration, city: 'Perth 😀' }));
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['/website/tiresize/list?search=%ED%A0%80', /^query parameter search is not well-formed/],
    ['/website/tiresize/list?search=27%F0%9F%98', /^query parameter search is not well-formed/],
    ['/website/tiresize/list?search=%C0%AE', /^query parameter search is not well-formed/],
    ['/website/tiresize/list?search=%ff', /^query parameter search is not well-formed/],
    ['/website/products/list?%ED%A0%80=1', /^query parameter %ED%A0%80 is not well-formed/],
    ['/content/api/reliable-services?filters[title][$eq]=%ED%B0%80', /^query parameter filters\[title\]\[\$eq\] is not well-formed/],
    ['/tires/tire-results?tireSize=%ED%A0%80', /^query parameter tireSize is not well-formed/],
  ])('GET %s', async (url, message) => {
    const { status, body } = await t.get(url);
    expect(status).toBe(400);
    expect(body.message ?? body.error?.message).toMatch(message);
  });

  it('well-formed escapes still decode as before', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/website/tiresize/list?sort_by=size&sort_type=asc&is_all=true&search=%2027.00' });
    expect(res.statusCode).toBe(200);
  });
});

describe('rate limits', () => {
  it('every POST route is rate-limited per client: the 11th request within 10 minutes gets 429 with Retry-After', async () => {
    const posts = routes.filter((r) => writes(r.method));
    expect(posts.length).toBeGreaterThanOrEqual(3);
    for (const route of posts) {
      expect([route.url, route.rateLimit !== undefined]).toEqual([route.url, true]);
      const client = ip();
      // Invalid bodies: nothing is stored, but every request counts.
      const send = () =>
        t.app.inject({ method: route.method as 'POST', url: route.url, payload: '{}', headers: { 'content-type': 'application/json' }, remoteAddress: client });
      for (let i = 0; i < 10; i += 1) expect((await send()).statusCode).toBe(400);
      const limited = await send();
      expect([route.url, limited.statusCode]).toEqual([route.url, 429]);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.headers['content-type']).toMatch(/^application\/json/);
      expect(limited.json().message).toMatch(/try again in \d+ seconds/);
      // Another client is not affected.
      const other = await t.app.inject({ method: route.method as 'POST', url: route.url, payload: '{}', headers: { 'content-type': 'application/json' }, remoteAddress: ip() });
      expect(other.statusCode).toBe(400);
    }
  });
});

describe('slow clients (REQUEST_TIMEOUT_MS=1000)', () => {
  let slow: TestApp;
  let port: number;

  beforeAll(async () => {
    slow = await makeTestApp({ REQUEST_TIMEOUT_MS: '1000' });
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    port = (slow.app.server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    // app.close() resolves before the listening socket is released: wait for it, or jest sees an open handle.
    const released = once(slow.app.server, 'close');
    await slow.close();
    await released;
  });

  /**
   * Sends `chunks` one every `everyMs` on a raw socket and reports what came back and whether the server
   * closed the connection before the client was done sending.
   */
  function trickle(chunks: string[], everyMs: number): Promise<{ answer: string; closedEarly: boolean; sent: number }> {
    return new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      let sent = 0;
      let timer: NodeJS.Timeout | undefined;
      const next = () => {
        if (socket.destroyed) return;
        if (sent === chunks.length) return;
        socket.write(chunks[sent]!);
        sent += 1;
        timer = setTimeout(next, everyMs);
      };
      socket.on('data', (d) => (answer += d.toString('utf8')));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearTimeout(timer);
        resolve({ answer, closedEarly: sent < chunks.length, sent });
      });
      socket.on('connect', next);
    });
  }

  it('still answers a client that sends its request at once', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: '/website/health', agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode);
      }).on('error', reject);
    });
    expect(status).toBe(200);
  });

  it('cuts off a client that trickles its headers (one byte every 100 ms: 20 s to send them)', async () => {
    const request = 'GET /website/health HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: slowloris\r\nAccept: */*\r\nX-Padding: ' + 'p'.repeat(130) + '\r\n\r\n';
    const { answer, closedEarly, sent } = await trickle([...request], 100);
    expect(closedEarly).toBe(true);
    expect(sent).toBeLessThan(request.length);
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(answer).toContain('"statusCode":408');
  });

  it('cuts off a client that trickles its body (10 bytes every 100 ms: 12 s to send it)', async () => {
    const body = JSON.stringify({ data: { first_name: 'Slow', comments: 'x'.repeat(1150) } });
    const head = `POST /website/contact-us HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const chunks = [head, ...(body.match(/[\s\S]{1,10}/g) ?? [])];
    const { answer, closedEarly } = await trickle(chunks, 100);
    expect(closedEarly).toBe(true);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that sends nothing', async () => {
    const { answer } = await trickle([], 100);
    expect(answer === '' || /^HTTP\/1\.1 408 /.test(answer)).toBe(true);
  });
});
