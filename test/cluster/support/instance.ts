// One site instance of the cluster harness (cluster.ts) as a real process: `node --import tsx server/server.ts`
// (not the tsx CLI, whose own process would survive a SIGKILL sent to it), with test/support/report-port.ts
// preloaded to report the port it bound, as test/support/server-process.ts does.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ListeningMessage } from '../../support/report-port';

const root = path.resolve(__dirname, '../../..');
const REPORT_PORT = pathToFileURL(path.join(root, 'test/support/report-port.ts')).href;

/** What the harness waits for before a started instance counts as up, and what Varnish probes. */
export const READY_PATH = '/health/ready';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface InstanceProcess {
  child: ChildProcess;
  port: number;
  /** Resolves when the process has exited. */
  exited: Promise<Exit>;
}

/** The port was taken (by another process, between an instance's exit and its restart on that port). */
export class PortTaken extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `server/server.ts` on `port` (0: the kernel picks one) with `env`, its output appended to `logFile`;
 * resolves once it listens and answers READY_PATH with 200.
 */
export async function spawnInstance(port: number, env: Record<string, string>, logFile: string): Promise<InstanceProcess> {
  fs.appendFileSync(logFile, `\n==== start on port ${port} at ${new Date().toISOString()}\n`);
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', REPORT_PORT, 'server/server.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', out, out, 'ipc'],
  });
  fs.closeSync(out);
  const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let gone: Exit | null = null;
  void exited.then((exit) => (gone = exit));
  const failed = (why: string): Error => {
    const log = fs.readFileSync(logFile, 'utf8');
    const tail = log.slice(log.lastIndexOf('\n==== start'));
    if (/EADDRINUSE/.test(tail)) return new PortTaken(`port ${port} is taken`);
    return new Error(`the instance ${why}; its log:\n${tail}`);
  };

  // The port it bound, reported over IPC; it listens only after migrating and seeding.
  const bound = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(failed('did not listen within 120 s'));
    }, 120_000);
    void exited.then((exit) => {
      clearTimeout(timer);
      reject(failed(`exited (${exit.signal ?? `code ${exit.code}`}) before it listened`));
    });
    child.on('message', (message: Partial<ListeningMessage>) => {
      if (typeof message.listening !== 'number') return;
      clearTimeout(timer);
      // The channel would keep the test's process alive.
      child.disconnect();
      resolve(message.listening);
    });
  });

  // Ready: what Varnish's probe asks (a hang guard only; the server is normally ready once it listens).
  const since = Date.now();
  for (;;) {
    if (gone !== null) throw failed('exited before it was ready');
    const status = await fetch(`http://127.0.0.1:${bound}${READY_PATH}`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() - since > 60_000) {
      child.kill('SIGKILL');
      throw failed(`did not answer ${READY_PATH} with 200 within 60 s (last: ${status})`);
    }
    await sleep(100);
  }
  return { child, port: bound, exited };
}
