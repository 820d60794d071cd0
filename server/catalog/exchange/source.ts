// Where an import comes from: a folder of CSV files (folder.ts), one .xlsx workbook with an images folder
// beside it, or a .zip holding either (CSV files or one workbook) with its images/ folder. Each gives the same
// ExchangeInput: the tables, a reader of the images, the problems so far and the source's name and hash.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Tables } from './export';
import { IMAGES_FOLDER, readFolder, readTableFile, tableOfFile, type ExchangeInput } from './folder';
import { MAX_IMAGE_BYTES } from './images';
import type { Problem } from './problems';
import { readWorkbook } from './workbook';
import { unzip } from './zip-guard';

/** Largest .xlsx or .zip accepted (before inflating). */
export const MAX_ARCHIVE_BYTES = 128 * 1024 * 1024;

const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

function fromFiles(files: Map<string, Uint8Array>, name: string, hash: string, problems: Problem[]): Promise<ExchangeInput> | ExchangeInput {
  const images = new Map<string, Uint8Array>();
  const tables: Partial<Tables> = {};
  let workbook: { name: string; bytes: Uint8Array } | null = null;
  // "Compress folder" puts everything under the folder's name: that folder is the package.
  const names = [...files.keys()];
  const top = names[0]?.split('/')[0] ?? '';
  const wrapped = top !== IMAGES_FOLDER && names.length > 0 && names.every((n) => n.startsWith(`${top}/`));
  for (const [entry, bytes] of files) {
    const base = wrapped ? entry.slice(top.length + 1) : entry;
    if (base.startsWith(`${IMAGES_FOLDER}/`)) images.set(base.slice(IMAGES_FOLDER.length + 1), bytes);
    else if (/\.xlsx$/i.test(base) && !base.includes('/')) workbook = { name: base, bytes };
    else if (!base.includes('/') && tableOfFile(base)) readTableFile(base, bytes.length, bytes, tables, problems);
    else if (!base.endsWith('/') && !/(^|\/)(__MACOSX|\.DS_Store)/.test(base)) {
      problems.push({ file: entry, rule: 'file', message: 'is not a table of the format, a workbook or an image of the images folder' });
    }
  }
  const readImage = async (image: string) => {
    const bytes = images.get(image);
    if (!bytes) return 'missing' as const;
    return bytes.length > MAX_IMAGE_BYTES ? ('too big' as const) : bytes;
  };
  const input = (t: Partial<Tables>): ExchangeInput => ({ tables: t, readImage, problems, source: { name, hash } });
  if (workbook) return readWorkbook(workbook.bytes, workbook.name, problems).then(input);
  return input(tables);
}

const refused = (name: string, problems: Problem[]): ExchangeInput => ({ tables: {}, readImage: async () => 'missing', problems, source: { name, hash: '' } });

/**
 * An import that arrives as bytes (a file, or an upload to the admin API): a .zip package or an .xlsx workbook,
 * whose images are read with `besideImages` (an upload has none beside it: the images go in a .zip).
 */
export async function readArchive(bytes: Uint8Array, name: string, besideImages?: ExchangeInput['readImage']): Promise<ExchangeInput> {
  const problems: Problem[] = [];
  if (bytes.length > MAX_ARCHIVE_BYTES) {
    problems.push({ file: name, rule: 'size', message: `is larger than ${MAX_ARCHIVE_BYTES / 1024 / 1024} MB` });
    return refused(name, problems);
  }
  if (/\.zip$/i.test(name)) {
    const files = unzip(bytes, name, problems) ?? new Map<string, Uint8Array>();
    return fromFiles(files, name, sha256(bytes), problems);
  }
  if (/\.xlsx$/i.test(name)) {
    const tables = await readWorkbook(bytes, name, problems);
    return { tables, readImage: besideImages ?? (async () => 'missing'), problems, source: { name, hash: sha256(bytes) } };
  }
  problems.push({ file: name, rule: 'file', message: 'is not a folder, an .xlsx workbook or a .zip package' });
  return refused(name, problems);
}

/** The import at `location`: a folder, an .xlsx file (with the images folder beside it) or a .zip file. */
export async function readSource(location: string): Promise<ExchangeInput> {
  const stat = await fs.stat(location);
  if (stat.isDirectory()) return readFolder(location);
  const name = path.basename(location);
  if (stat.size > MAX_ARCHIVE_BYTES) {
    return refused(name, [{ file: name, rule: 'size', message: `is larger than ${MAX_ARCHIVE_BYTES / 1024 / 1024} MB` }]);
  }
  const beside = /\.xlsx$/i.test(name) ? (await readFolder(path.dirname(location), { imagesOnly: true })).readImage : undefined;
  return readArchive(new Uint8Array(await fs.readFile(location)), name, beside);
}
