// Backup and restore of a PostgreSQL database (DATABASE_URL) with PostgreSQL's own tools: pg_dump's custom format,
// read back by pg_restore. The password goes to them in PGPASSWORD, never on a command line or in a message.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { NotASite, summarise, type Query, type Summary } from './backup-summary';

export type PgTool = 'pg_dump' | 'pg_restore';

/** `postgres://…` or `postgresql://…` */
export const isPostgresUrl = (value: string) => /^postgres(ql)?:\/\//i.test(value);

function versionOf(file: string): number[] | null {
  try {
    const out = execFileSync(file, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 });
    const match = /(\d+)(?:\.(\d+))?/.exec(out);
    return match ? [Number(match[1]), Number(match[2] ?? 0)] : null;
  } catch {
    return null;
  }
}

const newer = (a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]!;

/** The newest `tool` on PATH or in /usr/lib/postgresql/<version>/bin (Debian's clusters). */
export function findPgTool(tool: PgTool): string {
  const dirs = (process.env.PATH ?? '').split(path.delimiter).filter(Boolean);
  try {
    for (const v of fs.readdirSync('/usr/lib/postgresql')) dirs.push(path.join('/usr/lib/postgresql', v, 'bin'));
  } catch {
    // no Debian clusters
  }
  let best: { file: string; version: number[] } | null = null;
  for (const file of new Set(dirs.map((d) => path.join(d, tool)))) {
    if (!fs.existsSync(file)) continue;
    const version = versionOf(file);
    if (version && (!best || newer(version, best.version) > 0)) best = { file, version };
  }
  if (!best) throw new Error(`${tool} was not found on PATH or in /usr/lib/postgresql/*/bin: install PostgreSQL's client tools (e.g. apt-get install postgresql-client), as new as the server.`);
  return best.file;
}

export interface Connection {
  /** The URL without its password: what the tools get as --dbname. */
  url: string;
  /** The child's environment: PGPASSWORD when the URL had a password. */
  env: NodeJS.ProcessEnv;
  /** "database <name> on <host>": for messages. */
  label: string;
}

export function connectionOf(databaseUrl: string): Connection {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : url.searchParams.get('password');
  url.password = '';
  url.searchParams.delete('password');
  const host = url.hostname ? `${decodeURIComponent(url.hostname)}${url.port ? `:${url.port}` : ''}` : (url.searchParams.get('host') ?? 'localhost');
  return {
    url: url.toString(),
    env: password === null ? { ...process.env } : { ...process.env, PGPASSWORD: password },
    label: `database ${decodeURIComponent(url.pathname.slice(1)) || '(default)'} on ${host}`,
  };
}

/** Runs a PostgreSQL tool; its own messages go to standard error. */
export function runPgTool(tool: PgTool, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const file = findPgTool(tool);
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${tool} (${file}) failed (${signal ?? `exit status ${code}`}); its message is above.`));
    });
  });
}

export async function withClient<T>(databaseUrl: string, work: (query: Query, client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(async <R extends object>(text: string) => (await client.query<R>(text)).rows, client);
  } finally {
    await client.end();
  }
}

/**
 * pg_dump of the whole database to `file`, from a snapshot the summary is counted in: the counts are exactly
 * what the file holds, even while servers write.
 */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<Summary> {
  const conn = connectionOf(databaseUrl);
  return withClient(databaseUrl, async (query) => {
    await query('begin isolation level repeatable read read only');
    const snapshot = (await query<{ id: string }>('select pg_export_snapshot() as id'))[0]!.id;
    let summary: Summary;
    try {
      summary = await summarise(query);
    } catch (err) {
      if (err instanceof NotASite) throw new NotASite(`Nothing to back up in the ${conn.label}: ${err.message}.`);
      throw err;
    }
    await runPgTool('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${conn.url}`], conn.env);
    await query('commit');
    return summary;
  });
}

/** The site's tables the database already has (public and drizzle schemas). */
export const siteTableCount = (query: Query) =>
  query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`).then((r) => r[0]?.n ?? 0);

/** pg_restore of `file` into the database, in one transaction: a failure leaves it as it was. */
export async function restorePostgres(file: string, databaseUrl: string, replace: boolean): Promise<void> {
  const conn = connectionOf(databaseUrl);
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...(replace ? ['--clean', '--if-exists'] : []), `--dbname=${conn.url}`, file];
  await runPgTool('pg_restore', args, conn.env);
}
