// Requests of the cluster tests: one connection per request (no keep-alive: a pooled connection the other side
// closes while idle would fail a request for a reason of the test's own), and lead submissions that each carry
// a marker, an Idempotency-Key and a client address of their own (X-Forwarded-For, which the instances trust
// from Varnish: TRUST_PROXY=loopback), so the per-client rate limit sees distinct visitors.
import crypto from 'node:crypto';
import http, { type IncomingHttpHeaders } from 'node:http';
import { validContact, validRegistration } from '../../support/leads';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** A hang guard: the request fails (rejects) after this long. */
  timeoutMs?: number;
}

/** Sends one request on a connection of its own; rejects when the connection fails. */
export function request(url: string, { method = 'GET', headers = {}, body, timeoutMs = 30_000 }: RequestOptions = {}): Promise<Answer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        method,
        path: `${target.pathname}${target.search}`,
        agent: false,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** The answer, or what went wrong with the connection (never rejects). */
export async function tryRequest(url: string, options: RequestOptions = {}): Promise<Answer | { error: string }> {
  try {
    return await request(url, options);
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

/** A header's single value ('' when absent). */
export const header = (answer: Answer, name: string): string => {
  const value = answer.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
};

let addressCount = 0;
/** A client address never used before in this process: 10.x.y.z (X-Forwarded-For). */
export function newClientAddress(): string {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
}

export const LEAD_ROUTES = ['/website/contact-us', '/website/request-consultation', '/website/em-track/create'] as const;
export type LeadRoute = (typeof LEAD_ROUTES)[number];

export interface Submission {
  /** Unique text stored in the lead (its comments or last name): how the test finds it in the database. */
  marker: string;
  route: LeadRoute;
  body: string;
  key: string;
  clientAddress: string;
}

/** A valid submission of the route's form, with its own marker, Idempotency-Key and client address. */
export function newSubmission(route: LeadRoute, tag: string): Submission {
  const id = crypto.randomBytes(5).toString('hex');
  const marker = `[${tag}-${id}]`;
  const form =
    route === '/website/em-track/create'
      ? { ...validRegistration, last_name: `Hopper ${marker}` }
      : { data: { ...validContact, comments: `Cluster ${marker}` } };
  return { marker, route, body: JSON.stringify(form), key: `${tag}-${id}`, clientAddress: newClientAddress() };
}

/** Posts the submission to `baseUrl` (Varnish or an instance); `testId` goes in X-Test-Id (cluster.backendsOf). */
export function postSubmission(baseUrl: string, sub: Submission, testId?: string): Promise<Answer | { error: string }> {
  return tryRequest(`${baseUrl}${sub.route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': sub.key,
      'x-forwarded-for': sub.clientAddress,
      ...(testId ? { 'x-test-id': testId } : {}),
    },
    body: sub.body,
  });
}

export const isAnswer = (outcome: Answer | { error: string }): outcome is Answer => !('error' in outcome);
export const succeeded = (outcome: Answer | { error: string }): boolean => isAnswer(outcome) && outcome.status >= 200 && outcome.status < 300;

/** How many stored leads hold each marker (leads of the cluster's database, as text). */
export function copiesOf(leadTexts: string[], markers: string[]): Record<string, number> {
  return Object.fromEntries(markers.map((m) => [m, leadTexts.filter((t) => t.includes(m)).length]));
}
