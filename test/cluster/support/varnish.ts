// One varnishd of the cluster harness (cluster.ts): started with no VCL of its own (`-b none`) on a port the
// kernel picks, then given the generated VCL through its management CLI (varnishadm) once the instances'
// ports are known. The CLI also reports the backends' probe states, loads VCL variants, and its log
// (varnishlog) says which instance served a request.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const VARNISHD = process.env.VARNISHD ?? (fs.existsSync('/usr/sbin/varnishd') ? '/usr/sbin/varnishd' : 'varnishd');

export type ProbeState = 'healthy' | 'sick';

export interface Varnishd {
  /** http://127.0.0.1:<port>, the cache's listening address. */
  url: string;
  child: ChildProcess;
  /** Runs a varnishadm command; rejects with its output when it fails. */
  adm(...args: string[]): Promise<string>;
  /** Probe state of every backend of a loaded VCL, by backend name (instance1, ...). */
  probes(vcl: string): Promise<Record<string, ProbeState>>;
  /** Resolves once the backend's probe state in that VCL is `state` (polled every 100 ms). */
  waitProbe(vcl: string, backend: string, state: ProbeState, hangGuardMs?: number): Promise<void>;
  /** Compiles and warms a VCL file under this name (its probes start); `use` makes it serve requests. */
  load(vcl: string, file: string): Promise<void>;
  use(vcl: string): Promise<void>;
  discard(vcl: string): Promise<void>;
  /**
   * The backend (instance1, ...) of each backend fetch whose request carried `X-Test-Id: <id>` with an id
   * starting with `prefix`, from the shared-memory log (varnishlog -d), as [id, backend] pairs.
   */
  backendsOf(prefix: string): Promise<[string, string][]>;
  /** The header names (lower case) of every backend fetch whose request carried `X-Test-Id: <testId>`, from varnishlog. */
  backendHeaders(testId: string): Promise<string[]>;
  log(): string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts varnishd in `workRoot` (its working folder and log go there). */
export async function startVarnishd(workRoot: string): Promise<Varnishd> {
  const workdir = path.join(workRoot, 'varnish');
  const logFile = path.join(workRoot, 'varnishd.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(
    VARNISHD,
    [
      '-F',
      '-n', workdir,
      // Ports from the kernel: the harness reads them back from the CLI.
      '-a', '127.0.0.1:0',
      '-T', '127.0.0.1:0',
      // No VCL yet: the instances' ports are not known. The generated one is loaded over the CLI.
      '-b', 'none',
      '-s', 'malloc,64m',
      // Under the instances' keep-alive (REQUEST_TIMEOUT_MS, 30 s), as the template's header asks.
      '-p', 'backend_idle_timeout=20',
      '-p', 'thread_pools=1',
      '-p', 'thread_pool_min=10',
      '-p', 'vsl_space=16M',
    ],
    { stdio: ['ignore', out, out] },
  );
  fs.closeSync(out);
  let exited: string | null = null;
  const exitPromise = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = signal ?? `code ${code}`;
      resolve();
    }),
  );
  const spawnFailed = new Promise<never>((_, reject) => child.once('error', reject));
  void spawnFailed.catch(() => undefined);

  const adm = async (...args: string[]): Promise<string> => {
    try {
      const { stdout } = await run('varnishadm', ['-n', workdir, ...args], { timeout: 30_000 });
      return stdout;
    } catch (err) {
      const e = err as { stdout?: string; stderr?: string; message: string };
      throw new Error(`varnishadm ${args.join(' ')} failed: ${e.stdout ?? ''}${e.stderr ?? ''}${e.message}`);
    }
  };
  const log = () => (fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8') : '');

  // The manager answers on its CLI once it runs its cache process (it offers no other signal).
  const started = Date.now();
  for (;;) {
    if (exited !== null) throw new Error(`varnishd exited (${exited}) before it ran:\n${log()}`);
    const status = await adm('status').catch(() => '');
    if (status.includes('running')) break;
    if (Date.now() - started > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`varnishd did not run within 60 s:\n${log()}`);
    }
    await Promise.race([sleep(100), spawnFailed]);
  }
  // "a0 127.0.0.1 34567"
  const listen = /\S+\s+(\S+)\s+(\d+)/.exec(await adm('debug.listen_address'));
  if (!listen) throw new Error('varnishd did not say where it listens');
  const url = `http://${listen[1]}:${listen[2]}`;
  // "Master: 123\nWorker: 456": the cache process, to end it too should the manager not stop.
  const worker = /Worker:\s*(\d+)/.exec(await adm('pid').catch(() => ''));
  const workerPid = worker ? Number(worker[1]) : null;

  const probes = async (vcl: string): Promise<Record<string, ProbeState>> => {
    const text = await adm('backend.list', '-j', `${vcl}.*`);
    // [version, argv, time, { "vcl.name": { probe_message: [good, window, "healthy"|"sick"], ... } }]
    const parsed = JSON.parse(text) as [number, string[], number, Record<string, { probe_message?: unknown }>];
    const states: Record<string, ProbeState> = {};
    for (const [name, info] of Object.entries(parsed[3] ?? {})) {
      const message = info.probe_message;
      const state = Array.isArray(message) ? message[2] : message;
      states[name.slice(vcl.length + 1)] = state === 'healthy' ? 'healthy' : 'sick';
    }
    return states;
  };

  return {
    url,
    child,
    adm,
    probes,
    async waitProbe(vcl, backend, state, hangGuardMs = 60_000) {
      const since = Date.now();
      let last: ProbeState | undefined;
      for (;;) {
        last = (await probes(vcl))[backend];
        if (last === state) return;
        if (Date.now() - since > hangGuardMs) throw new Error(`${vcl}.${backend} was still ${last ?? 'unknown'} after ${hangGuardMs} ms, never ${state}`);
        await sleep(100);
      }
    },
    async load(vcl, file) {
      await adm('vcl.load', vcl, file);
    },
    async use(vcl) {
      await adm('vcl.use', vcl);
    },
    async discard(vcl) {
      await adm('vcl.discard', vcl);
    },
    async backendsOf(prefix) {
      // Backend transactions (-b), one block per fetch: its X-Test-Id and the connection it used.
      const { stdout } = await run(
        'varnishlog',
        ['-n', workdir, '-d', '-b', '-g', 'vxid', '-i', 'BereqHeader,BackendOpen', '-q', `BereqHeader:X-Test-Id ~ "^${prefix}"`],
        { timeout: 30_000, maxBuffer: 64 * 1024 * 1024 },
      );
      const pairs: [string, string][] = [];
      for (const block of stdout.split(/\n\s*\n/)) {
        const id = /BereqHeader\s+X-Test-Id: (\S+)/i.exec(block)?.[1];
        const backend = /BackendOpen\s+\d+\s+(\S+)/.exec(block)?.[1];
        if (id && backend) pairs.push([id, backend]);
      }
      return pairs;
    },
    async backendHeaders(testId) {
      const { stdout } = await run(
        'varnishlog',
        ['-n', workdir, '-d', '-b', '-g', 'vxid', '-i', 'BereqHeader', '-q', `BereqHeader:X-Test-Id eq "${testId}"`],
        { timeout: 30_000, maxBuffer: 64 * 1024 * 1024 },
      );
      const names = [...stdout.matchAll(/BereqHeader\s+([^:\s]+):/g)].map((m) => m[1]!.toLowerCase());
      return [...new Set(names)];
    },
    log,
    async stop() {
      if (exited === null) {
        // The manager stops its cache process on SIGTERM; SIGKILL would leave that one running.
        child.kill('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), 15_000)));
        const outcome = await Promise.race([exitPromise.then(() => 'gone' as const), late]);
        clearTimeout(timer);
        if (outcome === 'late') {
          child.kill('SIGKILL');
          if (workerPid !== null) {
            try {
              process.kill(workerPid, 'SIGKILL');
            } catch {
              // already gone
            }
          }
          await exitPromise;
        }
      }
    },
  };
}
