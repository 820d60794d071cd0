// How `npm run catalog` (and the other admin CLIs) reach a running server (issue 18): PGlite has one owner, so
// while a server holds the data folder the CLI asks it through the admin API. The server writes its address
// and a secret made at start into the data folder (mode 0600: whoever may read the database may use it); the
// secret is good for that process only and the file goes when it stops.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const LOCAL_ACCESS_FILE = 'admin-local.json';

export interface LocalAccess {
  /** http://127.0.0.1:<port> */
  url: string;
  secret: string;
  pid: number;
}

export const newLocalSecret = () => crypto.randomBytes(32).toString('base64url');

/** Where a server listening on `host` can be reached from this machine. */
export function localUrl(host: string, port: number): string {
  const local = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${local.includes(':') ? `[${local}]` : local}:${port}`;
}

export function writeLocalAccess(dataDir: string, access: LocalAccess): void {
  const file = path.join(dataDir, LOCAL_ACCESS_FILE);
  const temporary = `${file}.${process.pid}`;
  fs.writeFileSync(temporary, JSON.stringify(access), { mode: 0o600 });
  fs.renameSync(temporary, file);
}

/** Removes the file if it is still this server's (a newer server may have replaced it). */
export function removeLocalAccess(dataDir: string, secret: string): void {
  if (readLocalAccess(dataDir)?.secret === secret) fs.rmSync(path.join(dataDir, LOCAL_ACCESS_FILE), { force: true });
}

export function readLocalAccess(dataDir: string): LocalAccess | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(path.join(dataDir, LOCAL_ACCESS_FILE), 'utf8')) as Partial<LocalAccess>;
    if (typeof parsed.url !== 'string' || typeof parsed.secret !== 'string' || typeof parsed.pid !== 'number') return null;
    return { url: parsed.url, secret: parsed.secret, pid: parsed.pid };
  } catch {
    return null;
  }
}
