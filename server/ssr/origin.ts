// The public origin of the site for canonical and Open Graph URLs: PUBLIC_ORIGIN when configured, else the
// scheme and Host of the request (which must look like a host name: it ends up in the page).
import type { FastifyRequest } from 'fastify';

const HOST = /^(?:[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** null when the request's Host header is not a host name. */
export function requestOrigin(publicOrigin: string | null, req: FastifyRequest): string | null {
  if (publicOrigin) return publicOrigin;
  if (!HOST.test(req.host)) return null;
  try {
    return new URL(`${req.protocol}://${req.host}`).origin; // lower case, no default port
  } catch {
    return null;
  }
}
