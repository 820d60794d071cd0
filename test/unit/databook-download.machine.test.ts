import { createActor, fromPromise, waitFor } from 'xstate';
import { databookDownloadMachine } from '../../machines/databook-download.machine';

/** The machine with a download actor that records its addresses and settles as `outcome` says. */
function start(outcome: () => Promise<void>) {
  const urls: string[] = [];
  const failures: { url: string; error: unknown }[] = [];
  const machine = databookDownloadMachine.provide({
    actors: {
      download: fromPromise<void, { url: string }>(async ({ input }) => {
        urls.push(input.url);
        return outcome();
      }),
    },
  });
  const actor = createActor(machine).start();
  actor.on('download.failed', ({ url, error }) => failures.push({ url, error }));
  return { actor, urls, failures };
}

describe('databookDownload machine', () => {
  it('is busy while preparing, then done; a click while busy starts no second download', async () => {
    let finish: () => void = () => {};
    const { actor, urls, failures } = start(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    actor.send({ type: 'download.start', url: '/book.pdf' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'download.start', url: '/book.pdf' });
    finish();
    await waitFor(actor, (s) => s.matches('done'));
    expect(urls).toEqual(['/book.pdf']);
    expect(failures).toEqual([]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('emits download.failed with the error once per failed download, and can start again', async () => {
    const { actor, urls, failures } = start(() => Promise.reject(new Error('answered 503')));
    actor.send({ type: 'download.start', url: '/a.pdf' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'download.start', url: '/b.pdf' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(urls).toEqual(['/a.pdf', '/b.pdf']);
    expect(failures.map((f) => [f.url, (f.error as Error).message])).toEqual([
      ['/a.pdf', 'answered 503'],
      ['/b.pdf', 'answered 503'],
    ]);
  });
});
