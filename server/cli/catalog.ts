// npm run catalog -- export <folder>|<file.xlsx>  the published catalog as CSV files or a workbook, + images
//                                                (docs/catalog-format.md)
// npm run catalog -- import <folder>|<file.xlsx>|<file.zip> [--dry-run]
//                                                check, show the difference, and (without --dry-run) publish
// npm run catalog -- rollback                     undo the last publish: the version it replaced is live again
// npm run catalog -- history                      every version, newest first
// npm run catalog -- sample <folder>             the generated sample catalog in the format (no database;
//                                                server/catalog/sample/ is its committed copy)
// Exit status 0 when done, 1 when refused (every problem is printed), 2 on a usage error.
// With PGlite, stop the server first: one process owns a PGlite data folder at a time.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/database';
import { formatDiff } from '../catalog/exchange/diff';
import { catalogToTables, type Tables } from '../catalog/exchange/export';
import { imageFileOf, sampleImages } from '../catalog/media-files';
import { writeFolder } from '../catalog/exchange/folder';
import type { ImageFile } from '../catalog/exchange/images';
import { readSource } from '../catalog/exchange/source';
import { writeWorkbook } from '../catalog/exchange/workbook';
import { formatProblem, ImportRefused } from '../catalog/exchange/problems';
import { importCatalog, PublishRefused, readImport, rollbackCatalog, type CheckedImport } from '../catalog/publish';
import { readLineImages, readPublishedCatalog } from '../catalog/published-catalog';
import { generateCatalog } from '../catalog/seed';
import { listVersions } from '../catalog/versions';

const USAGE =
  'usage: npm run catalog -- export <folder> | import <folder> [--dry-run] | rollback | history | sample <folder>';

class UsageError extends Error {}

const cliUser = () => `cli (${os.userInfo().username})`;

async function exportTo(database: Database, target: string): Promise<void> {
  const catalog = await readPublishedCatalog(database.db);
  const images = (await readLineImages(database.db)).map(imageFileOf);
  await writeExchange(target, catalogToTables(catalog), images);
  console.log(`Wrote ${catalog.patterns.length} tire lines, ${catalog.sizes.length} sizes and ${images.length} images to ${target}`);
}

/** A folder of CSV files, or a workbook with the images folder beside it. */
async function writeExchange(target: string, tables: Tables, images: ImageFile[]): Promise<void> {
  if (!/\.xlsx$/i.test(target)) return writeFolder(target, tables, images);
  await writeFolder(path.dirname(target), null, images);
  await fs.writeFile(target, await writeWorkbook(tables));
}

async function importFrom(database: Database, checked: CheckedImport, dryRun: boolean): Promise<void> {
  const outcome = await importCatalog(database, checked, { dryRun, createdBy: cliUser() });
  console.log(`Compared with ${outcome.comparedWith === null ? 'the seeded catalog' : `version ${outcome.comparedWith}`}:`);
  console.log(formatDiff(outcome.diff));
  console.log(outcome.published === undefined ? 'Dry run: nothing was changed.' : `Published as version ${outcome.published}.`);
}

async function history(database: Database): Promise<void> {
  const versions = await listVersions(database.db);
  if (versions.length === 0) console.log('No versions yet: the seeded catalog is live and no import was published.');
  for (const v of versions) {
    console.log(
      `${v.published ? '*' : ' '} ${String(v.id).padStart(4)}  ${v.createdAt}  ${v.createdBy}  ${v.lines} lines, ${v.sizes} sizes  ` +
        `${v.sourceName}${v.sourceHash ? `  sha256:${v.sourceHash.slice(0, 12)}` : ''}`,
    );
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  const folder = rest.find((a) => !a.startsWith('--'));
  const unknown = rest.filter((a) => a.startsWith('--') && a !== '--dry-run');
  if (unknown.length > 0) throw new UsageError(`unknown option ${unknown[0]}`);
  if ((command === 'export' || command === 'import' || command === 'sample') && !folder) throw new UsageError(`${command} needs a folder or a file`);
  if (!['export', 'import', 'rollback', 'history', 'sample'].includes(command ?? '')) throw new UsageError(command ? `unknown command ${command}` : 'a command is needed');
  if (command === 'sample') {
    const sample = generateCatalog();
    await writeExchange(folder!, catalogToTables(sample), sampleImages(sample));
    console.log(`Wrote the sample catalog (${sample.patterns.length} tire lines, ${sample.sizes.length} sizes) to ${folder}`);
    return;
  }
  // An import is read and checked before the database is opened: a refusal never waits for it or locks it.
  const checked = command === 'import' ? await readImport(await readSource(folder!)) : null;
  const database = await openDatabase(loadConfig());
  try {
    await database.migrate();
    if (command === 'export') await exportTo(database, folder!);
    else if (checked) await importFrom(database, checked, rest.includes('--dry-run'));
    else if (command === 'rollback') {
      const { published, from } = await rollbackCatalog(database);
      console.log(`Rolled back: version ${published} is live again (was ${from}).`);
    } else await history(database);
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  if (err instanceof UsageError) {
    console.error(`${err.message}\n${USAGE}`);
    process.exit(2);
  }
  if (err instanceof ImportRefused) {
    console.error(`${err.message}:`);
    for (const p of err.problems) console.error(`  ${formatProblem(p)}`);
    console.error('Nothing was changed.');
    process.exit(1);
  }
  if (err instanceof PublishRefused) {
    console.error(err.message);
    process.exit(1);
  }
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
