// The packages a brand would upload, written by the server's own ZIP writer, and hostile ones: an entry that
// lies about its size (its declared sizes patched after writing); a bomb or a name leaving the folder are
// ordinary entries.
import { writeZip, type ZipFile as Entry } from '../../server/catalog/exchange/zip-write';

export interface ZipFile extends Entry {
  /** Declare this uncompressed size instead of the real one (a lying archive). */
  declaredSize?: number;
}

export function makeZip(files: ZipFile[]): Uint8Array {
  const zip = Buffer.from(writeZip(files));
  let local = 0;
  let central = zip.readUInt32LE(zip.length - 22 + 16);
  for (const f of files) {
    const nameLength = zip.readUInt16LE(local + 26);
    if (f.declaredSize !== undefined) {
      zip.writeUInt32LE(f.declaredSize, local + 22);
      zip.writeUInt32LE(f.declaredSize, central + 24);
    }
    local += 30 + nameLength + zip.readUInt32LE(local + 18);
    central += 46 + nameLength;
  }
  return new Uint8Array(zip);
}
