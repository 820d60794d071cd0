// A bound on server rendering in flight. A render is the one expensive thing a page request can cause (tens of
// ms of main-thread work), so a flood of addresses that are not in the page cache must not queue renders
// without end and starve every other request (cached pages, the API, the health check). At most `concurrent`
// renders run at once and at most `queued` wait, each for at most `maxWaitMs`; anything beyond is refused at
// once (the caller answers 503 with Retry-After), never queued.

export class RenderBusyError extends Error {
  constructor() {
    super('too many pages are being rendered');
  }
}

export interface RenderGateOptions {
  concurrent: number;
  queued: number;
  maxWaitMs: number;
}

export const RENDER_GATE: RenderGateOptions = { concurrent: 2, queued: 6, maxWaitMs: 2000 };

export function createRenderGate({ concurrent, queued, maxWaitMs }: RenderGateOptions = RENDER_GATE) {
  let running = 0;
  const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

  const next = () => {
    const first = waiting.shift();
    if (!first) return;
    clearTimeout(first.timer);
    first.start();
  };

  const slot = (): Promise<void> => {
    if (running < concurrent) {
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
    });
  };

  return {
    /** Runs `work` when a slot is free; rejects with RenderBusyError when none will be in time. */
    async run<T>(work: () => Promise<T>): Promise<T> {
      await slot();
      try {
        return await work();
      } finally {
        running -= 1;
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
