// Catalog GETs change only when the catalog is re-seeded, so their serialised (and gzipped) answers are kept
// in memory, keyed by URL, until the catalog version moves. Concurrent misses for one URL wait for the first
// one instead of all querying; answers carry an ETag so browsers revalidate with a 304.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
}

// Brotli at a middle quality with a large window: most of brotli's gain on repetitive JSON at a few ms.
const BROTLI = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_LGWIN]: 22 },
};

export interface ResponseCache {
  clear(): void;
  readonly size: number;
  readonly bytes: number;
}

const MAX_BYTES = 64 * 1024 * 1024;
const GZIP_MIN = 1024;

export function createResponseCache(): ResponseCache & {
  get(key: string): Entry | undefined;
  set(key: string, gen: number, body: Buffer): Entry | null;
  generation: number;
} {
  const entries = new Map<string, Entry>();
  let bytes = 0;
  const cache = {
    generation: 0,
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    clear() {
      entries.clear();
      bytes = 0;
      cache.generation += 1;
    },
    get(key: string) {
      return entries.get(key);
    },
    /** Stores an answer computed during generation `gen`; a stale one (the catalog moved since) is dropped. */
    set(key: string, gen: number, body: Buffer): Entry | null {
      const entry: Entry = {
        body,
        gzip: body.length >= GZIP_MIN ? zlib.gzipSync(body, { level: 6 }) : null,
        br: body.length >= GZIP_MIN ? zlib.brotliCompressSync(body, BROTLI) : null,
        etag: `"${crypto.createHash('sha1').update(body).digest('base64url')}"`,
      };
      if (gen !== cache.generation) return entry;
      const size = weight(entry);
      if (size > MAX_BYTES / 4) return entry;
      while (bytes + size > MAX_BYTES && entries.size > 0) {
        const [oldest, old] = entries.entries().next().value as [string, Entry];
        entries.delete(oldest);
        bytes -= weight(old);
      }
      entries.set(key, entry);
      bytes += size;
      return entry;
    },
  };
  return cache;
}

type Cache = ReturnType<typeof createResponseCache>;

function weight(e: Entry): number {
  return e.body.length + (e.gzip?.length ?? 0) + (e.br?.length ?? 0);
}

/** The smallest encoding the client accepts: br, then gzip, then none. */
function pick(req: FastifyRequest, entry: Entry): { encoding: 'br' | 'gzip' | null; body: Buffer } {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (entry.br && /\bbr\b/.test(accepted)) return { encoding: 'br', body: entry.br };
  if (entry.gzip && /\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: entry.gzip };
  return { encoding: null, body: entry.body };
}

function encode(req: FastifyRequest, reply: FastifyReply, entry: Entry): Buffer {
  const { encoding, body } = pick(req, entry);
  if (encoding) reply.header('Content-Encoding', encoding);
  return body;
}

type Headers = Record<string, string | number | string[]>;
/** A hit's complete header sets, per set of security headers (one object per kind of answer) and variant. */
const hitHeaderSets = new WeakMap<Entry, WeakMap<object, Map<string, Readonly<Headers>>>>();

/**
 * The headers of a hit: those the scope's earlier hooks set (the security headers), then the entry's. Built
 * once per entry, kind of security headers and variant, and handed to writeHead as the same object every time
 * (a fresh object per answer cost about a quarter of the throughput at 50 connections: bench/).
 */
function hitHeaders(reply: FastifyReply, entry: Entry, variant: 'br' | 'gzip' | 'identity' | 'not-modified'): Readonly<Headers> {
  const build = (preset: Headers): Headers => {
    const headers: Headers = { ...preset, etag: entry.etag, 'cache-control': 'no-cache', vary: 'Accept-Encoding' };
    if (variant === 'not-modified') return headers;
    if (variant !== 'identity') headers['content-encoding'] = variant;
    headers['content-type'] = 'application/json; charset=utf-8';
    headers['content-length'] = (variant === 'identity' ? entry.body : entry[variant]!).length;
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
 * A hit is written straight to the socket: the headers the scope's earlier onRequest hooks set (security
 * headers) plus the entry's, in one writeHead. Skipping Fastify's serialisation and onSend pipeline is what
 * keeps a hit close to a bare Node server under load (bench/: catalog p99 at 50 connections); onResponse
 * hooks still run. Byte-for-byte the same answer as the miss that stored the entry (test/server).
 */
function sendHit(req: FastifyRequest, reply: FastifyReply, entry: Entry): void {
  reply.hijack();
  if (req.headers['if-none-match'] === entry.etag) {
    reply.raw.writeHead(304, hitHeaders(reply, entry, 'not-modified')).end();
    return;
  }
  const { encoding, body } = pick(req, entry);
  reply.raw.writeHead(200, hitHeaders(reply, entry, encoding ?? 'identity')).end(body);
}

const pending = Symbol('pending');
type CachedRequest = FastifyRequest & { [pending]?: { gen: number; done: () => void } };

/** Caches every GET route registered after it in the same encapsulation context. */
export function useResponseCache(app: FastifyInstance, cache: Cache): void {
  const inflight = new Map<string, Promise<void>>();
  // This scope compresses its own cached answers; @fastify/compress must not do it again.
  app.addHook('onRoute', (route) => {
    (route as { compress?: boolean }).compress = false;
  });
  app.addHook('onRequest', async (req: CachedRequest, reply) => {
    if (req.method !== 'GET') return;
    const waiting = inflight.get(req.url);
    // An aborted first request must not hold the others for long.
    if (waiting) await Promise.race([waiting, new Promise((r) => setTimeout(r, 5000).unref())]);
    const hit = cache.get(req.url);
    if (hit) return sendHit(req, reply, hit);
    let done = () => undefined as void;
    inflight.set(req.url, new Promise<void>((resolve) => (done = resolve)));
    req[pending] = { gen: cache.generation, done };
  });
  app.addHook('onSend', async (req: CachedRequest, reply, payload) => {
    const p = req[pending];
    if (!p || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const entry = cache.set(req.url, p.gen, Buffer.from(payload));
    if (!entry) return payload;
    reply.header('ETag', entry.etag).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
    return encode(req, reply, entry);
  });
  const finish = async (req: CachedRequest) => {
    const p = req[pending];
    if (!p) return;
    req[pending] = undefined;
    inflight.delete(req.url);
    p.done();
  };
  app.addHook('onResponse', finish);
  app.addHook('onRequestAbort', finish);
}
