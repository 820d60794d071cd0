// A brand-new PostgreSQL cluster for one test (issue 21: a backup restored into a new cluster), made as
// .ci/with-postgres.sh makes the suite's: Debian's binaries of the highest /usr/lib/postgresql/<version>/bin,
// initdb with trust authentication, pg_ctl start on a random port (PostgreSQL cannot take port 0: random ports
// are tried until a start succeeds), its socket in its own temp folder, fsync off. As root, the binaries run as
// the postgres user, who owns the folder.
//
//   const pg = await startNewPostgres('site');   // ~2 s: initdb, start, create database site
//   pg.url                                       // postgres://postgres@127.0.0.1:<port>/site
//   await pg.stop();                             // pg_ctl -m immediate stop, and the folder removed
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export interface NewPostgres {
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  readonly url: string;
  readonly port: number;
  /** The cluster's folder (data/, log, the socket). */
  readonly dir: string;
  /** Stops the server at once (pg_ctl -m immediate) and removes its folder; safe to call twice. */
  stop(): Promise<void>;
}

/** The newest Debian PostgreSQL's bin folder. */
export function postgresBin(): string {
  const base = '/usr/lib/postgresql';
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb'))) : [];
  if (versions.length === 0) throw new Error(`no PostgreSQL server binaries in ${base}/<version>/bin (apt-get install postgresql)`);
  const newest = versions.sort((a, b) => a.localeCompare(b, 'en', { numeric: true })).at(-1)!;
  return path.join(base, newest, 'bin');
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** Runs a command line as the postgres user (as root) or as ourselves; rejects with its output on failure. */
function runPg(command: string): Promise<void> {
  const [file, args] = asRoot ? ['su', ['postgres', '-s', '/bin/sh', '-c', command]] : ['/bin/sh', ['-c', command]];
  return new Promise((resolve, reject) => {
    execFile(file, args, { encoding: 'utf8' }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${command} failed: ${err.message}\n${stdout}${stderr}`));
      else resolve();
    });
  });
}

function runPgSync(command: string): void {
  if (asRoot) execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', command], { stdio: 'ignore' });
  else execFileSync('/bin/sh', ['-c', command], { stdio: 'ignore' });
}

/** Clusters still running, stopped should jest exit without stop(). */
const running = new Set<string>();
let exitHookSet = false;
function stopAllAtExit(bin: string): void {
  if (exitHookSet) return;
  exitHookSet = true;
  process.once('exit', () => {
    for (const dir of running) {
      try {
        runPgSync(`${quote(path.join(bin, 'pg_ctl'))} -D ${quote(path.join(dir, 'data'))} -m immediate stop`);
      } catch {
        // already gone
      }
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}

/** initdb, start on a random free port, and `create database <database>`. */
export async function startNewPostgres(database = 'site'): Promise<NewPostgres> {
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`not a plain database name: ${database}`);
  const bin = postgresBin();
  const pgCtl = quote(path.join(bin, 'pg_ctl'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-newpg-'));
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'log');
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  let started = false;
  const stop = async () => {
    if (started) {
      started = false;
      await runPg(`${pgCtl} -D ${quote(data)} -m immediate stop >/dev/null`).catch(() => undefined);
    }
    running.delete(dir);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await runPg(`${quote(path.join(bin, 'initdb'))} -D ${quote(data)} -U postgres -A trust -E UTF8 --no-sync >/dev/null`);
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = 20000 + Math.floor(Math.random() * 12000);
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
      try {
        await runPg(`${pgCtl} -D ${quote(data)} -o ${quote(options)} -l ${quote(log)} -w start >/dev/null`);
        break;
      } catch (err) {
        // Most likely the port was taken: another one, a few times.
        if (attempt === 10) throw new Error(`${err instanceof Error ? err.message : String(err)}\n${fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''}`);
      }
    }
    started = true;
    running.add(dir);
    stopAllAtExit(bin);
    const admin = new Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
    await admin.connect();
    try {
      await admin.query(`create database ${database}`);
    } finally {
      await admin.end();
    }
    return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, port, dir, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
