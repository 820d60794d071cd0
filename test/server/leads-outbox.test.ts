// Lead notifications: queued in the outbox with the lead, drained to a local SMTP test server (smtp-server),
// retried after a failed send without losing anything.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { sql } from 'drizzle-orm';
import { createMailer } from '../../server/leads/mailer';
import { backoffSeconds, drainOutbox } from '../../server/leads/outbox';
import { makeTestApp, type TestApp } from './support/test-app';
import { leadRows, outboxRows, poster } from './leads-support';
import { validContact, validRegistration } from '../support/leads';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server; `refuse` makes it reject messages (a failing mail server). */
async function startSmtp() {
  const received: Received[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        if (state.refuse) return callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 450 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, state, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/**
 * Waits until `check` holds. Nothing here is about time: the bound (under the test's own) only turns a hang
 * into a failure that names what never happened; 5 s was too short for an SMTP round trip on a busy machine.
 */
const waitFor = async (check: () => Promise<boolean> | boolean, what: string, ms = 25_000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never happened: ${what}`);
};

describe('outbox without SMTP_URL, drained later', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    t = await makeTestApp();
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('queues the notification, then a failed send is retried later and never loses the lead', async () => {
    const post = poster(t.app);
    expect((await post('/website/contact-us', { data: validContact })).statusCode).toBe(200);
    const [queued] = await outboxRows(t.database);
    expect(queued!.sent_at).toBeNull();

    const mailer = createMailer(smtp.url, 'website@basalt.example');
    smtp.state.refuse = true;
    expect(await drainOutbox(t.database, mailer.send)).toEqual({ sent: 0, failed: 1 });
    let [row] = await outboxRows(t.database);
    expect(row!.attempts).toBe(1);
    expect(row!.last_error).toMatch(/mailbox unavailable/);
    expect(row!.sent_at).toBeNull();
    expect(await leadRows(t.database)).toHaveLength(1);
    // Not due yet: the back-off holds it.
    expect(await drainOutbox(t.database, mailer.send)).toEqual({ sent: 0, failed: 0 });
    expect(backoffSeconds(1)).toBe(30);

    smtp.state.refuse = false;
    await t.database.rows(sql`update lead_outbox set next_attempt_at = now() - interval '1 second'`);
    expect(await drainOutbox(t.database, mailer.send)).toEqual({ sent: 1, failed: 0 });
    [row] = await outboxRows(t.database);
    expect(row!.sent_at).not.toBeNull();
    expect(row!.attempts).toBe(2);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['leads@example.com']);
    expect(smtp.received[0]!.raw).toContain('Subject: [Basalt] Contact request #1 from Ada Lovelace');
    expect(smtp.received[0]!.raw).toContain('company_name: Quarry Co');
    expect(smtp.received[0]!.raw).toMatch(/Content-Type: text\/plain/);
    // Sent rows are not sent again.
    expect(await drainOutbox(t.database, mailer.send)).toEqual({ sent: 0, failed: 0 });
    mailer.close();
  });
});

describe('with SMTP_URL set', () => {
  it('sends the notification right after the lead is stored', async () => {
    const smtp = await startSmtp();
    const t = await makeTestApp({ SMTP_URL: smtp.url });
    try {
      const res = await poster(t.app)('/website/em-track/create', validRegistration);
      expect(res.statusCode).toBe(200);
      await waitFor(() => smtp.received.length === 1, 'the SMTP server received the notification');
      expect(smtp.received[0]!.raw).toContain('EMTrack sign-up #1 from Grace Hopper');
      await waitFor(async () => (await outboxRows(t.database))[0]!.sent_at !== null, 'the outbox row marked sent');
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
