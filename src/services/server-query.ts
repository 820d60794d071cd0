// The base query of a server-rendering store (src/ssr/render.tsx hands it to the store, so that no browser
// bundle carries it): fetchBaseQuery's answers (the data; or { status, data } for a refused call, PARSING_ERROR,
// FETCH_ERROR) from the server's in-process GET, without WHATWG objects: fetchBaseQuery builds two Requests, a
// Response and its clone per call, and reads both bodies, which cost 5-8 % of an uncached render's CPU (issue 22,
// bench/page-render.ts). Rendering only reads: any other method is refused, 405.
import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ServerFetch } from '../lib/ssr-contract';
import { markPublic } from './public-headers';

export type ServerQueryResult = { data: unknown; error?: undefined } | { error: FetchBaseQueryError; data?: undefined };

/** A server store's base query for every service (src/app/store.ts): `args` under `baseUrl`. */
export type ServerQuery = (baseUrl: string, args: string | FetchArgs) => Promise<ServerQueryResult>;

/** The path and query fetchBaseQuery would ask for: `url` under `baseUrl` ('/website/'), `params` appended. */
export function serverPath(baseUrl: string, url: string, params: Record<string, unknown> | undefined): string {
  let path = url;
  if (params) {
    const defined = Object.entries(params).filter(([, v]) => v !== undefined);
    const query = new URLSearchParams(defined.map(([k, v]) => [k, String(v)]));
    path += (path.includes('?') ? '&' : '?') + query.toString();
  }
  if (!path) return baseUrl;
  const delimiter = baseUrl.endsWith('/') || !path.startsWith('?') ? '/' : '';
  return `${baseUrl.replace(/\/$/, '')}${delimiter}${path.replace(/^\//, '')}`;
}

/** What every call sends, as the browser's base query does: JSON asked for, the public mark (SPEC §6). Made once. */
const HEADERS: Readonly<Record<string, string>> = Object.freeze(Object.fromEntries(markPublic(new Headers({ accept: 'application/json' }))));

/** The server store's base query over `fetch` (the server's in-process GET). */
export const serverQueryOver =
  (fetch: ServerFetch): ServerQuery =>
  (baseUrl, args) =>
    serverQuery(baseUrl, args, fetch);

export async function serverQuery(baseUrl: string, args: string | FetchArgs, fetch: ServerFetch): Promise<ServerQueryResult> {
  const { url, params, method = 'GET' } = typeof args === 'string' ? { url: args } : args;
  if (method.toUpperCase() !== 'GET') return { error: { status: 405, data: null } };
  const path = serverPath(baseUrl, url, params as Record<string, unknown> | undefined);
  let answer;
  try {
    answer = await fetch({ path, headers: HEADERS });
  } catch (e) {
    return { error: { status: 'FETCH_ERROR', error: String(e) } };
  }
  let data: unknown;
  try {
    data = answer.body.length ? JSON.parse(answer.body) : null;
  } catch (e) {
    return { error: { status: 'PARSING_ERROR', originalStatus: answer.status, data: answer.body, error: String(e) } };
  }
  return answer.status >= 200 && answer.status <= 299 ? { data } : { error: { status: answer.status, data } };
}
