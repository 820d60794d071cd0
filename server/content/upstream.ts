// A Strapi v5 behind this server (CONTENT_API_URL): its REST answers for /content/api/... and its uploads for
// /content/uploads/..., asked with the site's read token. The browser never talks to Strapi: the CSP, the caches
// and the error shapes stay this server's, and Strapi's media addresses (/uploads/x) become this server's
// (/content/uploads/x), so no new host enters the Content-Security-Policy.
import type { ContentConfig } from './config';

/** How long a Strapi answer may take before the visitor gets a 502. */
const TIMEOUT_MS = 8000;
/** The largest JSON answer taken from Strapi (a page of 100 entries with populated media is far smaller). */
const MAX_JSON_BYTES = 8 * 1024 * 1024;
/** The largest upload passed on (images and PDFs editors attach). */
const MAX_MEDIA_BYTES = 40 * 1024 * 1024;

/** Strapi's local upload provider names files like "durawall_3f2a1b.svg": one path segment, no dots first. */
export const UPLOAD_FILE = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,200}$/;

/** Types an upload may be answered as; anything else is sent as a download. */
const MEDIA_TYPES = /^(image\/(png|jpeg|gif|webp|avif|svg\+xml)|application\/pdf)$/;

export class UpstreamError extends Error {}

export interface UpstreamJson {
  status: number;
  body: unknown;
}

export interface UpstreamMedia {
  status: number;
  type: string;
  body: Buffer;
  etag: string | null;
}

/** Every media `url` of Strapi's local provider ("/uploads/x"), and those inside `formats`, as this server's. */
export function rewriteMediaUrls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteMediaUrls);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    out[key] = (key === 'url' || key === 'previewUrl') && typeof v === 'string' && v.startsWith('/uploads/') ? `/content${v}` : rewriteMediaUrls(v);
  }
  return out;
}

async function readLimited(res: Response, max: number): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > max) throw new UpstreamError(`the answer is larger than ${max} bytes`);
  const body = Buffer.from(await res.arrayBuffer());
  if (body.length > max) throw new UpstreamError(`the answer is larger than ${max} bytes`);
  return body;
}

export function createStrapiUpstream(config: ContentConfig & { apiUrl: string }, fetchImpl: typeof fetch = fetch) {
  const headers = (): Record<string, string> => ({
    accept: 'application/json',
    ...(config.apiToken ? { authorization: `Bearer ${config.apiToken}` } : {}),
  });

  async function call(url: string, accept: string): Promise<Response> {
    try {
      return await fetchImpl(url, { headers: { ...headers(), accept }, redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      throw new UpstreamError(`the content service did not answer (${err instanceof Error ? err.name : 'error'})`);
    }
  }

  return {
    origin: config.apiUrl,
    /** GET <CONTENT_API_URL>/api/<pathAndQuery>: Strapi's status and JSON body, media addresses made ours. */
    async json(pathAndQuery: string): Promise<UpstreamJson> {
      const res = await call(`${config.apiUrl}/api/${pathAndQuery}`, 'application/json');
      const text = (await readLimited(res, MAX_JSON_BYTES)).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new UpstreamError(`the content service answered ${res.status} without JSON`);
      }
      return { status: res.status, body: rewriteMediaUrls(body) };
    },
    /** GET <CONTENT_API_URL>/uploads/<file>. */
    async media(file: string): Promise<UpstreamMedia> {
      if (!UPLOAD_FILE.test(file)) throw new UpstreamError('not an upload file name');
      const res = await call(`${config.apiUrl}/uploads/${file}`, '*/*');
      const body = await readLimited(res, MAX_MEDIA_BYTES);
      const type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      return { status: res.status, type: MEDIA_TYPES.test(type) ? type : 'application/octet-stream', body, etag: res.headers.get('etag') };
    },
  };
}

export type StrapiUpstream = ReturnType<typeof createStrapiUpstream>;
