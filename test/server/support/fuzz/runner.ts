// Sends one fuzz request through app.inject with a deadline and checks what every answer owes a client:
// 2xx or 4xx (never 5xx, never silence), a JSON body with a message when refused, Retry-After on 429, and
// no trace left on the process's shared prototypes. Counts requests per endpoint for the CI log.
import zlib from 'node:zlib';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../../../../server/db/database';
import { submittedTexts } from './log-leaks';

/** A request that gets no answer within this is a hang. */
export const ANSWER_DEADLINE_MS = 10_000;

export interface FuzzRequest {
  /** The route it aims at ("GET /website/products/list"), for the per-endpoint counts. */
  endpoint: string;
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
  url: string;
  headers?: Record<string, string>;
  payload?: string;
  remoteAddress?: string;
}

export class FuzzTally {
  total = 0;
  readonly perEndpoint = new Map<string, number>();
  readonly perStatus = new Map<number, number>();

  readonly msPerEndpoint = new Map<string, number>();
  /** Every text the requests sent (test/server/support/fuzz/log-leaks.ts). */
  readonly submitted = new Set<string>();

  record(endpoint: string, status: number, ms: number): void {
    this.total += 1;
    this.perEndpoint.set(endpoint, (this.perEndpoint.get(endpoint) ?? 0) + 1);
    this.msPerEndpoint.set(endpoint, (this.msPerEndpoint.get(endpoint) ?? 0) + ms);
    this.perStatus.set(status, (this.perStatus.get(status) ?? 0) + 1);
  }

  summary(title: string, seed: number, ms: number): string {
    const rows = [...this.perEndpoint]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([e, n]) => `  ${String(n).padStart(6)}  ${e}  (${((this.msPerEndpoint.get(e) ?? 0) / 1000).toFixed(1)} s)`);
    const statuses = [...this.perStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
    return [
      `${title}: ${this.total} requests in ${(ms / 1000).toFixed(1)} s (seed ${seed}; rerun with FUZZ_SEED=${seed})`,
      `  statuses: ${statuses}`,
      ...rows,
    ].join('\n');
  }
}

/** FUZZ_SEED=<n> replays a run; FUZZ_SEED=random explores; otherwise a fixed seed keeps CI reproducible. */
export function fuzzSeed(fallback: number): number {
  const raw = process.env.FUZZ_SEED;
  if (raw === 'random') return Math.floor(Math.random() * 2 ** 31);
  if (raw && /^-?\d+$/.test(raw)) return Number(raw);
  return fallback;
}

/** FUZZ_SCALE=<k> multiplies the number of runs (a longer local hunt). */
export const fuzzScale = (): number => Math.max(1, Number(process.env.FUZZ_SCALE) || 1);

const protoNames = (o: object) => Object.getOwnPropertyNames(o).sort().join(',');
const BASELINE = {
  object: protoNames(Object.prototype),
  objectCtor: protoNames(Object),
  array: protoNames(Array.prototype),
  fn: protoNames(Function.prototype),
};

/** A change to the prototypes every object shares: a prototype-pollution hit. */
export function pollution(): string | null {
  for (const key in {}) return `Object.prototype gained an enumerable "${key}"`;
  if (protoNames(Object.prototype) !== BASELINE.object) return 'Object.prototype changed';
  if (protoNames(Object) !== BASELINE.objectCtor) return 'the Object constructor changed';
  if (protoNames(Array.prototype) !== BASELINE.array) return 'Array.prototype changed';
  if (protoNames(Function.prototype) !== BASELINE.fn) return 'Function.prototype changed';
  return null;
}

function clip(text: string, max = 400): string {
  return text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text;
}

/** Makes fast-check print a failing request as describeRequest() does, not as a 70 KB object dump. */
export function printable<T extends FuzzRequest>(req: T): T {
  return Object.assign(req, { [fc.toStringMethod]: () => describeRequest(req) });
}

export function describeRequest(req: FuzzRequest): string {
  const parts = [`${req.method} ${clip(req.url)}`];
  if (req.headers && Object.keys(req.headers).length > 0) parts.push(`headers ${clip(JSON.stringify(req.headers))}`);
  if (req.payload !== undefined) parts.push(`body ${clip(JSON.stringify(req.payload))}`);
  if (req.remoteAddress) parts.push(`from ${req.remoteAddress}`);
  return parts.join('\n    ');
}

/** The body as text, undoing the content encoding the client asked for. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = String(res.headers['content-encoding'] ?? '');
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString('utf8');
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(res.rawPayload).toString('utf8');
  return res.body;
}

function messageOf(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  const b = body as { message?: unknown; error?: { message?: unknown } };
  return b.message ?? (typeof b.error === 'object' && b.error !== null ? b.error.message : undefined);
}

/** What is wrong with an answer, or null. */
export function problemOf(req: FuzzRequest, res: LightMyRequestResponse): string | null {
  const status = res.statusCode;
  if (status >= 500) return `answered ${status}`;
  // The OpenAPI UI (/website/docs) redirects to its page: allowed when it stays on this site.
  const redirect = [301, 302, 307, 308].includes(status) && /^\/[^/\\]/.test(String(res.headers.location ?? ''));
  if (status < 200 || (status >= 300 && status < 400 && status !== 304 && !redirect)) return `answered ${status}: neither 2xx nor 4xx`;
  if (redirect) return null;
  if (req.method === 'HEAD' || status === 304) return null;
  const type = String(res.headers['content-type'] ?? '');
  if (status >= 400) {
    if (!type.startsWith('application/json')) return `a ${status} answer that is not JSON (${type || 'no content type'})`;
    let body: unknown;
    try {
      body = JSON.parse(decoded(res));
    } catch {
      return `a ${status} answer whose body is not valid JSON`;
    }
    const message = messageOf(body);
    if (typeof message !== 'string' || message.trim() === '') return `a ${status} answer without a message`;
    if (status === 429 && !/^\d+$/.test(String(res.headers['retry-after'] ?? ''))) return 'a 429 answer without Retry-After';
    return null;
  }
  if (type.startsWith('application/json')) {
    try {
      JSON.parse(decoded(res));
    } catch {
      return `a ${status} JSON answer whose body does not parse`;
    }
  }
  return null;
}

/** Sends one request; throws, describing the request and the answer, when the answer breaks a rule. */
export async function send(app: FastifyInstance, req: FuzzRequest, tally: FuzzTally): Promise<LightMyRequestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_DEADLINE_MS} ms\n    ${describeRequest(req)}`)), ANSWER_DEADLINE_MS);
  });
  const start = performance.now();
  const res = await Promise.race([
    app.inject({
      method: req.method,
      url: req.url,
      headers: req.headers,
      payload: req.payload,
      remoteAddress: req.remoteAddress,
    }),
    deadline,
  ]).finally(() => clearTimeout(timer));
  tally.record(req.endpoint, res.statusCode, performance.now() - start);
  for (const text of submittedTexts(req)) tally.submitted.add(text);
  const problem = problemOf(req, res) ?? pollution();
  if (problem) throw new Error(`${problem}\n    ${describeRequest(req)}\n  answer: ${res.statusCode} ${clip(res.body, 600)}`);
  return res;
}

/** Row count of every table, to prove that refused requests store nothing. */
export async function tableCounts(database: Database): Promise<Record<string, number>> {
  const tables = await database.rows<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await database.rows<{ n: number | string }>(sql`select count(*) as n from ${sql.identifier(table_name)}`);
    counts[table_name] = Number(row?.n ?? 0);
  }
  return counts;
}
