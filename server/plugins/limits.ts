// Abuse limits every route shares (issue 10). Slow clients are cut off: a request must arrive whole within
// REQUEST_TIMEOUT_MS (then 408 and a closed socket), and a silent socket is closed after as long. A declared
// body larger than the route accepts is refused before it is read (413), also on routes that never read one.
// Refused with 400 before any handler sees them, each of which was a 500 found by the fuzz tests:
// - JSON nested deeper than any form needs (16 KB of "[[[[" overflowed the stack of JSON.stringify);
// - U+0000 anywhere in the body or the address (PostgreSQL cannot store it in text), and text that is not
//   well-formed: a lone UTF-16 surrogate in JSON (`"\ud800"`: jsonb refuses it), a query escape that is not
//   UTF-8 (./well-formed.ts) — each named in the message;
// - numeric query parameters that are not finite ("1e309": Ajv coerces it to Infinity and then skips
//   minimum/maximum for it; the database refuses it);
// and query keys that could reach an object's prototype (__proto__, constructor, prototype).
import type http from 'node:http';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { HttpError } from '../http-errors';
import { describeTextProblem, jsonTextProblem, queryTextProblem } from './well-formed';

/** Any route's body limit unless it sets its own (the lead forms do). */
export const BODY_LIMIT = 64 * 1024;

export function serverLimits({ requestTimeoutMs: t }: Pick<Config, 'requestTimeoutMs'>) {
  return {
    bodyLimit: BODY_LIMIT,
    connectionTimeout: t,
    requestTimeout: t,
    keepAliveTimeout: t,
    // Node checks the header and request timeouts every connectionsCheckingInterval (default 30 s, so a
    // client trickling bytes could hold a socket for twice the timeout).
    http: { requestTimeout: t, headersTimeout: t, connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(t / 4))) },
  } satisfies FastifyHttpOptions<http.Server>;
}

/** No body of this site nests deeper; recursion over the parsed value stays far from the stack limit. */
export const MAX_JSON_DEPTH = 32;

/** Deepest [ / { nesting of a JSON text, strings skipped (a linear scan, before JSON.parse). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) max = Math.max(max, (depth += 1));
    else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return max;
}

const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function unsafeQueryKey(url: string): string | null {
  const q = url.indexOf('?');
  if (q === -1) return null;
  for (const key of new URLSearchParams(url.slice(q + 1)).keys()) {
    if (key.split(/[[\].]/).some((part) => PROTOTYPE_KEYS.has(part))) return key;
  }
  return null;
}

/** The first query parameter the route's schema types as a number whose text is not a finite one. */
function infiniteNumber(schema: unknown, query: unknown): string | null {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties;
  if (!properties || typeof query !== 'object' || query === null) return null;
  for (const [name, raw] of Object.entries(query as Record<string, unknown>)) {
    const type = properties[name]?.type;
    const numeric = type === 'integer' || type === 'number';
    if (numeric && typeof raw === 'string' && raw.trim() !== '' && !Number.isFinite(Number(raw))) return name;
  }
  return null;
}

export function registerLimits(app: FastifyInstance): void {
  // Fastify's own JSON parser (secure-json-parse: __proto__ and constructor.prototype refused), after a
  // depth check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) {
      done(new HttpError(400, `The JSON body is nested too deeply: at most ${MAX_JSON_DEPTH} levels are accepted`), undefined);
      return;
    }
    parseJson(req, body as string, (err, parsed) => {
      const problem = err ? null : jsonTextProblem(parsed);
      if (problem) {
        done(new HttpError(400, describeTextProblem(problem)), undefined);
        return;
      }
      done(err, parsed);
    });
  });
  app.addHook('onRequest', async (req) => {
    const declared = req.headers['content-length'];
    const limit = req.routeOptions.bodyLimit ?? BODY_LIMIT;
    if (declared !== undefined && Number(declared) > limit) {
      throw new HttpError(413, `Request body is too large: at most ${limit} bytes are accepted here`);
    }
    if (req.url.includes('%00') || req.url.includes('\u0000')) throw new HttpError(400, 'The address must not contain the NUL character (%00)');
    const text = queryTextProblem(req.url);
    if (text !== null) throw new HttpError(400, describeTextProblem(text));
    const key = unsafeQueryKey(req.url);
    if (key !== null) throw new HttpError(400, `Query parameter ${key} is not allowed`);
    const name = infiniteNumber(req.routeOptions.schema?.querystring, req.query);
    if (name !== null) throw new HttpError(400, `${name} must be a finite number`);
  });
}
