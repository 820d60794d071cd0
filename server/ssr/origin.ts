// The public origin of the site for absolute URLs (canonical, og:url, robots.txt, the sitemap): PUBLIC_ORIGIN when
// configured; else the request's scheme and Host, but only a Host in ALLOWED_HOSTS: the Host header is the
// client's word, and echoing it would let anyone have the site's pages and sitemap point elsewhere (and defeat
// the page cache, one entry per Host). Any other Host gets the listening address.
import type { FastifyRequest } from 'fastify';
import { HOST_HEADER, urlHost, type Config } from '../config';

export type OriginOf = (req: FastifyRequest) => string;

const DEFAULT_PORT: Record<string, string> = { http: '80', https: '443' };

/** Addresses a server listens on that no browser can be sent to. */
const UNSPECIFIED = new Set(['0.0.0.0', '::', '[::]']);

/**
 * `boundPort`: the port the server really listens on. It differs from `config.port` only for PORT=0 (the
 * kernel picks one: tests and benchmarks), where the listening address and the default ALLOWED_HOSTS take it.
 */
export function createOriginResolver(
  config: Pick<Config, 'publicOrigin' | 'allowedHosts' | 'host' | 'port'>,
  boundPort: () => number = () => config.port,
): OriginOf {
  if (config.publicOrigin) {
    const fixed = config.publicOrigin;
    return () => fixed;
  }
  let port = -1;
  let allowed = new Set<string>();
  let listening = '';
  const settle = () => {
    const now = config.port || boundPort();
    if (now === port) return;
    port = now;
    // With PORT=0 the default entries name port 0, which no request can carry: they mean the bound port.
    allowed = new Set(config.port === 0 ? config.allowedHosts.map((h) => h.replace(/:0$/, `:${now}`)) : config.allowedHosts);
    listening = new URL(`http://${UNSPECIFIED.has(config.host) ? 'localhost' : urlHost(config.host)}:${now}`).origin;
  };
  const origins = new Map<string, string>();
  return (req) => {
    settle();
    const protocol = req.protocol === 'https' ? 'https' : 'http';
    const host = req.host.toLowerCase();
    if (!HOST_HEADER.test(host)) return listening;
    // "example.com" and "example.com:80" are the same host over http.
    const withPort = /:\d+$/.test(host) ? host : `${host}:${DEFAULT_PORT[protocol]}`;
    if (!allowed.has(host) && !allowed.has(withPort)) return listening;
    const key = `${protocol}://${host}`;
    let origin = origins.get(key);
    if (origin === undefined) origins.set(key, (origin = new URL(key).origin)); // no default port
    return origin;
  };
}

/**
 * What the start says about absolute URLs: one warning for a production start (NODE_ENV=production) without
 * PUBLIC_ORIGIN, since behind a proxy or a CDN the pages would then name the wrong address; an info line
 * otherwise; nothing when PUBLIC_ORIGIN is set.
 */
export function originStartupNote(
  config: Pick<Config, 'publicOrigin' | 'allowedHosts'>,
  nodeEnv: string | undefined,
): { level: 'warn' | 'info'; message: string } | null {
  if (config.publicOrigin) return null;
  const message = `PUBLIC_ORIGIN is not set: absolute URLs (canonical, Open Graph, sitemap) use the request's Host when it is one of ALLOWED_HOSTS (${config.allowedHosts.join(', ')}), else the listening address`;
  return { level: nodeEnv === 'production' ? 'warn' : 'info', message };
}
