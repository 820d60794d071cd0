// A .xlsx workbook and a .zip package are ZIP archives. Before any library inflates one, it is read here and
// refused when it could be a zip bomb: too many entries, too many bytes once inflated, an entry that inflates
// more than ZIP_LIMITS.ratio times or beyond the size its directory declares, ZIP64 or encrypted entries, names
// leaving the folder. Inflating is bounded by the declared size (zlib's maxOutputLength), so a lying archive
// costs at most what it declared.
import zlib from 'node:zlib';
import type { Problem } from './problems';

export const ZIP_LIMITS = {
  entries: 10_000,
  /** Bytes of every entry once inflated. */
  totalBytes: 256 * 1024 * 1024,
  /** Inflated size / stored size of one entry (text compresses about 10x; a bomb 1000x). */
  ratio: 200,
};

export interface ZipEntry {
  name: string;
  compressedSize: number;
  size: number;
  method: number;
  /** Where its local header starts. */
  local: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/** The entries of `zip`'s central directory, or null with a problem when it is not a ZIP archive one can trust. */
export function zipEntries(zip: Uint8Array, file: string, problems: Problem[]): ZipEntry[] | null {
  const fail = (message: string) => {
    problems.push({ file, rule: 'archive', message });
    return null;
  };
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i -= 1) {
    if (view.getUint32(i, true) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return fail('is not a ZIP archive (nor an .xlsx workbook, which is one)');
  const count = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff) return fail('is a ZIP64 archive, which is not accepted');
  if (count > ZIP_LIMITS.entries) return fail(`has more than ${ZIP_LIMITS.entries} files`);
  const entries: ZipEntry[] = [];
  let total = 0;
  for (let n = 0; n < count; n += 1) {
    if (offset + 46 > zip.length || view.getUint32(offset, true) !== CENTRAL) return fail('has a damaged file list');
    const flags = view.getUint16(offset + 8, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const size = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extra = view.getUint16(offset + 30, true);
    const comment = view.getUint16(offset + 32, true);
    const method = view.getUint16(offset + 10, true);
    const local = view.getUint32(offset + 42, true);
    const name = new TextDecoder().decode(zip.subarray(offset + 46, offset + 46 + nameLength));
    if (flags & 1) return fail(`holds an encrypted file (${name})`);
    if (size === 0xffffffff || compressedSize === 0xffffffff) return fail('is a ZIP64 archive, which is not accepted');
    if (name.startsWith('/') || name.split(/[\\/]/).includes('..')) return fail(`holds a file outside its folder (${name})`);
    if (size > Math.max(compressedSize, 1024) * ZIP_LIMITS.ratio) return fail(`holds a file that inflates more than ${ZIP_LIMITS.ratio} times (${name}): a zip bomb?`);
    total += size;
    if (total > ZIP_LIMITS.totalBytes) return fail(`inflates to more than ${ZIP_LIMITS.totalBytes / 1024 / 1024} MB`);
    if (method !== 0 && method !== 8) return fail(`holds a file compressed in a way this site does not read (${name})`);
    entries.push({ name, compressedSize, size, method, local });
    offset += 46 + nameLength + extra + comment;
  }
  return entries;
}

/** Every file of `zip` (folders left out), inflated within its declared size; null with a problem otherwise. */
export function unzip(zip: Uint8Array, file: string, problems: Problem[]): Map<string, Uint8Array> | null {
  const entries = zipEntries(zip, file, problems);
  if (!entries) return null;
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const files = new Map<string, Uint8Array>();
  for (const e of entries) {
    if (e.name.endsWith('/')) continue;
    if (e.local + 30 > zip.length || view.getUint32(e.local, true) !== 0x04034b50) {
      problems.push({ file, rule: 'archive', message: `has a damaged entry (${e.name})` });
      return null;
    }
    const start = e.local + 30 + view.getUint16(e.local + 26, true) + view.getUint16(e.local + 28, true);
    const data = zip.subarray(start, start + e.compressedSize);
    try {
      const body = e.method === 0 ? data : new Uint8Array(zlib.inflateRawSync(data, { maxOutputLength: Math.max(e.size, 1) }));
      if (body.length !== e.size) throw new Error('size');
      files.set(e.name, body);
    } catch {
      problems.push({ file, rule: 'archive', message: `has an entry that does not inflate to its declared size (${e.name})` });
      return null;
    }
  }
  return files;
}
