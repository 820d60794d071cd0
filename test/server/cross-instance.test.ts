// Two instances on one database (issue 21): nothing a caller notices may depend on which instance answers. Rate
// limits are counted in the database, an Idempotency-Key gives the same outcome on either instance, and the lead
// outbox sends each notification once, a re-send after a crash under the same Message-ID. On PostgreSQL each app
// has its own pool, as two processes would; PGlite has one owner, so there both apps share its handle.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { KEY_REUSED_MESSAGE } from '../../server/leads/idempotency';
import { createMailer, messageIdOf } from '../../server/leads/mailer';
import { drainOutbox } from '../../server/leads/outbox';
import type { OutboxMail } from '../../server/leads/types';
import { windowState } from '../../server/plugins/rate-limit-store';
import { LEAD_RATE_LIMIT } from '../../server/routes/website/leads';
import { copyTemplateDatabase } from './support/test-app';
import { LogCapture } from './support/fuzz/log-leaks';
import { freshIp, leadRows, poster } from './leads-support';
import { validContact, validRegistration } from '../support/leads';

interface Instances {
  a: FastifyInstance;
  b: FastifyInstance;
  /** Either instance's database handle (the same on PGlite). */
  db: Database;
  /** Holds b's next transactions at their start: between a request's checks and its writes. */
  holdB(): Hold;
  log: LogCapture;
  close(): Promise<void>;
}

interface Hold {
  /** Resolves once a transaction of b has reached the hold; release() lets it (and later ones) go on. */
  reached(): Promise<void>;
  release(): void;
}

/** `database` with its transactions held on demand (the rest passes through). */
function holdable(database: Database): { database: Database; hold(): Hold } {
  let gate: Promise<void> | null = null;
  let arrived: () => void = () => undefined;
  const db = new Proxy(database.db, {
    get(target, prop, receiver) {
      if (prop !== 'transaction') return Reflect.get(target, prop, receiver) as unknown;
      return async (...args: Parameters<Database['db']['transaction']>) => {
        if (gate) {
          arrived();
          await gate;
        }
        return target.transaction(...args);
      };
    },
  });
  return {
    database: { ...database, db },
    hold() {
      let release: () => void = () => undefined;
      gate = new Promise<void>((r) => (release = r));
      const reached = new Promise<void>((r) => (arrived = r));
      return {
        reached: () => reached,
        release: () => {
          gate = null;
          release();
        },
      };
    },
  };
}

async function twoInstances(): Promise<Instances> {
  const copy = await copyTemplateDatabase();
  const open = () => openDatabase({ dataDir: copy.dataDir, databaseUrl: copy.databaseUrl });
  const first = await open();
  const second = copy.databaseUrl ? await open() : first;
  const log = new LogCapture();
  const config = loadConfig({ LOG_LEVEL: 'warn', STATIC_DIR: '/nonexistent-basalt-static' });
  const a = await buildApp({ config, database: first, logStream: log });
  const held = holdable(second);
  const b = await buildApp({ config, database: held.database, logStream: log });
  await Promise.all([a.ready(), b.ready()]);
  return {
    a,
    b,
    db: first,
    holdB: held.hold,
    log,
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      await first.close();
      if (second !== first) await second.close();
      await copy.drop();
    },
  };
}

let t: Instances;
beforeAll(async () => {
  t = await twoInstances();
});
afterAll(() => t.close());

const contact = (n: number) => ({ data: { ...validContact, comments: `request ${n}` } });
const leadCount = async () => (await leadRows(t.db)).length;

describe('rate limits counted by every instance together', () => {
  it('the 11th lead post from one address within 10 minutes gets 429, whichever instance it reaches', async () => {
    const ip = freshIp();
    const apps = [poster(t.a), poster(t.b)];
    for (let i = 0; i < LEAD_RATE_LIMIT.max; i += 1) {
      expect((await apps[i % 2]!('/website/contact-us', contact(i), { ip })).statusCode).toBe(200);
    }
    for (const post of apps) {
      const limited = await post('/website/contact-us', contact(99), { ip });
      expect(limited.statusCode).toBe(429);
      // The words and the header as before: the seconds left of the window, the same in both.
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(LEAD_RATE_LIMIT.timeWindow / 1000);
      expect(limited.json().message).toBe(`Too many submissions from your address. Please try again in ${retryAfter} seconds.`);
    }
    // Per route and per client, as before.
    expect((await apps[0]!('/website/em-track/create', validRegistration, { ip })).statusCode).toBe(200);
    expect((await apps[1]!('/website/contact-us', contact(100))).statusCode).toBe(200);
  });

  it('posts sent all at once to both instances: exactly 10 get through', async () => {
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => poster(i % 2 ? t.a : t.b)('/website/request-consultation', { data: {} }, { ip })),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s !== 429)).toHaveLength(LEAD_RATE_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(14 - LEAD_RATE_LIMIT.max);
  });

  it('a client over its limit is refused from memory: a flood adds no writes to the shared table', async () => {
    const ip = freshIp();
    const post = poster(t.a);
    for (let i = 0; i <= LEAD_RATE_LIMIT.max; i += 1) await post('/website/request-consultation', { data: {} }, { ip });
    const hits = async () => (await t.db.rows<{ n: number }>(sql`select coalesce(sum(hits), 0)::int as n from rate_limit_hit`))[0]!.n;
    const before = await hits();
    const flood = await Promise.all(Array.from({ length: 20 }, () => post('/website/request-consultation', { data: {} }, { ip })));
    expect(flood.map((r) => r.statusCode)).toEqual(Array(20).fill(429));
    expect(await hits()).toBe(before);
  });

  it('keeps no client address: the table holds hashes', async () => {
    const ip = '198.51.100.77';
    await poster(t.a)('/website/contact-us', contact(1), { ip });
    const rows = await t.db.rows<{ key: string }>(sql`select key from rate_limit_hit`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.key.includes(ip) || r.key.includes('contact'))).toEqual([]);
  });

  it('a failing count lets the request through (never a 500) and logs a warning without request values', async () => {
    const ip = '203.0.113.91';
    await t.db.rows(sql`alter table rate_limit_hit rename to rate_limit_hit_gone`);
    let res: Awaited<ReturnType<ReturnType<typeof poster>>>;
    try {
      res = await poster(t.b)('/website/contact-us', contact(2), { ip });
    } finally {
      await t.db.rows(sql`alter table rate_limit_hit_gone rename to rate_limit_hit`);
    }
    expect(res.statusCode).toBe(200);
    expect(t.log.text).toContain('rate limit store unavailable');
    expect(t.log.text).not.toContain(ip);
    expect(t.log.text).not.toContain('rate_limit_hit');
  });

  it('the hourly sweep forgets windows that began more than a day ago', async () => {
    await t.db.rows(sql`insert into rate_limit_hit (key, hits, window_start) values
      ('old', 3, now() - interval '25 hours'), ('recent', 3, now() - interval '2 hours')`);
    await t.a.leads.sweep();
    const keys = (await t.db.rows<{ key: string }>(sql`select key from rate_limit_hit where key in ('old', 'recent')`)).map((r) => r.key);
    expect(keys).toEqual(['recent']);
  });

  it("windowState: the window's milliseconds left, never more than the window nor less than 0", () => {
    const start = 1_000_000;
    expect(windowState({ hits: 11, start_ms: start, now_ms: start + 599_001 }, 600_000)).toEqual({ current: 11, ttl: 999 });
    // The plugin sends ceil(ttl / 1000) as Retry-After: 1 second here, never 0 while the window runs.
    expect(Math.ceil(windowState({ hits: 11, start_ms: start, now_ms: start + 599_999.5 }, 600_000).ttl / 1000)).toBe(1);
    // Another instance began the window just after this request read the clock: still one window at most.
    expect(windowState({ hits: 1, start_ms: start + 5, now_ms: start }, 600_000).ttl).toBe(600_000);
    expect(windowState({ hits: 4, start_ms: start, now_ms: start + 700_000 }, 600_000).ttl).toBe(0);
  });
});

describe('Idempotency-Key on either instance', () => {
  it('a retry reaching the other instance gets the first answer, and one lead is stored', async () => {
    const before = await leadCount();
    const headers = { 'idempotency-key': 'cross-retry-1' };
    const first = await poster(t.a)('/website/contact-us', contact(3), { headers });
    const again = await poster(t.b)('/website/contact-us', contact(3), { headers });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const both = await Promise.all([t.a, t.b].map((app) => poster(app)('/website/contact-us', contact(4), { headers: { 'idempotency-key': 'cross-retry-2' } })));
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await leadCount()).toBe(before + 2);
  });

  it('one key with two bodies sent at once to both instances: one 200, one refusal of the reused key, one lead', async () => {
    const before = await leadCount();
    // Several pairs truly at once (on PostgreSQL; PGlite runs one query at a time): the outcome may not depend
    // on their order. The next test makes the race happen on purpose.
    const pairs = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((n) => {
        const headers = { 'idempotency-key': `cross-race-${n}` };
        return Promise.all([
          poster(t.a)('/website/contact-us', contact(10 + n), { headers }),
          poster(t.b)('/website/contact-us', contact(20 + n), { headers }),
        ]);
      }),
    );
    for (const pair of pairs) {
      expect(pair.map((r) => r.statusCode).sort()).toEqual([200, 422]);
      expect(pair.find((r) => r.statusCode === 422)!.json().message).toBe(KEY_REUSED_MESSAGE);
    }
    expect(await leadCount()).toBe(before + pairs.length);
  });

  it('a request that passed the key check before the other instance committed the key with another body: refused', async () => {
    const before = await leadCount();
    const headers = { 'idempotency-key': 'cross-race-held' };
    const hold = t.holdB();
    // b checks the key (unseen) and is held before its writes; meanwhile a stores its lead under the same key.
    const late = poster(t.b)('/website/contact-us', contact(60), { headers });
    await hold.reached();
    const first = await poster(t.a)('/website/contact-us', contact(61), { headers });
    hold.release();
    const second = await late;
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toBe(KEY_REUSED_MESSAGE);
    expect(await leadCount()).toBe(before + 1);
  });

  it('the same, with the same body: the first answer replayed', async () => {
    const before = await leadCount();
    const headers = { 'idempotency-key': 'cross-race-held-same' };
    const hold = t.holdB();
    const late = poster(t.b)('/website/contact-us', contact(62), { headers });
    await hold.reached();
    const first = await poster(t.a)('/website/contact-us', contact(62), { headers });
    hold.release();
    const second = await late;
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await leadCount()).toBe(before + 1);
  });
});

describe('the lead outbox drained by both instances', () => {
  const pending = () => t.db.rows<{ id: number; attempts: number }>(sql`select id, attempts from lead_outbox where sent_at is null order by id`);

  /** A mail server that takes its time, and remembers what it was given by whom. */
  function slowSend(who: string, sent: { who: string; mail: OutboxMail }[]) {
    return async (mail: OutboxMail) => {
      await new Promise((r) => setTimeout(r, 15));
      sent.push({ who, mail });
    };
  }

  it('two drains at once send every queued notification exactly once', async () => {
    for (let i = 0; i < 7; i += 1) expect((await poster(i % 2 ? t.a : t.b)('/website/contact-us', contact(40 + i))).statusCode).toBe(200);
    const queued = await pending();
    expect(queued.length).toBeGreaterThanOrEqual(7);
    const sent: { who: string; mail: OutboxMail }[] = [];
    const results = await Promise.all([drainOutbox(t.a.database, slowSend('a', sent), 2), drainOutbox(t.b.database, slowSend('b', sent), 2)]);
    expect(results[0]!.sent + results[1]!.sent).toBe(queued.length);
    expect(sent).toHaveLength(queued.length);
    expect(new Set(sent.map((s) => s.mail.messageKey)).size).toBe(queued.length);
    expect(await pending()).toEqual([]);
    const attempts = await t.db.rows<{ attempts: number }>(sql`select distinct attempts from lead_outbox where id in (${sql.join(queued.map((q) => sql`${q.id}`), sql`, `)})`);
    expect(attempts).toEqual([{ attempts: 1 }]);
  });

  it('a notification whose sender died after the mail server took it is sent again, with the same Message-ID', async () => {
    const smtp = await startSmtp();
    const mailer = createMailer(smtp.url, 'website@mail.basalt.example');
    try {
      expect((await poster(t.a)('/website/contact-us', contact(50))).statusCode).toBe(200);
      const [row] = await pending();
      // Instance a: the mail server takes the mail, then the process hangs (a crash) before marking it sent.
      let handedOver!: () => void;
      const delivered = new Promise<void>((r) => (handedOver = r));
      void drainOutbox(t.a.database, async (mail) => {
        await mailer.send(mail);
        handedOver();
        await new Promise<never>(() => undefined);
      });
      await delivered;
      expect(smtp.received).toHaveLength(1);
      // Its lease holds the row: instance b does not send it meanwhile.
      expect(await drainOutbox(t.b.database, mailer.send)).toEqual({ sent: 0, failed: 0 });
      // The lease runs out: b sends it again.
      await t.db.rows(sql`update lead_outbox set next_attempt_at = now() - interval '1 second' where id = ${row!.id}`);
      expect(await drainOutbox(t.b.database, mailer.send)).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(2);
      const ids = smtp.received.map((raw) => /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim());
      expect(ids[0]).toMatch(new RegExp(`^<lead-\\d+\\.${row!.id}\\.[0-9a-z]+@mail\\.basalt\\.example>$`));
      expect(ids[1]).toBe(ids[0]);
      expect(await pending()).toEqual([]);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  it('messageIdOf: the row key at the sender domain', () => {
    expect(messageIdOf('lead-3.4.abc', 'website@mail.basalt.example')).toBe('<lead-3.4.abc@mail.basalt.example>');
  });
});

/** A local SMTP server (as in leads-outbox.test.ts): the raw text of every mail it accepted. */
async function startSmtp() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}
