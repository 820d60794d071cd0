// kill -9 of one of two instances while visitors send lead forms through Varnish (issue 21). A visitor's browser
// retries a submission that failed (a 503 from Varnish, a connection error, any non-2xx) with the same
// Idempotency-Key until it is acknowledged. Proven: every acknowledged submission is stored exactly once (none
// lost with the instance, none doubled by a retry that reached the other instance), once Varnish's probe has
// seen the instance die no request fails at all, and the restarted instance is back in rotation.
import { startCluster, type Cluster } from './support/cluster';
import { LEAD_ROUTES, copiesOf, header, newSubmission, postSubmission, succeeded, type Submission } from './support/http';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster();
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Attempt {
  marker: string;
  ok: boolean;
  /** Whether Varnish's probe had already been seen to mark the killed instance sick when it was sent. */
  afterSick: boolean;
  what: string;
}

test('every acknowledged submission is stored exactly once; after the probe, nothing fails; the instance comes back', async () => {
  const victim = cluster.instances[0]!;
  const acked: Submission[] = [];
  const attempts: Attempt[] = [];
  let killed = false;
  let sickSeen = false;
  let ackedAfterSick = 0;
  let replays = 0;
  let n = 0;

  // Kill after this many acknowledgements, with the other clients' requests in flight; stop this many after the probe.
  const KILL_AFTER = 15;
  const AFTER_SICK = 24;
  const watchProbe = async () => {
    await cluster.waitProbe(victim.name, 'sick');
    sickSeen = true;
  };
  let watching: Promise<void> | null = null;

  const client = async () => {
    while (!(sickSeen && ackedAfterSick >= AFTER_SICK)) {
      const sub = newSubmission(LEAD_ROUTES[n++ % LEAD_ROUTES.length]!, 'k9');
      // A browser's retries: same key, same body, until acknowledged (a hang guard of 100 tries).
      for (let tries = 1; ; tries++) {
        const afterSick = sickSeen;
        const outcome = await postSubmission(cluster.varnishUrl, sub);
        const ok = succeeded(outcome);
        attempts.push({ marker: sub.marker, ok, afterSick, what: 'error' in outcome ? outcome.error : `${outcome.status} ${outcome.body.replace(/\s+/g, ' ').slice(0, 160)}` });
        if (ok) {
          if (!('error' in outcome) && header(outcome, 'idempotent-replayed') === 'true') replays += 1;
          acked.push(sub);
          if (afterSick) ackedAfterSick += 1;
          break;
        }
        if (tries === 100) throw new Error(`${sub.marker} was never acknowledged: ${attempts.filter((a) => a.marker === sub.marker).map((a) => a.what).join(' | ')}`);
        await sleep(100);
      }
      if (!killed && acked.length >= KILL_AFTER) {
        killed = true;
        // SIGKILL: no drain, no goodbye; the other clients' requests are in flight.
        void victim.kill('SIGKILL');
        watching = watchProbe();
      }
    }
  };
  await Promise.all([client(), client(), client(), client()]);
  await watching;
  expect((await victim.exited).signal).toBe('SIGKILL');

  // Stored exactly once each: nothing lost with the instance, nothing doubled by a retry.
  const leads = await cluster.query<{ text: string }>('select data::text as text from lead');
  const markers = acked.map((s) => s.marker);
  expect(copiesOf(leads.map((l) => l.text), markers)).toEqual(Object.fromEntries(markers.map((m) => [m, 1])));
  // And nothing stored that was not acknowledged (every submission was, in the end).
  expect(leads.filter((l) => l.text.includes('[k9-')).length).toBe(acked.length);

  // Once Varnish's probe had the dead instance out, every request succeeded at its first try.
  const failedAfterSick = attempts.filter((a) => a.afterSick && !a.ok);
  expect(failedAfterSick).toEqual([]);
  expect(attempts.filter((a) => a.afterSick).length).toBeGreaterThanOrEqual(AFTER_SICK);
  const failed = attempts.filter((a) => !a.ok);
  process.stdout.write(
    `kill9: ${acked.length} submissions acknowledged, ${failed.length} failed attempts before the probe saw the kill ` +
      `(${[...new Set(failed.map((a) => a.what.split(' ')[0]))].join(', ')}), ${replays} acknowledged by an Idempotency-Key replay\n`,
  );

  // Restarted (same port), the probe brings it back: it serves requests again.
  await victim.restart();
  const back = Array.from({ length: 8 }, (_, i) => newSubmission(LEAD_ROUTES[i % LEAD_ROUTES.length]!, 'k9back'));
  const outcomes = [];
  for (const [i, sub] of back.entries()) outcomes.push(await postSubmission(cluster.varnishUrl, sub, `k9back-${i}`));
  expect(outcomes.map(succeeded)).toEqual(back.map(() => true));
  const served = await cluster.backendsOf('k9back-');
  expect(new Set(served.map(([, backend]) => backend))).toEqual(new Set(cluster.instances.map((i) => i.name)));
});
