// The cluster harness (issue 21): several real site instances on one PostgreSQL behind a real Varnish, as in
// production. Run under `bash .ci/with-postgres.sh` (DATABASE_URL) with Debian's varnish installed and the site
// built; `npm run test:cluster` (test/cluster/jest.config.ts, one file at a time).
//
//   let cluster: Cluster;
//   beforeAll(async () => {
//     cluster = await startCluster();          // one cluster per test file: 10 s idle, 25 s on a busy machine
//   }, 180_000);
//   afterAll(() => cluster?.stop());
//
// startCluster({ instances = 2, env = {} }):
//   - creates a database of its own (basalt_cluster_<random>) on DATABASE_URL's server;
//   - starts varnishd (ports from the kernel), then the instances one after the other (the first migrates
//     and seeds, the next ones find it done), each `node --import tsx server/server.ts` on a port from the
//     kernel, with DATABASE_URL, LOG_LEVEL=warn, TRUST_PROXY=loopback (Varnish's X-Forwarded-For counts, so
//     a test chooses its client address by sending X-Forwarded-For), PUBLIC_ORIGIN=<varnishUrl> (pages name
//     the cache's address, the same on every instance), CACHE_PURGE_URL=<purgeUrl>,
//     CACHE_PURGE_TOKEN=<purgeToken>, SHARED_CACHE_MAX_AGE=4 and SHARED_CACHE_STALE_SECONDS=10 (CLUSTER_ENV),
//     then `env` over those;
//   - loads the VCL that server/deploy/varnish-vcl.ts generates for them (probe: READY_PATH; purgeToken: the
//     same random token) and waits until Varnish's probes see every instance healthy.
//
// The Cluster:
//   varnishUrl            http://127.0.0.1:<port>: what a visitor talks to
//   purgeUrl              `${varnishUrl}/`: where the instances send PURGE (the harness's CACHE_PURGE_URL)
//   purgeToken            the random CACHE_PURGE_TOKEN of this cluster: a test's own PURGE sends it as X-Purge-Token
//   databaseUrl           the cluster's own database (query it with `cluster.query`)
//   instances[i]          name (its VCL backend: instance1, ...), url (the instance itself, bypassing Varnish),
//                         port, child (the current process), exited (resolves when that process exits),
//                         kill(signal = 'SIGKILL') (resolves with the exit once it has exited),
//                         restart() (a new process on the same port, resolved once Varnish's probe sees it
//                         healthy; if the port was taken meanwhile, on a new port and a reloaded VCL), log()
//   probe(name)           'healthy' | 'sick', as Varnish sees that instance now
//   waitProbe(name, s)    resolves once Varnish sees the instance in state s
//   forceHealth(name, s)  overrides the probe ('healthy' | 'sick'), or gives the instance back to it ('auto')
//   backendsOf(prefix)    [X-Test-Id, instance name] of every backend fetch whose request carried an
//                         `X-Test-Id` header starting with prefix (from varnishlog): which instance served what
//   backendHeaders(id)    the header names (lower case) of the backend fetches whose X-Test-Id is id: what
//                         Varnish passed on to an instance
//   withVcl(opts, fn)     runs fn while Varnish serves a VCL generated with other options (e.g. a purge ACL
//                         without loopback; the cluster's purgeToken unless opts names one), then switches back
//   query(sql, params)    rows of a query on the cluster's database
//   logs()                varnishd's output and every instance's (their LOG_LEVEL is warn), for a failure message
//   stop()                kills the instances, stops varnishd, drops the database, removes the temp folder
//
// Request helpers (headers, lead submissions, client addresses): ./http.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { Client, type QueryResultRow } from 'pg';
import { backendName, varnishVcl, type VclOptions } from '../../../server/deploy/varnish-vcl';
import { withDatabaseName } from '../../server/support/pg-names';
import { PortTaken, READY_PATH, spawnInstance, type Exit, type InstanceProcess } from './instance';
import { startVarnishd, type ProbeState, type Varnishd } from './varnish';

export { READY_PATH };
export type { Exit, ProbeState };

/** The instances' environment besides their addresses (overridable with startCluster's `env`). */
export const CLUSTER_ENV: Readonly<Record<string, string>> = {
  LOG_LEVEL: 'warn',
  TRUST_PROXY: 'loopback',
  SHARED_CACHE_MAX_AGE: '4',
  SHARED_CACHE_STALE_SECONDS: '10',
};

export interface Instance {
  /** Its backend's name in the VCL: instance1, instance2, ... */
  readonly name: string;
  /** http://127.0.0.1:<port>: the instance itself, not through Varnish. */
  readonly url: string;
  readonly port: number;
  /** The current process (a new one after restart). */
  readonly child: ChildProcess;
  /** Resolves when the current process exits. */
  readonly exited: Promise<Exit>;
  /** Sends the signal to the current process; resolves with its exit. */
  kill(signal?: NodeJS.Signals): Promise<Exit>;
  /** Starts a new process (the old one must have exited); resolves once Varnish's probe sees it healthy. */
  restart(): Promise<void>;
  /** Everything the instance's processes printed so far. */
  log(): string;
}

export interface Cluster {
  varnishUrl: string;
  purgeUrl: string;
  purgeToken: string;
  databaseUrl: string;
  instances: Instance[];
  probe(name: string): Promise<ProbeState>;
  waitProbe(name: string, state: ProbeState): Promise<void>;
  forceHealth(name: string, state: ProbeState | 'auto'): Promise<void>;
  backendsOf(prefix: string): Promise<[string, string][]>;
  backendHeaders(testId: string): Promise<string[]>;
  withVcl<T>(options: Omit<VclOptions, 'backends'>, fn: () => Promise<T>): Promise<T>;
  query<T extends QueryResultRow>(text: string, params?: unknown[]): Promise<T[]>;
  /** varnishd's log and every instance's, for a failure message. */
  logs(): string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances?: number;
  env?: Record<string, string>;
}

/** Children of every cluster of this process, killed should jest exit without stop(). */
const everyChild = new Set<ChildProcess>();
let exitHookSet = false;
function track(child: ChildProcess): void {
  everyChild.add(child);
  child.once('exit', () => everyChild.delete(child));
  if (exitHookSet) return;
  exitHookSet = true;
  process.once('exit', () => {
    for (const c of everyChild) c.kill('SIGKILL');
  });
}

async function adminQuery(url: string, text: string): Promise<void> {
  const admin = new Client({ connectionString: withDatabaseName(url, 'postgres') });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** CLUSTER_TRACE=1: the start's steps and their times on stderr. */
const trace = (what: string, since: number) => {
  if (process.env.CLUSTER_TRACE) process.stderr.write(`cluster: ${what} after ${Date.now() - since} ms\n`);
};

export async function startCluster({ instances: count = 2, env = {} }: ClusterOptions = {}): Promise<Cluster> {
  const began = Date.now();
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is not set: run the cluster suite under `bash .ci/with-postgres.sh npm run test:cluster`');
  const staticIndex = path.resolve(__dirname, '../../../dist/public/index.html');
  if (!fs.existsSync(staticIndex)) throw new Error('the site is not built (dist/public/index.html): run `npm run build` first');

  const workRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-cluster-'));
  // Varnish compiles a VCL as its own user (varnish, when started as root): it must reach the VCL files.
  fs.chmodSync(workRoot, 0o711);
  const dbName = `basalt_cluster_${crypto.randomBytes(6).toString('hex')}`;
  // The instances' CACHE_PURGE_TOKEN and the VCL's purgeToken.
  const purgeToken = crypto.randomBytes(24).toString('base64url');
  const databaseUrl = withDatabaseName(serverUrl, dbName);
  let varnish: Varnishd | null = null;
  const procs: (InstanceProcess | null)[] = Array.from({ length: count }, () => null);
  const ports: number[] = [];
  let dbCreated = false;
  let vclCount = 0;
  let activeVcl = '';

  const logFileOf = (i: number) => path.join(workRoot, `${backendName(i)}.log`);
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  const logs = () =>
    [`---- varnishd\n${varnish?.log() ?? ''}`, ...procs.map((_, i) => `---- ${backendName(i)}\n${read(logFileOf(i))}`)].join('\n');

  const stop = async () => {
    await Promise.all(
      procs.map(async (p) => {
        if (p && p.child.exitCode === null && p.child.signalCode === null) {
          p.child.kill('SIGKILL');
          await p.exited;
        }
      }),
    );
    await varnish?.stop();
    if (dbCreated) await adminQuery(serverUrl, `drop database if exists ${dbName} with (force)`);
    fs.rmSync(workRoot, { recursive: true, force: true });
  };

  /** Generates, loads and (once every running instance is healthy in it) uses a VCL for the current ports. */
  const switchVcl = async (options: Omit<VclOptions, 'backends'> = {}): Promise<string> => {
    const v = varnish!;
    vclCount += 1;
    const name = `cluster${vclCount}`;
    const file = path.join(workRoot, `${name}.vcl`);
    const vcl = varnishVcl({ backends: ports.map((port) => ({ host: '127.0.0.1', port })), probeUrl: READY_PATH, purgeToken, ...options });
    // Readable by Varnish's compiler user (the token is this throw-away cluster's; operators keep theirs 0600).
    fs.writeFileSync(file, vcl, { mode: 0o644 });
    await v.load(name, file);
    // A new VCL's backends start sick until their first good probe: switch only once the running ones are in.
    await Promise.all(procs.map((p, i) => (p && p.child.exitCode === null ? v.waitProbe(name, backendName(i), 'healthy') : null)));
    await v.use(name);
    return name;
  };

  try {
    await adminQuery(serverUrl, `create database ${dbName}`);
    dbCreated = true;
    varnish = await startVarnishd(workRoot);
    track(varnish.child);
    trace('varnishd runs', began);
    const varnishUrl = varnish.url;
    const purgeUrl = `${varnishUrl}/`;
    const instanceEnv: Record<string, string> = {
      ...CLUSTER_ENV,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(workRoot, 'data'),
      PUBLIC_ORIGIN: varnishUrl,
      CACHE_PURGE_URL: purgeUrl,
      CACHE_PURGE_TOKEN: purgeToken,
      ...env,
    };
    const start = async (i: number, port: number): Promise<InstanceProcess> => {
      const proc = await spawnInstance(port, instanceEnv, logFileOf(i));
      track(proc.child);
      procs[i] = proc;
      ports[i] = proc.port;
      return proc;
    };
    // One after the other: the first migrates and seeds; the next ones find the database ready.
    for (let i = 0; i < count; i++) {
      await start(i, 0);
      trace(`${backendName(i)} is ready`, began);
    }
    activeVcl = await switchVcl();
    await varnish.discard('boot');
    trace('varnish sees every instance healthy', began);

    const instances: Instance[] = procs.map((_, i) => {
      const name = backendName(i);
      const current = () => procs[i]!;
      return {
        name,
        get url() {
          return `http://127.0.0.1:${ports[i]}`;
        },
        get port() {
          return ports[i]!;
        },
        get child() {
          return current().child;
        },
        get exited() {
          return current().exited;
        },
        kill(signal: NodeJS.Signals = 'SIGKILL') {
          current().child.kill(signal);
          return current().exited;
        },
        async restart() {
          const old = current();
          if (old.child.exitCode === null && old.child.signalCode === null) throw new Error(`${name} is still running: kill it first`);
          try {
            // As a service manager restarts it: same port, same VCL; Varnish's probe brings it back.
            await start(i, ports[i]!);
          } catch (err) {
            if (!(err instanceof PortTaken)) throw err;
            // Someone took the port meanwhile: a new one, and a VCL naming it.
            await start(i, 0);
            const previous = activeVcl;
            activeVcl = await switchVcl();
            await varnish!.discard(previous);
          }
          await varnish!.waitProbe(activeVcl, name, 'healthy');
        },
        log: () => read(logFileOf(i)),
      };
    });

    return {
      varnishUrl,
      purgeUrl,
      purgeToken,
      databaseUrl,
      instances,
      probe: async (name) => (await varnish!.probes(activeVcl))[name] ?? 'sick',
      waitProbe: (name, state) => varnish!.waitProbe(activeVcl, name, state),
      forceHealth: async (name, state) => {
        await varnish!.adm('backend.set_health', `${activeVcl}.${name}`, state);
      },
      backendsOf: (prefix) => varnish!.backendsOf(prefix),
      backendHeaders: (testId) => varnish!.backendHeaders(testId),
      async withVcl(options, fn) {
        const previous = activeVcl;
        const variant = await switchVcl(options);
        activeVcl = variant;
        try {
          return await fn();
        } finally {
          await varnish!.use(previous);
          activeVcl = previous;
          await varnish!.discard(variant);
        }
      },
      async query<T extends QueryResultRow>(text: string, params: unknown[] = []) {
        const client = new Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          return (await client.query<T>(text, params)).rows;
        } finally {
          await client.end();
        }
      },
      logs,
      stop,
    };
  } catch (err) {
    const detail = logs();
    await stop().catch(() => undefined);
    if (err instanceof Error) err.message += `\n${detail}`;
    throw err;
  }
}
