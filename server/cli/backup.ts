// npm run backup [-- --out <file>]   a backup of the site's database (docs/backup.md)
//   PostgreSQL (DATABASE_URL): pg_dump --format=custom of its database; default file backup-<UTC time>.dump
//   PGlite (DATA_DIR, the default): the data folder as a gzipped tarball; default file backup-<UTC time>.tar.gz.
//   PGlite has one owner: stop the server first (the command says so if it runs).
// Prints what the backup holds (counts only) and what it does not (a Strapi's database and uploads).
// Exit status 0 when written, 1 when refused or failed (nothing is left at --out), 2 on a usage error.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { option, runCli, UsageError } from './cli-support';
import { defaultBackupName, formatSummary, megabytes, notCoveredNote, type Summary } from './backup-summary';
import { connectionOf, dumpPostgres } from './backup-postgres';
import { dumpPglite } from './backup-pglite';

const USAGE = 'usage: npm run backup [-- --out <file>]   (PostgreSQL with DATABASE_URL: a .dump file; PGlite: a .tar.gz of DATA_DIR)';

/** Writes through `<file>.partial`, renamed once whole: a failed backup never looks like one. */
async function writeWhole(file: string, write: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

async function main(argv: string[]): Promise<void> {
  const out = option(argv, '--out');
  const extra = argv.filter((a, i) => a !== '--out' && argv[i - 1] !== '--out');
  if (extra.length > 0) throw new UsageError(`unexpected ${extra[0]}`);
  const config = loadConfig();
  const file = path.resolve(out ?? defaultBackupName(config.databaseUrl ? 'dump' : 'tar.gz'));
  if (fs.existsSync(file)) throw new UsageError(`${file} exists already: name another file with --out`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let summary: Summary;
  let source: string;
  if (config.databaseUrl) {
    const url = config.databaseUrl;
    source = `the ${connectionOf(url).label}`;
    await writeWhole(file, async (partial) => {
      fs.writeFileSync(partial, '', { mode: 0o600 }); // leads and staff accounts: personal data
      summary = await dumpPostgres(url, partial);
    });
  } else {
    source = `the PGlite folder ${config.dataDir}`;
    await writeWhole(file, async (partial) => {
      const dumped = await dumpPglite(config.dataDir);
      fs.writeFileSync(partial, dumped.bytes, { mode: 0o600 });
      summary = dumped.summary;
    });
  }
  console.log(`Backed up ${source} to ${file} (${megabytes(fs.statSync(file).size)}):`);
  console.log(formatSummary(summary!));
  console.log(`Restore it with: npm run restore -- ${path.relative(process.cwd(), file) || file} --into <${config.databaseUrl ? 'new database URL' : 'new folder'}>`);
  console.log(notCoveredNote(config));
}

runCli(() => main(process.argv.slice(2)), USAGE);
