// Validated configuration from the environment. No configuration at all must work; a bad value stops the
// start with a message naming the variable.
import net from 'node:net';
import path from 'node:path';
import { ContentConfigError, loadContentConfig, type ContentConfig } from './content/config';
import { DEFAULT_RETENTION, type RetentionSettings } from './leads/retention';
import { loadSharedCacheSettings, SharedCacheConfigError, type SharedCacheSettings } from './cache/settings';

export interface Config {
  port: number;
  host: string;
  /** PGlite's data folder; used when databaseUrl is not set. */
  dataDir: string;
  databaseUrl: string | null;
  brandName: string;
  mapboxToken: string | null;
  /** Mapbox style of the dealer map (MAPBOX_STYLE); absent: the SPA's default streets style. */
  mapboxStyle?: string;
  smtpUrl: string | null;
  /** The built SPA (webpack output). */
  staticDir: string;
  /** SSR_DIR: the server-rendering bundle of the same build (default: `server` beside STATIC_DIR). */
  ssrDir: string;
  /** PUBLIC_ORIGIN: scheme, host and port of the public site (canonical URLs); null: see allowedHosts. */
  publicOrigin: string | null;
  /**
   * ALLOWED_HOSTS: without PUBLIC_ORIGIN, the Host headers (lower case, `name` or `name:port`) whose own address
   * may appear in absolute URLs; any other Host gets the listening address. Default: the listening address,
   * localhost and 127.0.0.1, with the port.
   */
  allowedHosts: string[];
  /** Base address the SPA prefixes to content media urls (SPEC §7); '' means this server. */
  mediaBaseUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** EMTRACK_LOGIN_URL: sign-in page of the external EMTrack application (the Log In links); https only. */
  emtrackLoginUrl: string;
  /** PRIVACY_POLICY_URL: the brand's privacy policy (footer and form links); https only. */
  privacyPolicyUrl: string;
  /** LEGAL_NOTICE_URL: the brand's legal notice (footer and form links); https only. */
  legalNoticeUrl: string;
  /** REQUEST_TIMEOUT_MS: a request must arrive whole (headers and body) within this, and an idle socket closes. */
  requestTimeoutMs: number;
  /**
   * TRUST_PROXY: which proxies' X-Forwarded-For/-Proto/-Host headers count (the client address for rate
   * limits, https for HSTS and canonical URLs): false (default), true (any peer), or addresses/CIDR ranges.
   */
  trustProxy: boolean | string[];
  /** The content service: built-in, or a Strapi (CONTENT_API_URL and friends: server/content/config.ts). */
  content: ContentConfig;
  /** LEAD_RETENTION_DAYS, LEAD_CLIENT_ADDRESS_DAYS: how long leads and their client addresses are kept (docs/privacy.md). */
  leadRetention: RetentionSettings;
  /** METRICS_TOKEN: the Bearer token /metrics asks for; absent: only a loopback caller through no proxy (plugins/metrics.ts). */
  metricsToken?: string;
  /** DRAIN_SECONDS: after SIGTERM, how long readiness answers 503 while requests are still served; absent: DEFAULT_DRAIN_SECONDS. */
  drainSeconds?: number;
  /** SHARED_CACHE_MAX_AGE, SHARED_CACHE_STALE_SECONDS, CACHE_PURGE_URL, DATABASE_LISTEN_URL (server/cache/settings.ts). */
  sharedCache: SharedCacheSettings;
}

export class ConfigError extends Error {}

/** Where Log In goes when EMTRACK_LOGIN_URL is not set (the SPA's config-slice keeps the same default). */
export const DEFAULT_EMTRACK_LOGIN_URL = 'https://emtrack.example.com/login';
/** The legal links' addresses when PRIVACY_POLICY_URL / LEGAL_NOTICE_URL are not set (the SPA keeps the same). */
export const DEFAULT_PRIVACY_POLICY_URL = 'https://www.example.com/privacy';
export const DEFAULT_LEGAL_NOTICE_URL = 'https://www.example.com/legal';

/** Seconds a load balancer gets to see the 503 of /health/ready before the listener closes (server.ts). */
export const DEFAULT_DRAIN_SECONDS = 5;

type Env = Record<string, string | undefined>;

const LOG_LEVELS: Config['logLevel'][] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function nonEmpty(env: Env, name: string): string | null {
  const v = env[name];
  return v === undefined || v.trim() === '' ? null : v.trim();
}

function parsePort(raw: string | null): number {
  if (raw === null) return 8080;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535, got "${raw}"`);
  }
  return Number(raw);
}

function parseDays(name: string, raw: string | null, fallback: number): number {
  if (raw === null) return fallback;
  if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1 || Number(raw) > 36_500) {
    throw new ConfigError(`${name} must be a whole number of days from 1 to 36500, got "${raw}"`);
  }
  return Number(raw);
}

function parseRetention(env: Env): RetentionSettings {
  const leadDays = parseDays('LEAD_RETENTION_DAYS', nonEmpty(env, 'LEAD_RETENTION_DAYS'), DEFAULT_RETENTION.leadDays);
  // Unset, it is 30 days, or the leads' own time when that is shorter.
  const clientAddressDays = parseDays('LEAD_CLIENT_ADDRESS_DAYS', nonEmpty(env, 'LEAD_CLIENT_ADDRESS_DAYS'), Math.min(DEFAULT_RETENTION.clientAddressDays, leadDays));
  if (clientAddressDays > leadDays) {
    throw new ConfigError(`LEAD_CLIENT_ADDRESS_DAYS (${clientAddressDays}) must not be more than LEAD_RETENTION_DAYS (${leadDays}): a lead is deleted with its address`);
  }
  return { leadDays, clientAddressDays };
}

function parseDrainSeconds(raw: string | null): number | null {
  if (raw === null) return null;
  if (!/^\d{1,3}$/.test(raw) || Number(raw) > 120) throw new ConfigError(`DRAIN_SECONDS must be a whole number of seconds from 0 to 120, got "${raw}"`);
  return Number(raw);
}

/** A bearer token: long enough not to be guessed, and nothing a header value could not carry. */
function parseMetricsToken(raw: string | null): string | null {
  if (raw !== null && !/^[\x21-\x7e]{16,256}$/.test(raw)) {
    throw new ConfigError('METRICS_TOKEN must be 16 to 256 printable ASCII characters without spaces');
  }
  return raw;
}

function parseTimeout(raw: string | null): number {
  if (raw === null) return 30_000;
  if (!/^\d{1,7}$/.test(raw) || Number(raw) < 100 || Number(raw) > 600_000) {
    throw new ConfigError(`REQUEST_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000, got "${raw}"`);
  }
  return Number(raw);
}

/** A host name, an IPv4 address or a bracketed IPv6 address, with an optional port: what a Host header holds. */
export const HOST_HEADER = /^(?:[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/** HOST as it appears in a URL: IPv6 in brackets. */
export const urlHost = (host: string): string => (host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);

function parseAllowedHosts(raw: string | null, host: string, port: number): string[] {
  if (raw === null) return [...new Set([`${urlHost(host)}:${port}`, `localhost:${port}`, `127.0.0.1:${port}`].map((h) => h.toLowerCase()))];
  const entries = raw.split(',').map((e) => e.trim().toLowerCase());
  const bad = entries.find((e) => !HOST_HEADER.test(e));
  if (bad !== undefined) throw new ConfigError(`ALLOWED_HOSTS must be a comma-separated list of host names with optional ports, got "${bad}"`);
  return entries;
}

function parseUrl(name: string, raw: string | null, protocols: string[]): string | null {
  if (raw === null) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} is not a valid URL`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [ip = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(ip);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

function parseTrustProxy(raw: string | null): Config['trustProxy'] {
  if (raw === null || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  const entries = raw.split(',').map((e) => e.trim());
  if (entries.every(isProxyAddress)) return entries;
  throw new ConfigError(
    `TRUST_PROXY must be true, false or a comma-separated list of IP addresses, CIDR ranges, loopback, linklocal or uniquelocal; got "${raw}"`,
  );
}

export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const brandName = nonEmpty(env, 'BRAND_NAME') ?? 'Basalt';
  if (brandName.length > 40 || /[<>"]/.test(brandName)) {
    throw new ConfigError('BRAND_NAME must be at most 40 characters, without <, > or "');
  }
  const mapboxToken = nonEmpty(env, 'MAPBOX_TOKEN');
  if (mapboxToken !== null && !/^[A-Za-z0-9._-]{8,512}$/.test(mapboxToken)) {
    throw new ConfigError('MAPBOX_TOKEN has characters a Mapbox access token never has');
  }
  const mapboxStyle = nonEmpty(env, 'MAPBOX_STYLE');
  if (mapboxStyle !== null && !/^(mapbox:\/\/styles\/|https:\/\/)[^\s"<>]{1,300}$/.test(mapboxStyle)) {
    throw new ConfigError('MAPBOX_STYLE must be a mapbox://styles/... or https:// style URL');
  }
  const logLevel = (nonEmpty(env, 'LOG_LEVEL') ?? 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const host = nonEmpty(env, 'HOST') ?? '127.0.0.1';
  if (!/^[A-Za-z0-9.:[\]-]+$/.test(host)) throw new ConfigError(`HOST is not a host name or address: "${host}"`);
  const publicOrigin = parseUrl('PUBLIC_ORIGIN', nonEmpty(env, 'PUBLIC_ORIGIN'), ['http:', 'https:']);
  const origin = publicOrigin === null ? null : new URL(publicOrigin);
  if (origin && (origin.pathname !== '/' || origin.search || origin.hash || origin.username || origin.password)) {
    throw new ConfigError('PUBLIC_ORIGIN must be a scheme, host and optional port only, e.g. https://www.example.com');
  }
  const staticDir = path.resolve(cwd, nonEmpty(env, 'STATIC_DIR') ?? 'dist/public');
  const mediaBaseUrl = nonEmpty(env, 'MEDIA_BASE_URL') ?? '';
  if (mediaBaseUrl !== '') parseUrl('MEDIA_BASE_URL', mediaBaseUrl, ['http:', 'https:']);
  const port = parsePort(nonEmpty(env, 'PORT'));
  const metricsToken = parseMetricsToken(nonEmpty(env, 'METRICS_TOKEN'));
  const drainSeconds = parseDrainSeconds(nonEmpty(env, 'DRAIN_SECONDS'));
  return {
    port,
    host,
    dataDir: path.resolve(cwd, nonEmpty(env, 'DATA_DIR') ?? 'data'),
    databaseUrl: parseUrl('DATABASE_URL', nonEmpty(env, 'DATABASE_URL'), ['postgres:', 'postgresql:']),
    brandName,
    mapboxToken,
    ...(mapboxStyle === null ? {} : { mapboxStyle }),
    smtpUrl: parseUrl('SMTP_URL', nonEmpty(env, 'SMTP_URL'), ['smtp:', 'smtps:']),
    staticDir,
    ssrDir: path.resolve(cwd, nonEmpty(env, 'SSR_DIR') ?? path.join(path.dirname(staticDir), 'server')),
    publicOrigin: origin === null ? null : origin.origin,
    allowedHosts: parseAllowedHosts(nonEmpty(env, 'ALLOWED_HOSTS'), host, port),
    mediaBaseUrl: mediaBaseUrl.replace(/\/+$/, ''),
    logLevel,
    emtrackLoginUrl: parseUrl('EMTRACK_LOGIN_URL', nonEmpty(env, 'EMTRACK_LOGIN_URL'), ['https:']) ?? DEFAULT_EMTRACK_LOGIN_URL,
    privacyPolicyUrl: parseUrl('PRIVACY_POLICY_URL', nonEmpty(env, 'PRIVACY_POLICY_URL'), ['https:']) ?? DEFAULT_PRIVACY_POLICY_URL,
    legalNoticeUrl: parseUrl('LEGAL_NOTICE_URL', nonEmpty(env, 'LEGAL_NOTICE_URL'), ['https:']) ?? DEFAULT_LEGAL_NOTICE_URL,
    requestTimeoutMs: parseTimeout(nonEmpty(env, 'REQUEST_TIMEOUT_MS')),
    trustProxy: parseTrustProxy(nonEmpty(env, 'TRUST_PROXY')),
    content: contentConfig(env),
    leadRetention: parseRetention(env),
    ...(metricsToken === null ? {} : { metricsToken }),
    ...(drainSeconds === null ? {} : { drainSeconds }),
    sharedCache: sharedCacheSettings(env),
  };
}

function sharedCacheSettings(env: Env): SharedCacheSettings {
  try {
    return loadSharedCacheSettings(env);
  } catch (err) {
    throw err instanceof SharedCacheConfigError ? new ConfigError(err.message) : err;
  }
}

function contentConfig(env: Env): ContentConfig {
  try {
    return loadContentConfig(env);
  } catch (err) {
    throw err instanceof ContentConfigError ? new ConfigError(err.message) : err;
  }
}
