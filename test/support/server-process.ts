// Starts the real server as a child process on a port of its own with a fresh PGlite folder (browser tests,
// durability tests and benchmarks). The first start migrates and seeds the sample catalog.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ListeningMessage } from './report-port';

const root = path.resolve(__dirname, '../..');
const REPORT_PORT = pathToFileURL(path.join(__dirname, 'report-port.ts')).href;

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * The port the child listens on, as it reports it (report-port.ts) once bound; rejects if it exits first.
 * The server binds PORT=0: a port chosen here and bound by the child seconds later could be taken meanwhile.
 */
function listeningPort(child: ChildProcess, giveUpMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${signal ?? `code ${code}`}) before it listened`));
    };
    // Only turns a hang into a clear failure (a start takes seconds, more on a busy machine).
    const timer = setTimeout(() => reject(new Error(`the server did not listen within ${giveUpMs} ms`)), giveUpMs);
    child.once('exit', onExit);
    child.on('message', (message: Partial<ListeningMessage>) => {
      if (typeof message.listening !== 'number') return;
      clearTimeout(timer);
      child.off('exit', onExit);
      // The IPC channel would keep this process alive (browser tests unref the child and leave it running).
      child.disconnect();
      resolve(message.listening);
    });
  });
}

/**
 * `options.root`: the checkout whose server is started (default: this one), so a bench can measure another
 * build (a baseline) with its own code, data and dist/.
 */
export async function startServerProcess(env: Record<string, string> = {}, options: { root?: string } = {}): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-srv-'));
  const logFile = path.join(dataDir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  // `node --import tsx`, not the tsx CLI: the CLI runs the server in a child process of its own, so a
  // SIGKILL sent to `child` would leave the real server running (it relays only catchable signals).
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', REPORT_PORT, 'server/server.ts'], {
    cwd: options.root === undefined ? root : path.resolve(options.root),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'db'),
      LOG_LEVEL: 'warn',
      // No load balancer to wait for: SIGTERM closes at once (stop() gives up after 5 s).
      DRAIN_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', out, out, 'ipc'],
  });
  let baseUrl = '';
  try {
    baseUrl = `http://127.0.0.1:${await listeningPort(child, 120_000)}`;
    const health = await fetch(`${baseUrl}/website/health`);
    if (!health.ok) throw new Error(`the server answered its health check with ${health.status}`);
  } catch (err) {
    child.kill('SIGKILL');
    console.error(fs.readFileSync(logFile, 'utf8'));
    throw err;
  }
  return {
    baseUrl,
    child,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 5000)))]);
        clearTimeout(timer);
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
