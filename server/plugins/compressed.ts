// Compressed copies of a cached answer, made once in libuv's thread pool (never on the event loop, where a
// synchronous brotli of a large answer held every other request), and the choice among them per request.
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

// Brotli at a middle quality with a large window: most of brotli's gain on repetitive text at a few ms.
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_LGWIN]: 22 } };

/** Smaller answers are sent as they are: compressing them saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

export interface Variants {
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
}

export const etagOf = (body: Buffer | string): string => `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;

/** One compressed copy of `body`, made in the thread pool. */
export function compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, BROTLI) : gzip(body, { level: 6 });
}

/** The body with its gzip and brotli copies (none below COMPRESS_MIN_BYTES), compressed off the event loop. */
export async function compressVariants(body: Buffer): Promise<Variants> {
  const etag = etagOf(body);
  if (body.length < COMPRESS_MIN_BYTES) return { body, gzip: null, br: null, etag };
  const [gz, br] = await Promise.all([compress(body, 'gzip'), compress(body, 'br')]);
  return { body, gzip: gz, br, etag };
}

export const variantsBytes = (v: Variants): number => v.body.length + (v.gzip?.length ?? 0) + (v.br?.length ?? 0);

/** The encoding worth sending a body of `bytes` in to a client that sent `acceptEncoding`: br, then gzip, or none. */
export function acceptedEncoding(acceptEncoding: string | undefined, bytes: number): 'br' | 'gzip' | null {
  if (bytes < COMPRESS_MIN_BYTES) return null;
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

/** The smallest copy the client accepts: br, then gzip, then none. */
export function pickEncoding(acceptEncoding: string | undefined, v: Variants): { encoding: 'br' | 'gzip' | null; body: Buffer } {
  const encoding = acceptedEncoding(acceptEncoding, v.body.length);
  const copy = encoding ? v[encoding] : null;
  return copy && encoding ? { encoding, body: copy } : { encoding: null, body: v.body };
}
