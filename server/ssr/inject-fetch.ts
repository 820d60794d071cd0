// The fetch the server-rendered SPA uses: its GETs to /website and /content/api are answered by this same
// Fastify app in process (app.inject), through the same routes, validation and response cache, no network.
import type { FastifyInstance } from 'fastify';
import type { ServerFetch } from '../../src/lib/ssr-contract';

export function injectFetch(app: FastifyInstance): ServerFetch {
  return async ({ path, headers }) => {
    // No accept-encoding among the headers: the answer comes back uncompressed.
    const res = await app.inject({ method: 'GET', url: path, headers });
    return { status: res.statusCode, body: res.payload };
  };
}
