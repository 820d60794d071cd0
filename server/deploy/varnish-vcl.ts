// The VCL of the shared cache in front of several instances (issue 21): varnish.vcl.template beside this file
// with the backends, their directors, the purge ACL and the purge token filled in. The template's header says
// what the VCL does; docs/testing.md how test/cluster proves it. For operators:
//   npx tsx server/deploy/varnish-vcl.ts --backend 10.0.0.11:8080 --backend 10.0.0.12:8080 --purge-token "$CACHE_PURGE_TOKEN" [--purge-acl 10.0.0.11 ...] [--probe-url /health/ready]
// The purge ACL lists the instances, never a load balancer (behind one, every visitor's client.ip is the
// balancer's). With a token the output holds a secret: keep the file private (mode 0600).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface VclBackend {
  host: string;
  port: number;
}

export interface VclOptions {
  /** The instances, in rotation order; at least one. A host name is resolved once, when Varnish loads the VCL. */
  backends: VclBackend[];
  /**
   * Addresses or CIDR ranges allowed to PURGE: the instances only. Default: loopback (127.0.0.1, ::1) and every
   * backend given as an IP address (a backend given by host name is not added: list its address here).
   */
  purgeAcl?: string[];
  /**
   * CACHE_PURGE_TOKEN of the instances: when given, a PURGE must also carry `X-Purge-Token: <token>` (403
   * otherwise). 16 to 256 of [A-Za-z0-9._~-].
   */
  purgeToken?: string;
  /** The readiness URL Varnish probes on each instance every second; default /health/ready. */
  probeUrl?: string;
}

/** Always in the default purge ACL, besides the backends' addresses. */
export const LOOPBACK_PURGE_ACL = ['127.0.0.1', '::1'];
/** What CACHE_PURGE_TOKEN may be (server/cache/settings.ts checks the same). */
export const PURGE_TOKEN_PATTERN = /^[A-Za-z0-9._~-]{16,256}$/;
export const DEFAULT_PROBE_URL = '/health/ready';
export const TEMPLATE_PATH = path.join(__dirname, 'varnish.vcl.template');

export class VclOptionsError extends Error {}

const HOST_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}))*$/;

function checkBackend({ host, port }: VclBackend): void {
  if (net.isIP(host) === 0 && !HOST_NAME.test(host)) throw new VclOptionsError(`backend host is not an address or host name: "${host}"`);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new VclOptionsError(`backend port must be 1 to 65535, got ${port}`);
}

/** An ACL line: `"10.0.0.0"/24;` for a range, `"127.0.0.1";` for one address. */
function aclEntry(entry: string): string {
  const [address = '', bits, ...rest] = entry.trim().split('/');
  const family = net.isIP(address);
  const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  if (family === 0 || rest.length > 0 || !bitsOk) throw new VclOptionsError(`purge ACL entries are addresses or CIDR ranges, got "${entry}"`);
  return `    "${address}"${bits === undefined ? '' : `/${bits}`};`;
}

/** The default purge ACL: loopback and every backend given as an IP address, each once. */
export function defaultPurgeAcl(backends: readonly VclBackend[]): string[] {
  const ips = backends.map((b) => b.host).filter((host) => net.isIP(host) !== 0);
  return [...new Set([...LOOPBACK_PURGE_ACL, ...ips])];
}

/** The token check of the PURGE branch (nothing without a token). */
function purgeTokenCheck(token: string | undefined): string {
  if (token === undefined) return '        # No purge token (--purge-token): the ACL alone decides.';
  if (!PURGE_TOKEN_PATTERN.test(token)) throw new VclOptionsError('the purge token must be 16 to 256 letters, digits or . _ ~ -');
  return [
    '        # The instances send CACHE_PURGE_TOKEN with every purge.',
    `        if (req.http.X-Purge-Token != "${token}") {`,
    '            return (synth(403, "Forbidden"));',
    '        }',
  ].join('\n');
}

/** The VCL name of the backend at this index of `backends`: instance1, instance2, ... */
export const backendName = (index: number): string => `instance${index + 1}`;

/** The VCL text for these instances. */
export function varnishVcl({ backends, purgeAcl = defaultPurgeAcl(backends), purgeToken, probeUrl = DEFAULT_PROBE_URL }: VclOptions): string {
  if (backends.length === 0) throw new VclOptionsError('at least one backend is needed');
  backends.forEach(checkBackend);
  if (purgeAcl.length === 0) throw new VclOptionsError('the purge ACL needs at least one entry');
  if (!/^\/[A-Za-z0-9/._~-]*$/.test(probeUrl)) throw new VclOptionsError(`the probe URL must be a path, got "${probeUrl}"`);
  const names = backends.map((_, i) => backendName(i));
  const backendBlocks = backends
    .map(
      (b, i) =>
        `backend ${names[i]} {\n    .host = "${b.host}";\n    .port = "${b.port}";\n    .probe = ready;\n    .connect_timeout = 1s;\n}`,
    )
    .join('\n\n');
  const directorAdds = names.map((n) => `    instances.add_backend(${n});`).join('\n');
  // For each instance, a director of the others: where a failed GET's retry goes. With one instance, itself.
  const retryDirectors = names
    .map((n) => {
      const others = names.length > 1 ? names.filter((o) => o !== n) : [n];
      return [`    new not_${n} = directors.round_robin();`, ...others.map((o) => `    not_${n}.add_backend(${o});`)].join('\n');
    })
    .join('\n');
  const retryChoice = [
    '    if (bereq.retries > 0) {',
    names.map((n, i) => `        ${i === 0 ? 'if' : '} elsif'} (bereq.http.X-Retry-Avoid == "${n}") {\n            set bereq.backend = not_${n}.backend();`).join('\n'),
    '        }',
    '    }',
    '    unset bereq.http.X-Retry-Avoid;',
  ].join('\n');
  const fill: Record<string, string> = {
    probeUrl,
    backends: backendBlocks,
    purgeAcl: purgeAcl.map(aclEntry).join('\n'),
    purgeTokenCheck: purgeTokenCheck(purgeToken),
    directorAdds,
    retryDirectors,
    retryChoice,
  };
  return fs.readFileSync(TEMPLATE_PATH, 'utf8').replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    const value = fill[key];
    if (value === undefined) throw new Error(`varnish.vcl.template has an unknown placeholder ${whole}`);
    return value;
  });
}

/** `host:port` (IPv6 in brackets: `[::1]:8080`). */
export function parseBackend(text: string): VclBackend {
  const m = /^(?:\[([0-9A-Fa-f:.]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(text.trim());
  if (!m) throw new VclOptionsError(`--backend takes host:port, got "${text}"`);
  return { host: m[1] ?? m[2] ?? '', port: Number(m[3]) };
}

function cli(argv: string[]): void {
  const backends: VclBackend[] = [];
  const purgeAcl: string[] = [];
  let probeUrl: string | undefined;
  let purgeToken: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === '--help' || flag === '-h') {
      console.log(
        'usage: tsx server/deploy/varnish-vcl.ts --backend host:port [--backend host:port ...] [--purge-token token] [--purge-acl address[/bits] ...] [--probe-url /health/ready]',
      );
      return;
    }
    if (value === undefined || !['--backend', '--purge-acl', '--purge-token', '--probe-url'].includes(flag ?? '')) {
      throw new VclOptionsError(`unknown or incomplete argument "${flag}" (see --help)`);
    }
    if (flag === '--backend') backends.push(parseBackend(value));
    else if (flag === '--purge-acl') purgeAcl.push(value);
    else if (flag === '--purge-token') purgeToken = value;
    else probeUrl = value;
    i++;
  }
  process.stdout.write(
    varnishVcl({ backends, ...(purgeAcl.length > 0 ? { purgeAcl } : {}), ...(purgeToken === undefined ? {} : { purgeToken }), ...(probeUrl ? { probeUrl } : {}) }),
  );
}

if (require.main === module) {
  try {
    cli(process.argv.slice(2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(2);
  }
}
