import { createActor, fromPromise, waitFor } from 'xstate';
import { matchAt, pdfFindMachine, type PdfMatch } from '../../machines/pdf-find.machine';

/** A document whose pages hold `perPage` matches of any term; records what the viewer was asked to do. */
function start(perPage: number[] | (() => Promise<number[]>)) {
  const shown: (PdfMatch | null)[] = [];
  const terms: string[] = [];
  let repaints = 0;
  const machine = pdfFindMachine.provide({
    actors: {
      locate: fromPromise<number[], { term: string }>(async ({ input }) => {
        terms.push(input.term);
        return typeof perPage === 'function' ? perPage() : perPage;
      }),
    },
    actions: {
      showMatch: (_, match: PdfMatch | null) => void shown.push(match),
      repaint: () => void (repaints += 1),
    },
  });
  const actor = createActor(machine).start();
  return { actor, shown, terms, repaints: () => repaints };
}

describe('pdfFind machine', () => {
  it('searches the trimmed term, shows the first match, and steps through all of them, wrapping', async () => {
    const { actor, shown, terms } = start([2, 0, 1]);
    actor.send({ type: 'find.search', text: '  basalt ' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('found'));
    expect(terms).toEqual(['basalt']);
    actor.send({ type: 'find.next' });
    actor.send({ type: 'find.next' });
    actor.send({ type: 'find.next' }); // past the last: the first again
    actor.send({ type: 'find.previous' }); // before the first: the last
    expect(shown).toEqual([
      { pageIndex: 0, rank: 0 },
      { pageIndex: 0, rank: 1 },
      { pageIndex: 2, rank: 0 },
      { pageIndex: 0, rank: 0 },
      { pageIndex: 2, rank: 0 },
    ]);
    // Enter again with the same term moves on without searching again.
    actor.send({ type: 'find.search', text: 'basalt' });
    expect(actor.getSnapshot().context.current).toBe(0);
    expect(terms).toEqual(['basalt']);
  });

  it('says none for a term without matches, clears on a blank term, and drops a search overtaken by a newer one', async () => {
    const { actor, repaints } = start([0, 0]);
    actor.send({ type: 'find.search', text: 'granite' });
    await waitFor(actor, (s) => s.matches('none'));
    expect(actor.getSnapshot().context.term).toBe('granite');
    const before = repaints();
    actor.send({ type: 'find.search', text: '   ' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ term: '', perPage: [], current: -1 });
    expect(repaints()).toBe(before + 1);

    let slow: (perPage: number[]) => void = () => {};
    const answers = [new Promise<number[]>((resolve) => (slow = resolve)), Promise.resolve([1])];
    const race = start(() => answers.shift()!);
    race.actor.send({ type: 'find.search', text: 'old' });
    race.actor.send({ type: 'find.search', text: 'new' });
    await waitFor(race.actor, (s) => s.matches('found'));
    slow([5, 5]);
    await Promise.resolve();
    expect(race.actor.getSnapshot().context).toEqual({ term: 'new', perPage: [1], current: 0 });
  });

  it('places match indexes page by page', () => {
    const context = { term: 'x', perPage: [1, 0, 3], current: 0 };
    expect([0, 1, 3, 4, -1].map((i) => matchAt(context, i))).toEqual([
      { pageIndex: 0, rank: 0 },
      { pageIndex: 2, rank: 0 },
      { pageIndex: 2, rank: 2 },
      null,
      null,
    ]);
  });
});
