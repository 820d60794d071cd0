// A bound on server rendering. A render is the one expensive thing a page request can cause (tens of ms of
// main-thread work), so a flood of addresses that are not in the page cache (a new search on every request)
// must neither queue renders without end nor take the whole event loop from everyone else (cached pages, the
// API, the health check). Two bounds:
// - in flight: at most `concurrent` renders run and at most `queued` wait, each for at most `maxWaitMs`;
// - time: renders may take at most `share` of the event loop over the last `windowMs`; a render waits while the
//   window is spent. A render's cost is the event loop's busy time while it ran (its own work, and, under load,
//   what ran beside it: conservative exactly when it matters); time spent waiting for data costs nothing.
// Anything beyond is refused at once or when its wait runs out (the caller answers 503 with Retry-After).

import { performance } from 'node:perf_hooks';

export class RenderBusyError extends Error {
  constructor() {
    super('too many pages are being rendered');
  }
}

export interface RenderGateOptions {
  concurrent: number;
  queued: number;
  maxWaitMs: number;
  /** The share of `windowMs` renders may take, 0 to 1. */
  share: number;
  windowMs: number;
}

export const RENDER_GATE: RenderGateOptions = { concurrent: 2, queued: 6, maxWaitMs: 2000, share: 0.5, windowMs: 1000 };

/** Starts measuring a render's cost; the returned function gives it in ms. */
export type CostMeter = () => () => number;

/** The event loop's busy (active) time between start and end. */
export const eventLoopCost: CostMeter = () => {
  const start = performance.eventLoopUtilization();
  return () => performance.eventLoopUtilization(start).active;
};

export function createRenderGate(
  options: Partial<RenderGateOptions> = {},
  now: () => number = () => performance.now(),
  meter: CostMeter = eventLoopCost,
) {
  const { concurrent, queued, maxWaitMs, share, windowMs } = { ...RENDER_GATE, ...options };
  let running = 0;
  const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];
  /** Finished renders in the window: [end time, cost in ms]. */
  const spent: [number, number][] = [];
  let retry: NodeJS.Timeout | null = null;

  /** Render time spent in the window, and when the oldest of it leaves the window. */
  const spentNow = (): { ms: number; freesAt: number } => {
    const t = now();
    while (spent.length > 0 && spent[0]![0] <= t - windowMs) spent.shift();
    return { ms: spent.reduce((sum, [, d]) => sum + d, 0), freesAt: spent.length > 0 ? spent[0]![0] + windowMs : t };
  };
  const free = () => running < concurrent && spentNow().ms < share * windowMs;

  const next = () => {
    while (waiting.length > 0 && free()) {
      const first = waiting.shift()!;
      clearTimeout(first.timer);
      first.start();
    }
    // Waiting only for the time budget: look again when the oldest render leaves the window.
    if (waiting.length > 0 && running < concurrent && retry === null) {
      retry = setTimeout(() => {
        retry = null;
        next();
      }, Math.max(1, spentNow().freesAt - now()));
      retry.unref();
    }
  };

  const slot = (): Promise<void> => {
    if (waiting.length === 0 && free()) {
      running += 1;
      return Promise.resolve();
    }
    if (waiting.length >= queued) return Promise.reject(new RenderBusyError());
    return new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          running += 1;
          resolve();
        },
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(new RenderBusyError());
        }, maxWaitMs),
      };
      waiting.push(entry);
      next();
    });
  };

  return {
    /** Runs `work` when a slot and render time are free; rejects with RenderBusyError when none will be in time. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      await slot();
      const cost = meter();
      try {
        return await work();
      } finally {
        running -= 1;
        spent.push([now(), cost()]);
        next();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type RenderGate = ReturnType<typeof createRenderGate>;
