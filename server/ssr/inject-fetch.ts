// The fetch the server-rendered SPA uses: its GETs to /website and /content/api are answered by this same
// Fastify app in process (app.inject), through the same routes, validation and response cache, no network.
import type { FastifyInstance } from 'fastify';
import type { ServerFetch } from '../../src/lib/ssr-contract';

export function injectFetch(app: FastifyInstance): ServerFetch {
  return async (request) => {
    if (request.method !== 'GET') {
      // Rendering only reads; a form is sent by the browser.
      return new Response(null, { status: 405, statusText: 'Method Not Allowed' });
    }
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    // No accept-encoding: the answer comes back uncompressed.
    request.headers.forEach((value, name) => {
      if (name !== 'accept-encoding') headers[name] = value;
    });
    const res = await app.inject({ method: 'GET', url: url.pathname + url.search, headers });
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) out.append(name, String(v));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  };
}
