// npm run catalog -- export <folder>|<file.xlsx>  the published catalog as CSV files or a workbook, + images
//                                                (docs/catalog-format.md)
// npm run catalog -- import <folder>|<file.xlsx>|<file.zip> [--dry-run]
//                                                check, show the difference, and (without --dry-run) publish
// npm run catalog -- rollback                     undo the last publish: the version it replaced is live again
// npm run catalog -- history                      every version, newest first
// npm run catalog -- sample <folder> [--sizes N]  the generated sample catalog in the format (no database;
//                                                server/catalog/sample/ is its committed copy); --sizes N:
//                                                a generated one of N sizes (the scale benchmark's)
// Exit status 0 when done, 1 when refused (every problem is printed), 2 on a usage error.
// While a server owns the PGlite folder, every command goes through its admin API (./admin-client.ts); a
// publish is then live and warm when the command returns. `--based-on <version|none>` refuses a publish if
// another came since the dry run that was compared with that version.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { basedOnOption, option, runCli, UsageError, withoutValued } from './cli-support';
import { openDatabase, type Database } from '../db/database';
import { formatDiff } from '../catalog/exchange/diff';
import { catalogToTables, type Tables } from '../catalog/exchange/export';
import { imageFileOf, sampleImages } from '../catalog/media-files';
import { packageFiles, writeFolder } from '../catalog/exchange/folder';
import type { ImageFile } from '../catalog/exchange/images';
import { readSource } from '../catalog/exchange/source';
import { writeWorkbook } from '../catalog/exchange/workbook';
import { importCatalog, readImport, rollbackCatalog, type CheckedImport } from '../catalog/publish';
import { readLineImages, readPublishedCatalog } from '../catalog/published-catalog';
import { generateCatalog } from '../catalog/seed';
import { listVersions, type VersionInfo } from '../catalog/versions';
import { unzip } from '../catalog/exchange/zip-guard';
import { writeZip } from '../catalog/exchange/zip-write';
import { reportRefusal, runningServer, type RunningServer } from './admin-client';

const USAGE =
  'usage: npm run catalog -- export <folder> | import <folder> [--dry-run] [--based-on <version|none>] | rollback | history | sample <folder> [--sizes N]';

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

interface ImportOptions {
  dryRun: boolean;
  basedOn?: number | null;
}

function printImport(comparedWith: number | null, summary: string, published: number | null): void {
  console.log(`Compared with ${comparedWith === null ? 'the seeded catalog' : `version ${comparedWith}`}:`);
  console.log(summary);
  console.log(published === null ? 'Dry run: nothing was changed.' : `Published as version ${published}.`);
}

async function importFrom(database: Database, checked: CheckedImport, options: ImportOptions): Promise<void> {
  const outcome = await importCatalog(database, checked, { ...options, createdBy: cliUser() });
  printImport(outcome.comparedWith, formatDiff(outcome.diff), outcome.published ?? null);
}

function printHistory(versions: VersionInfo[]): void {
  if (versions.length === 0) console.log('No versions yet: the seeded catalog is live and no import was published.');
  for (const v of versions) {
    console.log(
      `${v.published ? '*' : ' '} ${String(v.id).padStart(4)}  ${v.createdAt}  ${v.createdBy}  ${v.lines} lines, ${v.sizes} sizes  ` +
        `${v.sourceName}${v.sourceHash ? `  sha256:${v.sourceHash.slice(0, 12)}` : ''}`,
    );
  }
}

/** The checked import as a .zip package for the server (it checks it again): the same tables, the same images. */
function packageOf(checked: CheckedImport): { bytes: Uint8Array; name: string } {
  const files = packageFiles(catalogToTables(checked.catalog), checked.files.map(imageFileOf));
  const base = checked.source.name.replace(/\.(zip|xlsx)$/i, '').replace(/[^A-Za-z0-9 ._()-]/g, '_').replace(/^[^A-Za-z0-9]+/, '').slice(0, 90);
  return { bytes: writeZip(files), name: `${base || 'catalog'}.zip` };
}

/** The same commands, asked of the server that owns the database. */
async function throughServer(server: RunningServer, command: string, target: string | undefined, checked: CheckedImport | null, options: ImportOptions): Promise<void> {
  console.log(`(through the running server at ${server.url})`);
  if (command === 'export') {
    const xlsx = /\.xlsx$/i.test(target!);
    const zip = (await server.call('GET', `/catalog/export?format=${xlsx ? 'xlsx' : 'csv'}`)).body;
    const files = unzip(new Uint8Array(zip), 'export.zip', []) ?? new Map<string, Uint8Array>();
    const dir = xlsx ? path.dirname(target!) : target!;
    await fs.mkdir(path.join(dir, 'images'), { recursive: true });
    for (const [name, bytes] of files) await fs.writeFile(name === 'catalog.xlsx' ? target! : path.join(dir, name), bytes);
    console.log(`Wrote the published catalog (${files.size} files) to ${target}`);
  } else if (checked) {
    const pack = packageOf(checked);
    const query = new URLSearchParams({ dryRun: String(options.dryRun), file: pack.name });
    if (options.basedOn !== undefined) query.set('basedOn', options.basedOn === null ? 'none' : String(options.basedOn));
    const answer = (await server.call('POST', `/catalog/import?${query}`, { bytes: pack.bytes, type: 'application/zip' })).json<{ comparedWith: number | null; summary: string; published: number | null }>();
    printImport(answer.comparedWith, answer.summary, answer.published);
  } else if (command === 'rollback') {
    const { published, from } = (await server.call('POST', '/catalog/rollback')).json<{ published: number; from: number }>();
    console.log(`Rolled back: version ${published} is live again (was ${from}).`);
  } else printHistory((await server.call('GET', '/catalog/history')).json<{ versions: VersionInfo[] }>().versions);
}

function sizesOption(raw: string | null): number | undefined {
  if (raw === null) return undefined;
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw new UsageError('--sizes takes a whole number from 1 to 999999');
  return Number(raw);
}

/** Options that take a value. */
const VALUED = ['--based-on', '--sizes'];

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  const basedOn = basedOnOption(args);
  const sizes = sizesOption(option(args, '--sizes'));
  const rest = withoutValued(args, VALUED);
  const folder = rest.find((a) => !a.startsWith('--'));
  const unknown = rest.filter((a) => a.startsWith('--') && a !== '--dry-run');
  if (unknown.length > 0) throw new UsageError(`unknown option ${unknown[0]}`);
  if ((command === 'export' || command === 'import' || command === 'sample') && !folder) throw new UsageError(`${command} needs a folder or a file`);
  if (!['export', 'import', 'rollback', 'history', 'sample'].includes(command ?? '')) throw new UsageError(command ? `unknown command ${command}` : 'a command is needed');
  if (command === 'sample') {
    const sample = generateCatalog(sizes === undefined ? {} : { sizes });
    await writeExchange(folder!, catalogToTables(sample), sampleImages(sample));
    console.log(`Wrote the sample catalog (${sample.patterns.length} tire lines, ${sample.sizes.length} sizes) to ${folder}`);
    return;
  }
  // An import is read and checked before the database is opened: a refusal never waits for it or locks it.
  const checked = command === 'import' ? await readImport(await readSource(folder!)) : null;
  const options: ImportOptions = { dryRun: rest.includes('--dry-run'), ...(basedOn === undefined ? {} : { basedOn }) };
  const config = loadConfig();
  const server = runningServer(config);
  if (server) return throughServer(server, command!, folder, checked, options);
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (command === 'export') await exportTo(database, folder!);
    else if (checked) await importFrom(database, checked, options);
    else if (command === 'rollback') {
      const { published, from } = await rollbackCatalog(database);
      console.log(`Rolled back: version ${published} is live again (was ${from}).`);
    } else printHistory(await listVersions(database.db));
  } finally {
    await database.close();
  }
}

runCli(() => main(process.argv.slice(2)), USAGE, reportRefusal);
