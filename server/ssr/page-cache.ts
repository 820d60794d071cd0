// Rendered pages kept in memory per (catalog generation, origin, URL): the catalog watch clears the
// response cache, which moves its generation, whenever a seed changed the catalog or the content, and the
// pages rendered from the old data go with it. Least recently used pages leave first; concurrent requests
// for one page wait for a single render.

export interface RenderedPage {
  status: number;
  /** Where a 301 points. */
  location?: string;
  body: string;
  etag: string;
}

const MAX_ENTRIES = 500;
const MAX_BYTES = 32 * 1024 * 1024;

export function createPageCache() {
  const entries = new Map<string, RenderedPage>();
  const inflight = new Map<string, Promise<RenderedPage>>();
  let generation = -1;
  let bytes = 0;

  const forgetOlder = (gen: number) => {
    if (gen === generation) return;
    entries.clear();
    bytes = 0;
    generation = gen;
  };

  return {
    get size() {
      return entries.size;
    },
    /**
     * The page of `key` at generation `gen`: from memory, or rendered once by `render` (which says whether
     * the result may be kept). A render that outlived its generation is answered but not kept.
     */
    async get(key: string, gen: number, render: () => Promise<{ page: RenderedPage; keep: boolean }>): Promise<RenderedPage> {
      forgetOlder(gen);
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key); // most recently used last
        entries.set(key, hit);
        return hit;
      }
      const flightKey = `${gen}\n${key}`;
      const waiting = inflight.get(flightKey);
      if (waiting) return waiting;
      const job = render().then(({ page, keep }) => {
        if (keep && gen === generation && page.body.length <= MAX_BYTES / 8) {
          entries.set(key, page);
          bytes += page.body.length;
          for (const [oldest, old] of entries) {
            if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
            entries.delete(oldest);
            bytes -= old.body.length;
          }
        }
        return page;
      });
      inflight.set(flightKey, job);
      try {
        return await job;
      } finally {
        inflight.delete(flightKey);
      }
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
