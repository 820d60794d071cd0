// Rendered pages kept in memory per (catalog generation, origin, page key), with their compressed copies (each
// made when a request first asks for it: a new search's page costs one compression, not two): the
// catalog watch clears the response cache, which moves its generation, whenever a seed changed the catalog or
// the content, and the pages rendered from the old data go with it. The key is the page's normalised address
// (src/ssr/page-key.ts), so a cache-busting parameter finds the page already rendered. Least recently used
// pages leave first; concurrent requests for one page wait for a single render.
import { copyOf, variantsBytes, type Encoding, type Variants } from '../plugins/compressed';

export interface RenderedPage extends Variants {
  status: number;
  /** Where a 301 points. */
  location?: string;
  /** A page rendered after a failed query (it shows a retry): answered, never kept, by this cache or a shared one. */
  transient?: true;
}

const MAX_ENTRIES = 500;
const MAX_BYTES = 48 * 1024 * 1024;

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

  const keep = (key: string, page: RenderedPage) => {
    const size = variantsBytes(page);
    if (size > MAX_BYTES / 8) return;
    entries.set(key, page);
    bytes += size;
    trim();
  };
  /** Least recently used pages leave until the cache is within its bounds. */
  function trim() {
    for (const [oldest, old] of entries) {
      if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
      entries.delete(oldest);
      bytes -= variantsBytes(old);
    }
  }

  return {
    get size() {
      return entries.size;
    },
    /** The copy of `page` (kept under `key`, or not kept) in `encoding`; a kept page's bytes grow by it. */
    copy(key: string, page: RenderedPage, encoding: Encoding): Buffer | Promise<Buffer> {
      return copyOf(page, encoding, (made) => {
        if (entries.get(key) !== page) return;
        bytes += made.length;
        trim();
      });
    },
    /** The page of `key` if it is in memory at generation `gen` (and now the most recently used). */
    peek(key: string, gen: number): RenderedPage | undefined {
      forgetOlder(gen);
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key); // most recently used last
        entries.set(key, hit);
      }
      return hit;
    },
    /**
     * The page of `key` at generation `gen`: from memory, or rendered once by `render` (which says whether
     * the result may be kept). A render that outlived its generation is answered but not kept.
     */
    async get(key: string, gen: number, render: () => Promise<{ page: RenderedPage; keep: boolean }>): Promise<RenderedPage> {
      const hit = this.peek(key, gen);
      if (hit) return hit;
      const flightKey = `${gen}\n${key}`;
      const waiting = inflight.get(flightKey);
      if (waiting) return waiting;
      const job = render().then(({ page, keep: keepIt }) => {
        if (keepIt && gen === generation) keep(key, page);
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
