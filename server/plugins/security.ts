// Security headers and compression. The CSP allows what the SPA really loads: its own scripts, the PDF
// worker (blob:), Mapbox's hosts only when a token is configured.
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  // Mapbox GL fetches styles, sprites and glyphs from api.mapbox.com, tiles from *.tiles.mapbox.com, telemetry
  // from events.mapbox.com; a custom https style (MAPBOX_STYLE) adds its own origin.
  const style = app.config.mapboxStyle?.startsWith('https://') ? [new URL(app.config.mapboxStyle).origin] : [];
  const mapbox = app.config.mapboxToken
    ? ['https://api.mapbox.com', 'https://events.mapbox.com', 'https://*.tiles.mapbox.com', ...style]
    : [];
  const media = app.config.mediaBaseUrl ? [app.config.mediaBaseUrl] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'", ...mapbox],
        imgSrc: ["'self'", 'data:', 'blob:', ...media, ...mapbox],
        connectSrc: ["'self'", ...mapbox],
        workerSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'"],
        objectSrc: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only makes sense behind TLS; the proxy in front sets it.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Permissions-Policy', 'camera=(), microphone=(), payment=(), geolocation=(self)');
  });
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // POST endpoints opt in with `config: { rateLimit: {...} }`.
  await app.register(rateLimit, { global: false });
}
