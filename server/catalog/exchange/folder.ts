// The exchange format as a folder: one `<table>.csv` per table and the line images in `images/` beside them.
// Reading never trusts sizes or names: files over the limits, unknown files and missing images are problems.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseCsv, writeCsv } from './csv';
import type { Tables } from './export';
import { TABLE_ORDER, type TableName } from './format';
import { checkImage, MAX_IMAGE_BYTES, type ImageFile } from './images';
import { fetchImage, isImageUrl, localNameOf } from './remote-image';
import type { Problem } from './problems';

/** Largest table file (a 100,000-size catalog's load tables take about 40 MB). */
export const MAX_TABLE_BYTES = 64 * 1024 * 1024;
export const IMAGES_FOLDER = 'images';

export interface ExchangeInput {
  tables: Partial<Tables>;
  /** Bytes of a file of the images folder (read only when a line names it); never reads one over the limit. */
  readImage: (name: string) => Promise<Uint8Array | 'missing' | 'too big'>;
  /** Fetches an image named by https URL (default: ./remote-image.ts over the network). */
  fetchImage?: (url: string) => Promise<Uint8Array | string>;
  problems: Problem[];
  /** Where it came from and the SHA-256 of its tables and images, for the version history. */
  source: { name: string; hash: string };
}

/** The table a file holds, when its name is one of the format's tables (`sizes.csv` -> `sizes`). */
export function tableOfFile(fileName: string): TableName | null {
  const name = fileName.replace(/\.csv$/i, '') as TableName;
  return /\.csv$/i.test(fileName) && TABLE_ORDER.includes(name) ? name : null;
}

/** Reads one table file of `size` bytes into `tables` (a file over the size limit is a problem, not parsed). */
export function readTableFile(fileName: string, size: number, bytes: Uint8Array, tables: Partial<Tables>, problems: Problem[]): void {
  const name = tableOfFile(fileName)!;
  if (size > MAX_TABLE_BYTES) problems.push({ file: fileName, rule: 'size', message: `is larger than ${MAX_TABLE_BYTES / 1024 / 1024} MB` });
  else tables[name] = parseCsv(bytes, name, problems);
}

async function statSize(file: string): Promise<number | null> {
  try {
    const st = await fs.stat(file);
    return st.isFile() ? st.size : null;
  } catch {
    return null;
  }
}

/** The tables and images of folder `dir` (with `imagesOnly`: the images folder beside a workbook, no tables). */
export async function readFolder(dir: string, { imagesOnly = false } = {}): Promise<ExchangeInput> {
  const problems: Problem[] = [];
  const tables: Partial<Tables> = {};
  const hash = crypto.createHash('sha256');
  const entries = imagesOnly ? [] : (await fs.readdir(dir, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (entry.isDirectory() && entry.name === IMAGES_FOLDER) continue;
    if (!entry.isFile() || !tableOfFile(entry.name)) {
      problems.push({ file: entry.name, rule: 'file', message: `is not a table of the format (${TABLE_ORDER.map((t) => `${t}.csv`).join(', ')}) nor the ${IMAGES_FOLDER} folder` });
      continue;
    }
    const file = path.join(dir, entry.name);
    const size = (await statSize(file)) ?? 0;
    const bytes = size > MAX_TABLE_BYTES ? new Uint8Array() : new Uint8Array(await fs.readFile(file));
    hash.update(`${entry.name}\0`).update(bytes);
    readTableFile(entry.name, size, bytes, tables, problems);
  }
  const imagesDir = path.join(dir, IMAGES_FOLDER);
  const readImage = async (name: string) => {
    const size = await statSize(path.join(imagesDir, name));
    if (size === null) return 'missing' as const;
    if (size > MAX_IMAGE_BYTES) return 'too big' as const;
    return new Uint8Array(await fs.readFile(path.join(imagesDir, name)));
  };
  return { tables, readImage, problems, source: { name: path.basename(path.resolve(dir)), hash: hash.digest('hex') } };
}

/** The images the lines name, each checked (really that kind of image, within the size limit). */
export async function readImages(input: ExchangeInput, names: Iterable<string>): Promise<ImageFile[]> {
  const out: ImageFile[] = [];
  const hash = crypto.createHash('sha256').update(input.source.hash);
  for (const name of [...names].sort()) {
    if (isImageUrl(name)) {
      const fetched = await (input.fetchImage ?? fetchImage)(name);
      if (typeof fetched === 'string') input.problems.push({ file: name, rule: 'image', message: fetched });
      else {
        const image = checkImage(localNameOf(name), fetched, input.problems);
        if (image) out.push(image);
        hash.update(`${name}\0`).update(fetched);
      }
      continue;
    }
    const bytes = await input.readImage(name);
    if (typeof bytes === 'string') {
      const message = bytes === 'missing' ? 'is named by a tire line but is not in the images folder' : `is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`;
      input.problems.push({ file: `${IMAGES_FOLDER}/${name}`, rule: 'image', message });
      continue;
    }
    const image = checkImage(name, bytes, input.problems);
    if (image) {
      out.push(image);
      hash.update(`${name}\0`).update(bytes);
    }
  }
  input.source.hash = hash.digest('hex');
  return out;
}

/** The files of a package: `tables` as CSV files (unless null) and `images` in the images folder. */
export function packageFiles(tables: Tables | null, images: ImageFile[]): { name: string; body: string | Uint8Array }[] {
  return [
    ...(tables ? TABLE_ORDER : []).map((name) => ({ name: `${name}.csv`, body: writeCsv(tables![name]) })),
    ...images.map((image) => ({ name: `${IMAGES_FOLDER}/${image.name}`, body: image.body })),
  ];
}

/** Writes `tables` as CSV files (unless null) and `images` into the images folder of `dir` (made when missing). */
export async function writeFolder(dir: string, tables: Tables | null, images: ImageFile[]): Promise<void> {
  await fs.mkdir(path.join(dir, IMAGES_FOLDER), { recursive: true });
  for (const file of packageFiles(tables, images)) await fs.writeFile(path.join(dir, file.name), file.body);
}
