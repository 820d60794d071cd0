// Line images named by https URL in the exchange format (issue 18): fetched once at import and stored with the
// catalog like any other image (the site serves its own copy: the CSP keeps img-src 'self'). A URL becomes a
// stable local name, so importing the same sheet again is "no changes". Only https, no redirects, only hosts
// whose every address is public (no loopback, private, link-local or unique-local range: an import must not
// reach into the server's own network), at most MAX_IMAGE_BYTES, within FETCH_TIMEOUT_MS.
import crypto from 'node:crypto';
import dns from 'node:dns/promises';
import net from 'node:net';
import { MAX_IMAGE_BYTES } from './images';

export const FETCH_TIMEOUT_MS = 15_000;
const IMAGE_URL = /^https:\/\/[^\s]{1,2000}\.(svg|png|jpe?g|webp)(\?[^\s#]*)?$/i;

export const isImageUrl = (text: string) => IMAGE_URL.test(text);

/** `web-<16 hex of the URL's SHA-256>.<ext>`: the name the image is stored and exported under. */
export function localNameOf(url: string): string {
  const ext = IMAGE_URL.exec(url)![1]!.toLowerCase().replace('jpeg', 'jpg');
  return `web-${crypto.createHash('sha256').update(url).digest('hex').slice(0, 16)}.${ext}`;
}

const blocked = new net.BlockList();
for (const [net4, prefix] of [['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 3]] as const) {
  blocked.addSubnet(net4, prefix, 'ipv4');
}
for (const [net6, prefix] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8]] as const) blocked.addSubnet(net6, prefix, 'ipv6');

/** An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is checked as the IPv4 address it is. */
function isBlocked(address: string, family: number): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  return blocked.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export interface FetchDeps {
  lookup(host: string): Promise<{ address: string; family: number }[]>;
  fetch: typeof fetch;
}

const defaults: FetchDeps = { lookup: (host) => dns.lookup(host, { all: true }), fetch: (...args) => fetch(...args) };

/** The image's bytes, or why it cannot be had (the rest of a sentence that starts with the URL). */
export async function fetchImage(url: string, deps: FetchDeps = defaults): Promise<Uint8Array | string> {
  let host: string;
  try {
    host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return 'is not a valid URL';
  }
  let addresses: { address: string; family: number }[];
  try {
    addresses = net.isIP(host) ? [{ address: host, family: net.isIP(host) }] : await deps.lookup(host);
  } catch {
    return `names a host that does not resolve (${host})`;
  }
  if (addresses.length === 0 || addresses.some((a) => isBlocked(a.address, a.family))) {
    return `names a host on a private or local network (${host}): only public https addresses are fetched`;
  }
  let res: Response;
  try {
    res = await deps.fetch(url, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch {
    return 'could not be fetched (no answer, a redirect, or a timeout)';
  }
  if (res.status !== 200) return `answered ${res.status}`;
  if (Number(res.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES) return `is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > MAX_IMAGE_BYTES) {
      await reader.cancel();
      return `is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
