// Security headers (docs/security.md), compression and rate limiting. The CSP allows what the SPA really loads:
// its own scripts (nothing inline), Mapbox GL's blob: workers and Mapbox's hosts only when a token is set.
// Every answer gets the headers, cached and error answers (400, 404, 413, 429) included.
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config';
import { sharedRateLimitStore } from './rate-limit-store';
import { allowsGeolocation } from '../../src/lib/document-policy';

/**
 * Browser features no page of the site uses: denied to every document and to any frame in it. Only names
 * Chromium knows (an unknown one is a console warning on every page: test/e2e/csp.e2e.ts watches for it).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Permissions-Policy of an answer: geolocation for the dealer locator's documents only (allowsGeolocation). */
function permissionsPolicy(geolocation: boolean): string {
  return [geolocation ? 'geolocation=(self)' : 'geolocation=()', ...DENIED_FEATURES.map((f) => `${f}=()`)].join(', ');
}

export const HSTS = 'max-age=31536000; includeSubDomains';

export interface PolicyContext {
  /** The answer is a document the site itself frames (a PDF: the viewer's fallback frame, the print frame). */
  framedBySite: boolean;
  /** The request arrived over https (upgrade any stray http: subresource). */
  https: boolean;
  /** A page rendered for the CMS's preview: this origin (the CMS's) may frame it, besides the site. */
  framedByCms?: string | null;
}

/** Content-Security-Policy for `config`'s site, for one kind of answer. */
export function contentSecurityPolicy(
  config: Pick<Config, 'mapboxToken' | 'mapboxStyle' | 'mediaBaseUrl'>,
  { framedBySite, https, framedByCms = null }: PolicyContext,
): string {
  // Mapbox GL fetches styles, sprites and glyphs from api.mapbox.com, tiles from *.tiles.mapbox.com,
  // telemetry from events.mapbox.com; a custom https style (MAPBOX_STYLE) adds its own origin.
  const style = config.mapboxStyle?.startsWith('https://') ? [new URL(config.mapboxStyle).origin] : [];
  const mapbox = config.mapboxToken
    ? ['https://api.mapbox.com', 'https://events.mapbox.com', 'https://*.tiles.mapbox.com', ...style]
    : [];
  const media = config.mediaBaseUrl ? [config.mediaBaseUrl] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['base-uri', "'self'"],
    // No 'unsafe-inline', no hashes, no nonces: the pages carry no executable inline script (their JSON
    // blocks are type="application/json" and "application/ld+json").
    ['script-src', "'self'"],
    ['script-src-attr', "'none'"],
    // Server-rendered React markup has style="" attributes.
    ['style-src', "'self'", "'unsafe-inline'", ...mapbox],
    ['img-src', "'self'", 'data:', 'blob:', ...media, ...mapbox],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...mapbox],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'self'"],
    // Chromium shows a PDF through a plugin its document's object-src governs.
    ['object-src', framedBySite ? "'self'" : "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', ...(framedByCms ? ["'self'", framedByCms] : [framedBySite ? "'self'" : "'none'"])],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => d.join(' ')).join('; ');
}

/** Answers the site shows in a frame of its own pages. */
function framedBySite(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && /^application\/pdf\b/i.test(type);
}

function pathOf(req: FastifyRequest): string {
  const i = req.url.indexOf('?');
  return i === -1 ? req.url : req.url.slice(0, i);
}

/** The same on every answer (what helmet sends by default, minus what is set per answer below). */
const FIXED_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

declare module 'fastify' {
  interface FastifyReply {
    /**
     * The security headers of this answer (set on it too; lower-case names): one shared object per kind of
     * answer, so that the response cache can keep its hits' complete header sets prebuilt per kind.
     */
    securityHeaders: Readonly<Record<string, string>> | null;
    /** Set by the CMS preview's page (server/ssr/pages.ts): the CMS's admin may show it in its preview frame. */
    previewForCms: boolean;
  }
}

export interface AnswerKind {
  /** A document the site itself frames (a PDF). */
  framed: boolean;
  https: boolean;
  /** A document of the dealer locator (allowsGeolocation). */
  geolocation: boolean;
  /** A page rendered for the CMS's preview, which Strapi's admin shows in a frame. */
  cmsPreview?: boolean;
}

export interface SecurityHeaderSets {
  /** The headers of one kind of answer: one shared object per kind, lower-case names. */
  forAnswer(kind: AnswerKind): Readonly<Record<string, string>>;
}

/**
 * Every answer gets one of a few header sets (framed or not, https or not, geolocation or not): each is built
 * once. Made before the app, so that the answers Fastify's router and Node's HTTP parser send get them too.
 */
export function createSecurityHeaderSets(
  config: Pick<Config, 'mapboxToken' | 'mapboxStyle' | 'mediaBaseUrl'> & { content?: Pick<Config['content'], 'apiUrl'> },
): SecurityHeaderSets {
  const sets = new Map<string, Record<string, string>>();
  // The CMS's origin (its admin and its API share it): only a preview page may be framed by it.
  const cmsOrigin = config.content?.apiUrl ? new URL(config.content.apiUrl).origin : null;
  return {
    forAnswer({ framed, https, geolocation, cmsPreview = false }) {
      const framedByCms = cmsPreview ? cmsOrigin : null;
      const key = `${framed}:${https}:${geolocation}:${framedByCms}`;
      let set = sets.get(key);
      if (set === undefined) {
        const headers: Record<string, string> = {
          ...FIXED_HEADERS,
          'Content-Security-Policy': contentSecurityPolicy(config, { framedBySite: framed, https, framedByCms }),
          // X-Frame-Options cannot name another origin: a preview page leaves it to frame-ancestors.
          ...(framedByCms ? {} : { 'X-Frame-Options': framed ? 'SAMEORIGIN' : 'DENY' }),
          'Permissions-Policy': permissionsPolicy(geolocation),
          ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
        };
        // Lower-case names, as Fastify and Node keep them (the response cache writes hits with this object).
        set = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
        sets.set(key, set);
      }
      return set;
    },
  };
}

export async function registerSecurity(app: FastifyInstance, headerSets: SecurityHeaderSets): Promise<void> {
  app.decorateReply('securityHeaders', null);
  app.decorateReply('previewForCms', false);
  const setHeaders = (req: FastifyRequest, reply: FastifyReply) => {
    // https: a TLS socket, or X-Forwarded-Proto from a proxy TRUST_PROXY trusts (never over plain http).
    const https = req.protocol?.toLowerCase() === 'https';
    const set = headerSets.forAnswer({ framed: framedBySite(reply), https, geolocation: allowsGeolocation(pathOf(req)), cmsPreview: reply.previewForCms });
    // A set without X-Frame-Options (a preview page) must not keep the one the first hook set.
    if (!('x-frame-options' in set)) reply.removeHeader('x-frame-options');
    reply.headers(set);
    reply.securityHeaders = set;
  };
  // onRequest: cached API answers are written from the later onRequest hook of the response cache with the
  // headers set so far. onSend: answers sent before this hook ran (limits: 413, 408) and the content type,
  // known only now (a PDF may be framed by the site).
  app.addHook('onRequest', async (req, reply) => setHeaders(req, reply));
  app.addHook('onSend', async (req, reply, payload) => {
    setHeaders(req, reply);
    return payload;
  });
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // POST endpoints opt in with `config: { rateLimit: {...} }`. Counted in the database, shared by every instance
  // (rate-limit-store.ts; app.database is decorated before this runs); a failing count lets the request through.
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(app.database, app.log), skipOnError: true });
}
