// Limits that must hold for the whole site, not per instance (issue 21): the lead forms' rate limit (10 per
// client address and route in 10 minutes) counts in PostgreSQL, so a visitor spread over two instances by
// Varnish's round robin is refused at the 11th all the same; and an Idempotency-Key replay gets the first
// answer from whichever instance it reaches.
import { startCluster, type Cluster } from './support/cluster';
import { header, newClientAddress, newSubmission, postSubmission, request, type Answer } from './support/http';

let cluster: Cluster;

beforeAll(async () => {
  cluster = await startCluster();
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
});

const statusOf = (outcome: Answer | { error: string }) => ('error' in outcome ? outcome.error : outcome.status);

test('the 11th submission from one address is refused (429) although the submissions went to both instances', async () => {
  const address = newClientAddress();
  const statuses: (number | string)[] = [];
  for (let i = 0; i < 12; i++) {
    const sub = { ...newSubmission('/website/contact-us', 'lim'), clientAddress: address };
    statuses.push(statusOf(await postSubmission(cluster.varnishUrl, sub, `lim-${String(i).padStart(2, '0')}`)));
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);

  // Which instance answered which (Varnish's log): both took part, so neither could have counted 11 alone;
  // and the two refusals came from both.
  const served = new Map(await cluster.backendsOf('lim-'));
  expect(served.size).toBe(12);
  const names = cluster.instances.map((i) => i.name);
  for (const name of names) expect([name, [...served.values()].filter((b) => b === name).length]).not.toEqual([name, 0]);
  expect(new Set([served.get('lim-10'), served.get('lim-11')])).toEqual(new Set(names));

  // Another address is not affected.
  const other = newSubmission('/website/contact-us', 'lim');
  expect(statusOf(await postSubmission(cluster.varnishUrl, other))).toBe(200);
});

test('an Idempotency-Key replay answered by the other instance gets the first answer; one lead is stored', async () => {
  const [first, second] = cluster.instances;
  const sub = newSubmission('/website/request-consultation', 'idem');
  const original = await postSubmission(first!.url, sub);
  const replay = await postSubmission(second!.url, sub);
  if ('error' in original || 'error' in replay) throw new Error(`no answer: ${JSON.stringify([original, replay])}`);
  expect(original.status).toBe(200);
  expect([replay.status, replay.body]).toEqual([original.status, original.body]);
  expect(header(replay, 'idempotent-replayed')).toBe('true');
  expect(header(original, 'idempotent-replayed')).toBe('');

  // The same key with another body, on either instance: refused.
  const changed = await request(`${second!.url}${sub.route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': sub.key, 'x-forwarded-for': sub.clientAddress },
    body: sub.body.replace('Cluster', 'Changed'),
  });
  expect(changed.status).toBe(422);

  const stored = await cluster.query<{ n: number }>('select count(*)::int as n from lead where data::text like $1', [`%${sub.marker}%`]);
  expect(stored[0]!.n).toBe(1);
});
