// The bound on server rendering (server/ssr/render-gate.ts): renders in flight, renders waiting, and the share
// of time renders may take; beyond them a render is refused (the page answers 503 with Retry-After).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createRenderGate, RenderBusyError, type CostMeter } from '../../server/ssr/render-gate';

/** A render's cost here: the fake clock's time while it ran. */
const clockCost: CostMeter = () => {
  const start = Date.now();
  return () => Date.now() - start;
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A render that lasts until released, advancing the clock by `ms` when it ends. */
function pendingRender(ms = 0) {
  let release = () => undefined as void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    work: async () => {
      await done;
      jest.advanceTimersByTime(ms);
      return 'page';
    },
    release,
  };
}

describe('render gate', () => {
  it('runs 2 at once, lets 6 wait, refuses the 9th at once, then serves the waiting in order', async () => {
    const gate = createRenderGate({ share: 1 }, () => Date.now(), clockCost);
    const renders = Array.from({ length: 8 }, () => pendingRender());
    const results = renders.map((r) => gate.run(r.work));
    expect([gate.running, gate.waiting]).toEqual([2, 6]);
    await expect(gate.run(async () => 'late')).rejects.toBeInstanceOf(RenderBusyError);
    for (const r of renders) r.release();
    await expect(Promise.all(results)).resolves.toEqual(Array(8).fill('page'));
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('a render that waits longer than maxWaitMs is refused', async () => {
    const gate = createRenderGate({ concurrent: 1, maxWaitMs: 2000, share: 1 }, () => Date.now(), clockCost);
    const first = pendingRender();
    const running = gate.run(first.work);
    const waiting = gate.run(async () => 'second');
    jest.advanceTimersByTime(2001);
    await expect(waiting).rejects.toBeInstanceOf(RenderBusyError);
    first.release();
    await expect(running).resolves.toBe('page');
  });

  it('renders take at most half of each second: beyond it a render waits for the window to free', async () => {
    const gate = createRenderGate({ concurrent: 2, share: 0.5, windowMs: 1000, maxWaitMs: 5000 }, () => Date.now(), clockCost);
    const long = pendingRender(600);
    const first = gate.run(long.work);
    long.release();
    await first;
    // 600 ms of the last second went to rendering: the next render waits ~1 s for it to leave the window.
    let started = false;
    const next = gate.run(async () => {
      started = true;
      return 'next';
    });
    await Promise.resolve();
    expect([started, gate.waiting]).toEqual([false, 1]);
    jest.advanceTimersByTime(999);
    await Promise.resolve();
    expect(started).toBe(false);
    jest.advanceTimersByTime(2);
    await expect(next).resolves.toBe('next');
  });

  it('by default a render costs the event loop\'s busy time while it ran, not its wait for data', () => {
    // In a process of its own: in this one, a garbage collection of the whole suite's heap during the wait
    // counts as busy time (as it should for the gate), which made the comparison depend on the machine's load.
    const script = `
      const { eventLoopCost } = require('./server/ssr/render-gate.ts');
      const waiting = eventLoopCost();
      setTimeout(() => {
        const waited = waiting();
        const working = eventLoopCost();
        const end = performance.now() + 300;
        while (performance.now() < end);
        console.log(JSON.stringify({ waited, worked: working() }));
      }, 300);`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: path.resolve(__dirname, '../..'), encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const { waited, worked } = JSON.parse(run.stdout) as { waited: number; worked: number };
    // 300 ms of work costs at least 300 ms however slowly it runs; 300 ms of waiting costs a small part of it.
    expect(worked).toBeGreaterThanOrEqual(300);
    expect(waited).toBeLessThan(worked / 3);
  });
});
