// Answers that Fastify's router (a path that is not UTF-8, a parameter too long) and Node's HTTP parser (not
// HTTP, too slow, header bytes beyond its limit) give before any route or hook runs: each carries the security
// headers and its route family's error shape (Strapi's under /content), as every other answer does.
import { once } from 'node:events';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await makeTestApp({ REQUEST_TIMEOUT_MS: '1000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  const released = once(t.app.server, 'close');
  await t.close();
  await released;
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends raw bytes (all at once, or a byte every `trickleMs`) and reads the answer until the server closes the
 * connection, as it does after each of these answers. (No deadline of its own: a 5 s one cut off the 408 on a
 * busy machine; a server that never closes fails on the test's timeout.)
 */
function raw(request: string, trickleMs = 0): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1]);
      if (!status) return reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`));
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      resolve({ status, headers, body: rest.join('\r\n\r\n') });
    });
    let sent = 0;
    const trickle = () => {
      if (socket.destroyed || sent >= request.length) return;
      socket.write(request[sent]!);
      sent += 1;
      setTimeout(trickle, trickleMs);
    };
    socket.on('connect', () => (trickleMs > 0 ? trickle() : socket.write(request)));
  });
}

function expectSecurityHeaders(headers: Record<string, string | string[] | number | undefined>) {
  expect(String(headers['content-security-policy'])).toContain("default-src 'self'");
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(String(headers['permissions-policy'])).toContain('geolocation=()');
  expect(String(headers['content-type'])).toMatch(/^application\/json/);
}

const siteShape = (status: number) => ({ statusCode: status, error: expect.any(String), message: expect.any(String) });
const strapiShape = (status: number, name: string) => ({
  data: null,
  error: { status, name, message: expect.any(String), details: {} },
});

describe("the router's errors", () => {
  it.each([
    ['/media/%ff', 'site'],
    ['/website/documents/%ED%A0%80.pdf', 'site'],
    ['/content/api/%ff', 'content'],
    ['/content/api/reliable-services/%C0%AE', 'content'],
  ])('%s: 400 in its family shape with the security headers', async (url, family) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(400);
    expectSecurityHeaders(res.headers);
    expect(res.json()).toEqual(family === 'content' ? strapiShape(400, 'ValidationError') : siteShape(400));
    expect(JSON.stringify(res.json())).not.toContain('FST_ERR');
  });

  it('a path parameter beyond the router limit: 414 with the headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/content/api/${'a'.repeat(600)}` });
    expect(res.statusCode).toBe(414);
    expectSecurityHeaders(res.headers);
    expect(res.json()).toEqual(strapiShape(414, 'URITooLongError'));
  });
});

describe("Node's own answers, over a real socket", () => {
  it('bytes that are not HTTP: 400 with the headers, connection closed', async () => {
    const res = await raw('HELLO THERE\r\n\r\n');
    expect(res.status).toBe(400);
    expectSecurityHeaders(res.headers);
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.body)).toEqual(siteShape(400));
  });

  it.each([
    ['/website/health', 'site'],
    ['/content/api/reliable-services', 'content'],
  ])('header bytes beyond the limit on %s: 431 in its family shape', async (url, family) => {
    const res = await raw(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expectSecurityHeaders(res.headers);
    expect(JSON.parse(res.body)).toEqual(family === 'content' ? strapiShape(431, 'RequestHeaderFieldsTooLargeError') : siteShape(431));
  });

  it('a request that does not arrive in time (REQUEST_TIMEOUT_MS=1000, a byte every 100 ms): 408 with the headers', async () => {
    const res = await raw(`GET /website/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: ${'p'.repeat(60)}\r\n\r\n`, 100);
    expect(res.status).toBe(408);
    expectSecurityHeaders(res.headers);
    expect(JSON.parse(res.body)).toEqual(siteShape(408));
  });

  it('an ordinary request on the same server still gets its answer', async () => {
    const res = await raw('GET /website/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
  });
});
