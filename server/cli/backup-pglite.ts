// Backup and restore of an embedded install's PGlite data folder: the whole folder as a gzipped tarball
// (PGlite's dumpDataDir), loaded into a new folder (its loadDataDir). One process owns a PGlite folder, so
// both need the server that uses it stopped (server/admin/local-access.ts says whether one runs).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { LOCAL_ACCESS_FILE } from '../admin/local-access';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions';
import { runningServer } from './admin-client';
import { NotASite, ReplaceNeeded, summarise, type Query, type Summary } from './backup-summary';

/** Thrown when the server owns the folder, or there is no database in it: a refusal (exit 1). */
export class FolderRefused extends Error {}

const queryOf =
  (pg: PGlite): Query =>
  async <T extends object>(text: string) =>
    (await pg.query<T>(text)).rows;

export function refuseIfServed(dataDir: string): void {
  const server = runningServer({ dataDir, databaseUrl: null });
  if (server) {
    throw new FolderRefused(
      `The server at ${server.url} is using ${dataDir}: stop it first (PGlite has one owner: a copy taken while it writes could not be trusted), then run this again.`,
    );
  }
}

export const hasDatabase = (dir: string) => fs.existsSync(path.join(dir, 'PG_VERSION'));

/** The folder's database as a gzipped tarball, and what it holds. */
export async function dumpPglite(dataDir: string): Promise<{ bytes: Buffer; summary: Summary }> {
  refuseIfServed(dataDir);
  if (!hasDatabase(dataDir)) throw new FolderRefused(`There is no database in ${dataDir} (DATA_DIR): nothing to back up.`);
  const pg = new PGlite(dataDir, { extensions: PGLITE_EXTENSIONS });
  try {
    await pg.waitReady;
    let summary: Summary;
    try {
      summary = await summarise(queryOf(pg));
    } catch (err) {
      if (err instanceof NotASite) throw new FolderRefused(`Nothing to back up in ${dataDir}: ${err.message}.`);
      throw err;
    }
    // Everything written reaches the data files, so the copy starts without replaying the log.
    await pg.exec('checkpoint');
    const blob = await pg.dumpDataDir('gzip');
    return { bytes: Buffer.from(await blob.arrayBuffer()), summary };
  } finally {
    await pg.close();
  }
}

/** The summary of the database in `dir` (opened and closed again). */
export async function summariseFolder(dir: string): Promise<Summary> {
  const pg = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
  try {
    await pg.waitReady;
    return await summarise(queryOf(pg));
  } finally {
    await pg.close();
  }
}

/**
 * Loads the tarball into `into`, which must not hold anything unless `replace`: the load goes to a new folder
 * beside it, checked, and only then takes its place; a replaced folder is kept beside it (returned).
 */
export async function restorePglite(bytes: Buffer, into: string, replace: boolean, stamp: string): Promise<{ summary: Summary; keptAt: string | null }> {
  const occupied = fs.existsSync(into) && fs.readdirSync(into).length > 0;
  if (occupied && !replace) throw new ReplaceNeeded(`${into} is not empty: restore into a new folder, or add --replace (the folder is then kept beside it).`);
  if (occupied) refuseIfServed(into);
  const loading = `${into}.restoring-${process.pid}`;
  fs.rmSync(loading, { recursive: true, force: true });
  fs.mkdirSync(loading, { recursive: true });
  try {
    const pg = new PGlite(loading, { extensions: PGLITE_EXTENSIONS, loadDataDir: new Blob([new Uint8Array(bytes)]) });
    await pg.waitReady;
    await pg.close();
    // A server's address file in a backup taken after it crashed: no server runs on the new folder.
    fs.rmSync(path.join(loading, LOCAL_ACCESS_FILE), { force: true });
    const summary = await summariseFolder(loading);
    let keptAt: string | null = null;
    if (occupied) {
      keptAt = `${into}.before-restore-${stamp}`;
      fs.renameSync(into, keptAt);
    } else fs.rmSync(into, { recursive: true, force: true });
    fs.renameSync(loading, into);
    return { summary, keptAt };
  } catch (err) {
    fs.rmSync(loading, { recursive: true, force: true });
    throw err;
  }
}
