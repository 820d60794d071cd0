// npm run restore -- <file> [--into <postgres URL> | --into <folder>] [--replace]   (docs/backup.md)
//   A .dump of `npm run backup` (PostgreSQL): pg_restore into the database --into names, else DATABASE_URL's;
//     refused if it has the site's tables already, unless --replace (the backup's objects then replace theirs).
//   A .tar.gz (PGlite): into the folder --into names, else DATA_DIR; refused if it holds anything, unless
//     --replace (the old folder is then kept beside it, renamed).
// Then the restored database is opened and checked: its migrations, and counts of what it holds.
// Exit status 0 when restored, 1 when refused or failed, 2 on a usage error or a target that needs --replace.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { option, runCli, UsageError } from './cli-support';
import { formatSummary, migrationNote, notCoveredNote, ReplaceNeeded, summarise, utcStamp, type Summary } from './backup-summary';
import { connectionOf, isPostgresUrl, restorePostgres, siteTableCount, withClient } from './backup-postgres';
import { restorePglite } from './backup-pglite';

const USAGE = 'usage: npm run restore -- <backup file> [--into <postgres URL> | --into <folder>] [--replace]';

type Kind = 'postgres' | 'pglite';

/** pg_dump's custom format starts with PGDMP; PGlite's gzipped tarball with gzip's 1f 8b. */
function kindOf(file: string): Kind {
  const head = Buffer.alloc(5);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 5, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'postgres';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  throw new UsageError(`${file} is not a backup of npm run backup (neither a pg_dump custom-format file nor a gzipped tarball)`);
}

async function intoPostgres(file: string, url: string, replace: boolean): Promise<Summary> {
  const conn = connectionOf(url);
  const tables = await withClient(url, siteTableCount).catch((err: Error) => {
    throw new Error(`Cannot reach the ${conn.label}: ${err.message}${/does not exist/.test(err.message) ? ' (create it first: create database …)' : ''}`);
  });
  if (tables > 0 && !replace) {
    throw new ReplaceNeeded(`The ${conn.label} has the site's tables already: restore into a new database, or add --replace.`);
  }
  await restorePostgres(file, url, tables > 0);
  console.log(`Restored ${file} into the ${conn.label}; checked:`);
  return withClient(url, summarise);
}

async function main(argv: string[]): Promise<void> {
  const into = option(argv, '--into');
  const rest = argv.filter((a, i) => a !== '--into' && argv[i - 1] !== '--into');
  const replace = rest.includes('--replace');
  const files = rest.filter((a) => a !== '--replace');
  if (files.length !== 1 || files[0]!.startsWith('--')) throw new UsageError(files.length === 0 ? 'which backup file?' : `unexpected ${files[1] ?? files[0]}`);
  const file = path.resolve(files[0]!);
  if (!fs.existsSync(file)) throw new UsageError(`${file} does not exist`);
  const config = loadConfig();
  const kind = kindOf(file);
  const target = into ?? (config.databaseUrl && kind === 'postgres' ? config.databaseUrl : config.dataDir);
  if (kind === 'pglite' && isPostgresUrl(target)) throw new UsageError('This is a backup of a PGlite folder: restore it into a folder (--into <folder>).');
  if (kind === 'postgres' && !isPostgresUrl(target)) throw new UsageError('This is a backup of a PostgreSQL database: restore it into one (--into postgres://… or DATABASE_URL).');
  let summary: Summary;
  if (kind === 'postgres') summary = await intoPostgres(file, target, replace);
  else {
    const dir = path.resolve(target);
    const restored = await restorePglite(fs.readFileSync(file), dir, replace, utcStamp());
    if (restored.keptAt) console.log(`The folder it replaced is kept at ${restored.keptAt}: delete it once the site runs well.`);
    console.log(`Restored ${file} into the folder ${dir}; checked:`);
    summary = restored.summary;
  }
  console.log(formatSummary(summary));
  const note = migrationNote(summary);
  if (note) console.log(note);
  console.log(notCoveredNote(config));
}

runCli(() => main(process.argv.slice(2)), USAGE);
