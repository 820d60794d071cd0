// Crashes and durability (issue 10): the real server process takes a burst of contact, consultation and
// EMTrack sign-up submissions from several clients and is killed with SIGKILL in the middle, twice; it is
// restarted on the same data each time and clients retry what they had in flight (same Idempotency-Key).
// Every submission that got a 2xx answer is stored exactly once with its notification (sent or queued);
// one that never got an answer is stored at most once. Then SIGTERM with requests in flight: they finish
// with 200 and are stored, and the process exits 0. PGlite by default, PostgreSQL when DATABASE_URL is set.
import { sql } from 'drizzle-orm';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { burst, freshBackend, loopbackAddress, submissions, type Backend, type Submission } from './support/durability';
import { validContact } from '../support/leads';
import net from 'node:net';

const CLIENTS = 6;
const SUBMISSIONS = 150;
/** 2xx answers after which each of the first two rounds kills the server. */
const KILL_AFTER = 40;

let backend: Backend;
beforeAll(async () => {
  backend = await freshBackend();
}, 60_000);
afterAll(() => backend?.drop());

const start = () => startServerProcess({ ...backend.env, LOG_LEVEL: 'error' });

function exited(server: ServerProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) {
    return Promise.resolve({ code: server.child.exitCode, signal: server.child.signalCode });
  }
  return new Promise((resolve) => server.child.once('exit', (code, signal) => resolve({ code, signal })));
}

interface StoredLead {
  id: number;
  text: string;
  outbox: number;
}

async function storedLeads(): Promise<StoredLead[]> {
  const database = await backend.open();
  try {
    return await database.rows<StoredLead>(sql`
      select l.id, l.data::text as text, (select count(*)::int from lead_outbox o where o.lead_id = l.id) as outbox
      from lead l order by l.id`);
  } finally {
    await database.close();
  }
}

/** Whether new connections to the port get refused (the listener closed) within `ms`. */
async function refusedWithin(port: number, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const refused = await new Promise<boolean>((resolve) => {
      const probe = net.connect({ port, host: '127.0.0.1' });
      probe.on('connect', () => {
        probe.destroy();
        resolve(false);
      });
      probe.on('error', () => resolve(true));
    });
    if (refused) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

const copiesOf = (leads: StoredLead[], marker: string) => leads.filter((l) => l.text.includes(marker)).length;

describe(`durability (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  const all = submissions(SUBMISSIONS, `dur${Date.now().toString(36)}`);
  let kills = 0;

  it('SIGKILL in the middle of a burst, twice: every 2xx submission is stored exactly once with its notification', async () => {
    const queue: Submission[] = [...all];
    for (let round = 1; round <= 3; round += 1) {
      const server = await start();
      // What a client had in flight when the server died is retried with its key; without a key the
      // client cannot know whether it was stored, and does not send it again.
      const retries = all.filter((s) => s.outcome === 'lost' && s.key !== null);
      for (const s of retries) s.outcome = 'pending';
      const work = [...retries, ...queue.splice(0)];
      const killing = round < 3;
      const died = exited(server);
      await burst(server.baseUrl, work, CLIENTS, killing ? KILL_AFTER : null, () => {
        kills += 1;
        // The first kill lands as a request arrives, the second a little later, mid-transaction for some.
        setTimeout(() => server.child.kill('SIGKILL'), round === 1 ? 0 : 15);
      });
      queue.push(...work.filter((s) => s.outcome === 'pending'));
      if (killing) {
        expect((await died).signal).toBe('SIGKILL');
        // Really gone: nothing answers on its port any more.
        expect(await refusedWithin(Number(new URL(server.baseUrl).port), 5_000)).toBe(true);
        await server.stop();
      } else {
        server.child.kill('SIGTERM');
        expect(await died).toEqual({ code: 0, signal: null });
        await server.stop();
      }
    }
    expect(kills).toBe(2);
    expect(queue).toEqual([]);

    const leads = await storedLeads();
    const ok = all.filter((s) => s.outcome === 'ok');
    const unanswered = all.filter((s) => s.outcome === 'lost');
    console.log(
      `durability (${backend.kind}): ${all.length} submissions from ${CLIENTS} clients, ${kills} SIGKILLs; ` +
        `${ok.length} answered 2xx (${all.filter((s) => s.attempts > 1).length} after a retry with the same key), ` +
        `${unanswered.length} never answered (no key; ${unanswered.filter((s) => copiesOf(leads, s.marker) === 1).length} of them stored all the same); ` +
        `${leads.length} leads stored, each with its notification`,
    );
    expect(all.filter((s) => s.outcome === 'refused')).toEqual([]);
    expect(ok.length).toBeGreaterThanOrEqual(SUBMISSIONS - CLIENTS * 2);
    // Every keyed submission ended up answered: retries after the restart replay or store it.
    expect(all.filter((s) => s.key !== null && s.outcome !== 'ok')).toEqual([]);
    expect(ok.map((s) => [s.marker, copiesOf(leads, s.marker)])).toEqual(ok.map((s) => [s.marker, 1]));
    expect(unanswered.filter((s) => copiesOf(leads, s.marker) > 1)).toEqual([]);
    // Nothing else was stored, and every lead has its notification queued (or sent) with it.
    expect(leads.filter((l) => !all.some((s) => l.text.includes(s.marker)))).toEqual([]);
    expect(leads.filter((l) => l.outbox !== 1)).toEqual([]);
  }, 300_000);

  it('SIGTERM with requests in flight: they finish with 200 and are stored, then the process exits 0', async () => {
    const server = await start();
    const { port } = new URL(server.baseUrl);
    const markers = [0, 1, 2, 3].map((i) => `[term-${Date.now().toString(36)}-${i}]`);
    // Each client has sent its headers and half of its body when the server is told to stop. The server has
    // read the headers when it answers the Expect header with "100 Continue" (Node does so by itself).
    const CONTINUE = 'HTTP/1.1 100 Continue\r\n\r\n';
    const answers = markers.map((marker) => {
      const body = JSON.stringify({ data: { ...validContact, comments: `Shutdown ${marker}` } });
      const socket = net.connect({ port: Number(port), host: '127.0.0.1', localAddress: loopbackAddress() });
      let answer = '';
      let headersRead = () => undefined as void;
      const read = new Promise<void>((resolve) => (headersRead = resolve));
      socket.on('data', (d) => {
        answer += d.toString('utf8');
        if (answer.startsWith(CONTINUE)) headersRead();
      });
      socket.on('error', () => undefined);
      socket.write(
        `POST /website/contact-us HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n` +
          body.slice(0, body.length / 2),
      );
      return {
        socket,
        read,
        rest: body.slice(body.length / 2),
        done: new Promise<string>((resolve) => socket.on('close', () => resolve(answer.replace(CONTINUE, '')))),
      };
    });
    // Every request is in flight: accepted, its headers read (a fixed pause here was too short on a busy machine).
    await Promise.all(answers.map((a) => a.read));
    const died = exited(server);
    server.child.kill('SIGTERM');
    // The server stops listening: a new visitor is refused while the requests in flight go on.
    expect(await refusedWithin(Number(port), 30_000)).toBe(true);
    // write, not end: a client that half-closes its side is taken for gone by Node's HTTP server.
    for (const a of answers) a.socket.write(a.rest);
    const texts = await Promise.all(answers.map((a) => a.done));
    expect(texts.map((t) => t.split('\r\n')[0])).toEqual(markers.map(() => 'HTTP/1.1 200 OK'));
    expect(await died).toEqual({ code: 0, signal: null });
    await server.stop();
    const leads = await storedLeads();
    expect(markers.map((m) => copiesOf(leads, m))).toEqual([1, 1, 1, 1]);
    expect(leads.filter((l) => markers.some((m) => l.text.includes(m))).every((l) => l.outbox === 1)).toBe(true);
  }, 120_000);
});
