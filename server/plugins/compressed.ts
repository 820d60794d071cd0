// Compressed copies of a cached answer, made once each, when first asked for, in libuv's thread pool (never on
// the event loop, where a synchronous brotli of a large answer held every other request), and the choice among
// them per request.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

// Brotli at a middle quality with a large window: most of brotli's gain on repetitive text at a few ms.
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_LGWIN]: 22 } };

/** Smaller answers are sent as they are: compressing them saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** An answer and its compressed copies, each made when first asked for (most clients only ever ask for br). */
export interface Variants {
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
  /** Copies being made. */
  making?: Partial<Record<Encoding, Promise<Buffer>>>;
}

export const etagOf = (body: Buffer | string): string => `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

/** One compressed copy of `body`, made in the thread pool. */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, BROTLI) : gzip(body, { level: 6 });
}

/** An answer with no copy made yet. */
export const uncompressed = (body: Buffer): Variants => ({ body, gzip: null, br: null, etag: etagOf(body) });

/**
 * The copy of `v` in `encoding`: at once when made, else once the thread pool has made it. Concurrent askers
 * share one job; `made` hears of each new copy (the caches count its bytes).
 */
export function copyOf(v: Variants, encoding: Encoding, made: (copy: Buffer) => void): Buffer | Promise<Buffer> {
  const done = v[encoding];
  if (done) return done;
  const making = (v.making ??= {});
  return (making[encoding] ??= compress(v.body, encoding)
    .then((copy) => {
      v[encoding] = copy;
      made(copy);
      return copy;
    })
    .finally(() => delete making[encoding]));
}

export const variantsBytes = (v: Variants): number => v.body.length + (v.gzip?.length ?? 0) + (v.br?.length ?? 0);

/** The encoding worth sending a body of `bytes` in to a client that sent `acceptEncoding`: br, then gzip, or none. */
export function acceptedEncoding(acceptEncoding: string | undefined, bytes: number): Encoding | null {
  if (bytes < COMPRESS_MIN_BYTES) return null;
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}
