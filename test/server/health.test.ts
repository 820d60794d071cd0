// Issue 21: liveness and readiness for a load balancer, and the draining shutdown. /health/ready is 503 naming
// what fails: before warm-up, while draining, with a migration of this build missing, with the database down.
// The real server process on SIGTERM: readiness 503 at once while requests are still answered, then the listener
// closes, the request in flight finishes with 200, and the process exits 0.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../server/config';
import { startServerProcess } from '../support/server-process';
import { validContact } from '../support/leads';
import { copyTemplateDatabase, makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await makeTestApp({ LOG_LEVEL: 'info' }, { logStream });
});
afterAll(() => t.close());

const probe = (app: TestApp, which: 'live' | 'ready') => app.get(`/health/${which}`);

describe('liveness and readiness', () => {
  it('live: 200 without asking the database, no-store, with the security headers, not logged', async () => {
    const before = lines.length;
    const { status, body, res } = await probe(t, 'live');
    expect([status, body]).toEqual([200, { status: 'ok' }]);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // A probe every few seconds per instance is noise in the log (the routes log at warn and above).
    await probe(t, 'ready');
    expect(lines.slice(before)).toEqual([]);
  });

  it('ready: 503 naming warm-up until the server warmed up, then 200', async () => {
    const before = await probe(t, 'ready');
    expect([before.status, before.body]).toEqual([503, { status: 'not ready', failing: ['warm-up'] }]);
    expect(before.res.headers['cache-control']).toBe('no-store');
    t.app.readiness.warmedUp();
    const after = await probe(t, 'ready');
    expect([after.status, after.body]).toEqual([200, { status: 'ready' }]);
  });

  it('refuses a query (400 naming it) and is not rate-limited', async () => {
    const res = await t.get('/health/ready?x=1');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('x');
    const routes = t.app.routeList.filter((r) => r.url.startsWith('/health/'));
    expect(routes.map((r) => r.url).sort()).toEqual(['/health/live', '/health/live', '/health/ready', '/health/ready']);
    expect(routes.every((r) => r.rateLimit === false)).toBe(true);
    const answers = await Promise.all(Array.from({ length: 150 }, () => probe(t, 'live')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });

  it('keeps /website/health as it was', async () => {
    const { status, body } = await t.get('/website/health');
    expect([status, body]).toEqual([200, { status: 'ok' }]);
  });

  it('database: 503 when the database does not answer (live stays 200)', async () => {
    const other = await makeTestApp();
    try {
      other.app.readiness.warmedUp();
      other.database.rows = () => Promise.reject(new Error('connection refused'));
      const ready = await probe(other, 'ready');
      expect([ready.status, ready.body]).toEqual([503, { status: 'not ready', failing: ['database'] }]);
      expect((await probe(other, 'live')).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('migrations: 503 when the last migration of this build is not applied', async () => {
    const other = await makeTestApp();
    try {
      other.app.readiness.warmedUp();
      // A throw-away copy: as if this build's last migration had not run yet (a newer build started first).
      await other.database.rows(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
      const ready = await probe(other, 'ready');
      expect([ready.status, ready.body]).toEqual([503, { status: 'not ready', failing: ['migrations'] }]);
    } finally {
      await other.close();
    }
  });

  it('draining: 503 at once, other requests still answered, each closing its connection (cached hits too)', async () => {
    expect((await probe(t, 'ready')).status).toBe(200);
    const url = '/website/segment/list?sort_by=name&sort_type=asc&is_all=true';
    expect((await t.get(url)).res.headers.connection).not.toBe('close');
    t.app.readiness.drain();
    const ready = await probe(t, 'ready');
    expect([ready.status, ready.body]).toEqual([503, { status: 'not ready', failing: ['draining'] }]);
    const live = await probe(t, 'live');
    expect([live.status, live.res.headers.connection]).toEqual([200, 'close']);
    const hit = await t.get(url); // answered from the response cache's first hook, on the socket
    expect([hit.status, hit.res.headers.connection]).toEqual([200, 'close']);
    expect(hit.body.data.length).toBeGreaterThan(0);
  });
});

describe('DRAIN_SECONDS', () => {
  it('is 0 to 120 whole seconds; absent, the server drains for 5', () => {
    expect(loadConfig({}).drainSeconds).toBeUndefined();
    expect(loadConfig({ DRAIN_SECONDS: '0' }).drainSeconds).toBe(0);
    expect(loadConfig({ DRAIN_SECONDS: '120' }).drainSeconds).toBe(120);
    for (const bad of ['-1', '1.5', '121', 'five', '1e2']) {
      expect(() => loadConfig({ DRAIN_SECONDS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ DRAIN_SECONDS: bad })).toThrow(/DRAIN_SECONDS/);
    }
  });
});

/** Whether new connections to the port are refused (the listener closed) within `ms`. */
async function refusedWithin(port: number, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.on('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.on('error', () => resolve(true));
    });
    if (refused) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe('draining shutdown of the server process', () => {
  it('SIGTERM: readiness 503 at once, requests answered for DRAIN_SECONDS, then the one in flight finishes and it exits 0', async () => {
    // A copy of the seeded test database (PGlite, or PostgreSQL under .ci/with-postgres.sh): no seeding at start.
    const copy = await copyTemplateDatabase();
    const backend: Record<string, string> = copy.databaseUrl === null ? { DATABASE_URL: '', DATA_DIR: copy.dataDir } : { DATABASE_URL: copy.databaseUrl };
    const server = await startServerProcess({ ...backend, DRAIN_SECONDS: '2', LOG_LEVEL: 'info' });
    const port = Number(new URL(server.baseUrl).port);
    try {
      // Warm-up (the dealers' gazetteer) finishes a moment after the server listens.
      let ready = await fetch(`${server.baseUrl}/health/ready`);
      for (let i = 0; i < 200 && ready.status !== 200; i += 1) {
        await new Promise((r) => setTimeout(r, 50));
        ready = await fetch(`${server.baseUrl}/health/ready`);
      }
      expect(ready.status).toBe(200);

      // A request in flight: headers and half the body sent (its headers read: Node answered 100 Continue).
      const body = JSON.stringify({ data: { ...validContact, comments: 'Sent while the server drains' } });
      const socket = net.connect({ port, host: '127.0.0.1' });
      let answer = '';
      const headersRead = new Promise<void>((resolve) =>
        socket.on('data', (d) => {
          answer += d.toString('utf8');
          if (answer.includes('100 Continue')) resolve();
        }),
      );
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.on('error', () => undefined);
      socket.write(
        `POST /website/contact-us HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n` +
          body.slice(0, body.length / 2),
      );
      await headersRead;

      const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
      server.child.kill('SIGTERM');
      // Readiness goes 503 at once (the first answer after the signal is handled), while requests are answered.
      let draining = await fetch(`${server.baseUrl}/health/ready`);
      for (let i = 0; i < 40 && draining.status === 200; i += 1) draining = await fetch(`${server.baseUrl}/health/ready`);
      expect(draining.status).toBe(503);
      expect((await draining.json()).failing).toContain('draining');
      const live = await fetch(`${server.baseUrl}/health/live`);
      expect(live.status).toBe(200);
      expect(live.headers.get('connection')).toBe('close');
      const api = await fetch(`${server.baseUrl}/website/segment/list`);
      expect(api.status).toBe(200);

      // After DRAIN_SECONDS the listener closes; the request in flight is still served.
      expect(await refusedWithin(port, 20_000)).toBe(true);
      socket.write(body.slice(body.length / 2));
      await closed;
      expect(answer.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '').split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
      expect(await exited).toBe(0);

      // One line per step, none holding a request value.
      const log = fs.readFileSync(path.join(server.dataDir, 'server.log'), 'utf8');
      const messages = log
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => (JSON.parse(l) as { msg?: string }).msg ?? '');
      expect(messages).toEqual(expect.arrayContaining(['SIGTERM: draining: /health/ready answers 503; closing in 2 s', 'draining over: no new connections; finishing the requests in flight', 'stopped']));
      expect(log).not.toContain('Sent while the server drains');
    } finally {
      await server.stop();
      await copy.drop();
    }
  }, 120_000);
});
