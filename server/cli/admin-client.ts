// The admin CLIs' way to a running server (issue 18): with PGlite, one process owns the data folder, so while a
// server runs the CLI asks it through /admin/api with the server's local secret (server/admin/local-access.ts);
// with no server (or on PostgreSQL, which many processes share) the CLI opens the database itself.
import os from 'node:os';
import type { Config } from '../config';
import { readLocalAccess } from '../admin/local-access';
import { formatProblem, ImportRefused, type Problem } from '../catalog/exchange/problems';
import { PublishRefused } from '../catalog/publish';

export interface AdminAnswer {
  status: number;
  body: Buffer;
  json<T>(): T;
}

export interface RunningServer {
  url: string;
  call(method: 'GET' | 'POST', path: string, body?: { bytes: Uint8Array | string; type: string }): Promise<AdminAnswer>;
}

/** A refusal the server gave (4xx): its message, and the problems of a refused import. */
export class ServerRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown>,
  ) {
    super(message);
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const USER = /^[A-Za-z0-9._-]{1,64}$/;

/** The server that owns this machine's PGlite folder, if one runs. */
export function runningServer(config: Pick<Config, 'dataDir' | 'databaseUrl'>): RunningServer | null {
  if (config.databaseUrl) return null;
  const access = readLocalAccess(config.dataDir);
  if (!access || !alive(access.pid)) return null;
  const user = os.userInfo().username;
  return {
    url: access.url,
    async call(method, path, body) {
      let res: Response;
      try {
        res = await fetch(`${access.url}/admin/api${path}`, {
          method,
          headers: {
            authorization: `Local ${access.secret}`,
            'x-admin-user': USER.test(user) ? user : 'unknown',
            ...(body ? { 'content-type': body.type } : {}),
          },
          ...(body ? { body: typeof body.bytes === 'string' ? body.bytes : Buffer.from(body.bytes) } : {}),
          signal: AbortSignal.timeout(10 * 60_000),
        });
      } catch (err) {
        throw new Error(`The server (process ${access.pid}) owns the database but did not answer at ${access.url}: ${(err as Error).message}`);
      }
      const bytes = Buffer.from(await res.arrayBuffer());
      const answer: AdminAnswer = { status: res.status, body: bytes, json: <T>() => JSON.parse(bytes.toString('utf8')) as T };
      if (res.status >= 400) {
        const parsed = /json/.test(res.headers.get('content-type') ?? '') ? answer.json<Record<string, unknown>>() : {};
        throw new ServerRefused(res.status, String(parsed.message ?? `The server answered ${res.status}`), parsed);
      }
      return answer;
    },
  };
}

/** A CLI's `report` (./cli-support.ts): every problem of a refused import, or the reason of another refusal. */
export function reportRefusal(err: unknown): boolean {
  if (!(err instanceof ImportRefused || err instanceof PublishRefused || err instanceof ServerRefused)) return false;
  const problems = err instanceof ImportRefused ? err.problems : err instanceof ServerRefused && Array.isArray(err.extra.problems) ? (err.extra.problems as Problem[]) : [];
  console.error(problems.length > 0 ? `${err.message}:` : err.message);
  for (const p of problems) console.error(`  ${formatProblem(p)}`);
  if (problems.length > 0) console.error('Nothing was changed.');
  return true;
}
