// Catalog and content GETs change only when the data is re-seeded, so their serialised answers are kept in
// memory until the catalog version moves. An answer is stored under its canonical key: the route and the
// query as the route validated it (sorted, coerced, without the parameters it ignores, such as the country
// list's `timestamp`), so neither parameter order, nor padding, nor a cache-buster makes a new entry or a new
// query. The exact URLs seen are remembered as aliases of their entry (bounded), and a repeated URL is answered
// from its first hook, written straight to the socket. Compressed copies are made in the thread pool when first
// asked for, never on the event loop. Concurrent misses of one key wait for the first; answers carry an ETag.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, copyOf, uncompressed, variantsBytes, type Encoding, type Variants } from './compressed';
import { NOT_SHARED } from '../cache/policy';

interface Entry extends Variants {
  key: string;
  gen: number;
}

export interface ResponseCache {
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

const MAX_BYTES = 64 * 1024 * 1024;
/** Exact URLs remembered for the fast path; beyond it the oldest are forgotten (their entries stay). */
const MAX_ALIASES = 20_000;
/** Keys of the routes that keep an answer from its second asking (cacheAdmission 'repeated') asked once so far,
 * as 30-bit hashes (small integers: no object each); past this many the record starts again. */
const MAX_SEEN_ONCE = 100_000;

/** FNV-1a of a key, in 30 bits (a V8 small integer): the asked-once record's entry. */
function keyHash(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return h & 0x3fffffff;
}

export function createResponseCache(): ResponseCache & {
  get(key: string): Entry | undefined;
  /** Stores an answer (unless `keep` is false: then it is only made into an entry, for this answer's headers). */
  set(key: string, gen: number, body: Buffer, keep?: boolean): Entry;
  /** Whether a key was asked for before (a hash collision may say so wrongly: an answer kept once early). */
  askedBefore(key: string): boolean;
  alias(url: string, entry: Entry): void;
  byUrl(url: string): Entry | undefined;
  /** The copy of `entry` in `encoding`: at once when made, else once the thread pool has made it. */
  variant(entry: Entry, encoding: Encoding): Buffer | Promise<Buffer>;
  generation: number;
  /** Lookups answered from memory, and computed, since the start (plain numbers: server/plugins/metrics.ts reads them). */
  hits: number;
  misses: number;
} {
  const entries = new Map<string, Entry>();
  /** URL -> entry key (not the entry: an evicted entry must not stay alive through its aliases). */
  const aliases = new Map<string, string>();
  let bytes = 0;
  const seenOnce = new Set<number>();
  const cache = {
    generation: 0,
    hits: 0,
    misses: 0,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    clear() {
      entries.clear();
      aliases.clear();
      bytes = 0;
      cache.generation += 1;
    },
    get(key: string) {
      return entries.get(key);
    },
    byUrl(url: string) {
      const key = aliases.get(url);
      return key === undefined ? undefined : entries.get(key);
    },
    alias(url: string, entry: Entry) {
      if (entry.gen !== cache.generation || aliases.has(url) || entries.get(entry.key) !== entry) return;
      if (aliases.size >= MAX_ALIASES) aliases.delete(aliases.keys().next().value!);
      aliases.set(url, entry.key);
    },
    /** Stores an answer computed during generation `gen`; a stale one (the catalog moved since) is not kept. */
    set(key: string, gen: number, body: Buffer, keep = true): Entry {
      const entry: Entry = { key, gen, ...uncompressed(body) };
      if (!keep || gen !== cache.generation || body.length > MAX_BYTES / 8) return entry;
      const old = entries.get(key);
      if (old) bytes -= variantsBytes(old);
      entries.delete(key);
      entries.set(key, entry);
      bytes += variantsBytes(entry);
      shrink();
      return entry;
    },
    /** Not forgotten by `clear`: a text asked once before a publish is as likely to be asked again after it. */
    askedBefore(key: string): boolean {
      const hash = keyHash(key);
      if (seenOnce.delete(hash)) return true;
      if (seenOnce.size >= MAX_SEEN_ONCE) seenOnce.clear();
      seenOnce.add(hash);
      return false;
    },
    variant(entry: Entry, encoding: Encoding): Buffer | Promise<Buffer> {
      return copyOf(entry, encoding, (copy) => {
        if (entries.get(entry.key) !== entry) return;
        bytes += copy.length;
        shrink();
      });
    },
  };
  function shrink() {
    while (bytes > MAX_BYTES && entries.size > 1) {
      const [oldest, old] = entries.entries().next().value as [string, Entry];
      entries.delete(oldest);
      bytes -= variantsBytes(old);
    }
  }
  return cache;
}

type Cache = ReturnType<typeof createResponseCache>;

/** What the client accepts that is worth sending for this body: br, then gzip, then none. */
const encodingFor = (req: FastifyRequest, entry: Entry): Encoding | null =>
  acceptedEncoding(req.headers['accept-encoding'], entry.body.length);

type Headers = Record<string, string | number | string[]>;
type Variant = Encoding | 'identity' | 'not-modified';
/** A hit's complete header sets, per set of security headers (one object per kind of answer) and variant. */
const hitHeaderSets = new WeakMap<Entry, WeakMap<object, Map<Variant, Readonly<Headers>>>>();

/**
 * The headers of a hit: those the scope's earlier hooks set (the security headers), then the entry's. Built
 * once per entry, kind of security headers and variant, and handed to writeHead as the same object every time
 * (a fresh object per answer cost about a quarter of the throughput at 50 connections: bench/).
 */
function hitHeaders(reply: FastifyReply, entry: Entry, variant: Variant, body: Buffer): Readonly<Headers> {
  const build = (preset: Headers): Headers => {
    const headers: Headers = { ...preset, ...reply.server.cachePolicy.revalidated(entry.key), etag: entry.etag, vary: 'Accept-Encoding' };
    if (variant === 'not-modified') return headers;
    if (variant !== 'identity') headers['content-encoding'] = variant;
    headers['content-type'] = 'application/json; charset=utf-8';
    headers['content-length'] = body.length;
    return headers;
  };
  const security = reply.securityHeaders;
  // Headers set some other way: nothing to share.
  if (security === null) return build(reply.getHeaders() as Headers);
  let perSecurity = hitHeaderSets.get(entry);
  if (!perSecurity) hitHeaderSets.set(entry, (perSecurity = new WeakMap()));
  let variants = perSecurity.get(security);
  if (!variants) perSecurity.set(security, (variants = new Map()));
  let headers = variants.get(variant);
  if (!headers) variants.set(variant, (headers = build(security)));
  return headers;
}

/**
 * A hit is written straight to the socket: the headers the scope's earlier hooks set (security headers) plus
 * the entry's, in one writeHead. Skipping Fastify's serialisation and onSend pipeline is what keeps a hit close
 * to a bare Node server under load (bench/: catalog p99 at 50 connections); onResponse hooks still run.
 * Byte-for-byte the same answer as the miss that stored the entry (test/server). Waits only for a compressed
 * copy being made in the thread pool.
 */
async function sendHit(req: FastifyRequest, reply: FastifyReply, cache: Cache, entry: Entry): Promise<void> {
  reply.hijack();
  if (req.headers['if-none-match'] === entry.etag) {
    reply.raw.writeHead(304, hitHeaders(reply, entry, 'not-modified', entry.body)).end();
    return;
  }
  const encoding = encodingFor(req, entry);
  if (encoding === null) {
    reply.raw.writeHead(200, hitHeaders(reply, entry, 'identity', entry.body)).end(entry.body);
    return;
  }
  const copy = cache.variant(entry, encoding);
  const body = Buffer.isBuffer(copy) ? copy : await copy;
  reply.raw.writeHead(200, hitHeaders(reply, entry, encoding, body)).end(body);
}

/** A value of a validated query in a stable text: keys sorted at every level, arrays in order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stable((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Query parameters that never change this route's answer (cache-busters): left out of its cache key. */
    cacheIgnore?: readonly string[];
    /**
     * 'repeated': an answer is kept from the second time its key is asked for. For routes whose keys are mostly
     * asked once (the header search: every text typed is a key): keeping each answer filled the cache with
     * answers never asked again, and every kept answer outlives the young generation of the heap, which made
     * full garbage collections, each a pause for every request (docs/performance.md, 2026-11-29).
     */
    cacheAdmission?: 'repeated';
  }
}

/** The entry key of a request: its route, path parameters and query as validated, minus what the route ignores. */
export function canonicalKey(req: FastifyRequest): string {
  const ignore = req.routeOptions.config?.cacheIgnore ?? [];
  const query = { ...(req.query as Record<string, unknown>) };
  for (const name of ignore) delete query[name];
  return `${req.routeOptions.url ?? req.url}|${stable(req.params)}|${stable(query)}`;
}

const pending = Symbol('pending');
/** A miss being computed: the requests for its key wait for it; `askedAgain` once one has. */
interface Flight {
  done: Promise<void>;
  askedAgain: boolean;
}
type CachedRequest = FastifyRequest & { [pending]?: { key: string; gen: number; flight: Flight; done: () => void } };

/** Caches every GET route registered after it in the same encapsulation context, except the requests `bypass` names. */
export function useResponseCache(app: FastifyInstance, cache: Cache, options: { bypass?: (req: FastifyRequest) => boolean } = {}): void {
  const bypass = options.bypass ?? (() => false);
  const inflight = new Map<string, Flight>();
  // This scope compresses its own cached answers; @fastify/compress must not do it again.
  app.addHook('onRoute', (route) => {
    (route as { compress?: boolean }).compress = false;
  });
  // The fast path: a URL answered before.
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || bypass(req)) return;
    const hit = cache.byUrl(req.url);
    if (hit) {
      cache.hits += 1;
      await sendHit(req, reply, cache, hit);
    }
  });
  // After validation: the same answer under another spelling, or the one miss that computes it.
  app.addHook('preHandler', async (req: CachedRequest, reply) => {
    if (req.method !== 'GET' || bypass(req)) return;
    const key = canonicalKey(req);
    const waiting = inflight.get(key);
    if (waiting) {
      // Asked again while computed: its answer is kept whatever the route's admission.
      waiting.askedAgain = true;
      // An aborted first request must not hold the others for long.
      await Promise.race([waiting.done, new Promise((r) => setTimeout(r, 5000).unref())]);
    }
    const hit = cache.get(key);
    if (hit && hit.gen === cache.generation) {
      cache.hits += 1;
      cache.alias(req.url, hit);
      return sendHit(req, reply, cache, hit);
    }
    cache.misses += 1;
    let done = () => undefined as void;
    const flight: Flight = { done: new Promise<void>((resolve) => (done = resolve)), askedAgain: false };
    inflight.set(key, flight);
    req[pending] = { key, gen: cache.generation, flight, done };
  });
  app.addHook('onSend', async (req: CachedRequest, reply, payload) => {
    const p = req[pending];
    if (!p || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const keep =
      req.routeOptions.config?.cacheAdmission !== 'repeated' || p.flight.askedAgain || (p.gen === cache.generation && cache.askedBefore(p.key));
    const entry = cache.set(p.key, p.gen, Buffer.from(payload), keep);
    cache.alias(req.url, entry);
    // Computed from data a publish replaced meanwhile: answered, but no shared cache may keep it past the purge.
    reply.header('ETag', entry.etag).headers(p.gen === cache.generation ? app.cachePolicy.revalidated(req.url) : NOT_SHARED).header('Vary', 'Accept-Encoding');
    const encoding = encodingFor(req, entry);
    if (encoding === null) return entry.body;
    reply.header('Content-Encoding', encoding);
    return cache.variant(entry, encoding);
  });
  const finish = async (req: CachedRequest) => {
    const p = req[pending];
    if (!p) return;
    req[pending] = undefined;
    inflight.delete(p.key);
    p.done();
  };
  app.addHook('onResponse', finish);
  app.addHook('onRequestAbort', finish);
}
