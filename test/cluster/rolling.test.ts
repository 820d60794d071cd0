// A rolling upgrade behind Varnish (issue 21): while visitors browse and send lead forms, each instance in turn
// gets SIGTERM, drains (its readiness turns 503, Varnish's probe takes it out, it keeps answering meanwhile for
// DRAIN_SECONDS), exits, and a new process takes its place. Proven: not one request fails (no 5xx, no
// connection error, no retry needed), every lead is stored once, and the restarts ran no migration again.
import fs from 'node:fs';
import path from 'node:path';
import { startCluster, type Cluster } from './support/cluster';
import { LEAD_ROUTES, copiesOf, newSubmission, postSubmission, succeeded, tryRequest, type Answer, type Submission } from './support/http';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster();
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a visitor's browser asks for: an uncached API answer, cached ones, a server-rendered page. */
const PAGES = ['/website/health', '/website/tyre-type/list', '/website/rimsize/list', '/', '/website/health'];

const migrations = () =>
  cluster.query<{ id: number; hash: string; created_at: string }>('select id, hash, created_at::text from drizzle.__drizzle_migrations order by id');

test('SIGTERM, drain, restart, one instance after the other: no request fails and no migration runs again', async () => {
  const journal = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../server/db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
  const migrationsBefore = await migrations();
  expect(migrationsBefore.length).toBe(journal.entries.length);

  const failures: string[] = [];
  const posted: Submission[] = [];
  let served = 0;
  let phase = 'before';
  let running = true;
  const note = (what: string, outcome: Answer | { error: string }) => {
    if (succeeded(outcome)) served += 1;
    else failures.push(`${phase} ${what}: ${'error' in outcome ? outcome.error : `${outcome.status} ${outcome.body.replace(/\s+/g, ' ').slice(0, 120)}`}`);
  };
  const browse = async (offset: number) => {
    for (let i = offset; running; i++) {
      const page = PAGES[i % PAGES.length]!;
      note(`GET ${page}`, await tryRequest(`${cluster.varnishUrl}${page}`, { headers: { 'x-test-id': `roll-${phase}-get-${offset}-${i}` } }));
      await sleep(20);
    }
  };
  const submit = async () => {
    for (let i = 0; running; i++) {
      const sub = newSubmission(LEAD_ROUTES[i % LEAD_ROUTES.length]!, 'roll');
      posted.push(sub);
      // No retry: the first answer must be the acknowledgement.
      note(`POST ${sub.route}`, await postSubmission(cluster.varnishUrl, sub, `roll-${phase}-post-${i}`));
      await sleep(150);
    }
  };
  /** Resolves once `n` more requests have been answered (traffic flows; the waits are on answers, not time). */
  const answered = async (n: number) => {
    const target = served + n;
    while (served < target) {
      if (!running) return;
      await sleep(20);
    }
  };
  const traffic = Promise.all([browse(0), browse(2), submit()]);

  try {
    await answered(20);
    const drainedAnswers: number[] = [];
    for (const instance of cluster.instances) {
      phase = `drain-${instance.name}`;
      const before = served;
      const exit = await instance.kill('SIGTERM');
      // It drained and closed of its own accord.
      expect(exit).toEqual({ code: 0, signal: null });
      drainedAnswers.push(served - before);
      phase = `restart-${instance.name}`;
      await instance.restart();
      phase = `after-${instance.name}`;
      await answered(20);
    }
    phase = 'after-all';
    await answered(30);
    // Traffic went on while each instance drained and restarted.
    expect(drainedAnswers.every((n) => n > 0)).toBe(true);
  } finally {
    running = false;
    await traffic;
  }

  expect(failures).toEqual([]);
  expect(posted.length).toBeGreaterThanOrEqual(10);

  // Every lead stored once (all were acknowledged at the first try).
  const leads = await cluster.query<{ text: string }>('select data::text as text from lead');
  const markers = posted.map((s) => s.marker);
  expect(copiesOf(leads.map((l) => l.text), markers)).toEqual(Object.fromEntries(markers.map((m) => [m, 1])));

  // Both new processes serve: the requests after the last restart went to both.
  const after = await cluster.backendsOf('roll-after-all-');
  expect(new Set(after.map(([, backend]) => backend))).toEqual(new Set(cluster.instances.map((i) => i.name)));

  // The new processes found every migration applied and ran none again.
  expect(await migrations()).toEqual(migrationsBefore);
});
