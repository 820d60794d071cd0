// A minimal ZIP writer for tests: builds the packages a brand would upload (and hostile ones: a bomb, an entry
// that lies about its size, a name leaving the folder). Deflated with zlib, or stored.
import zlib from 'node:zlib';

export interface ZipFile {
  name: string;
  body: Uint8Array | string;
  /** Store instead of deflating. */
  store?: boolean;
  /** Declare this uncompressed size instead of the real one (a lying archive). */
  declaredSize?: number;
}

export function makeZip(files: ZipFile[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const body = Buffer.from(typeof f.body === 'string' ? Buffer.from(f.body, 'utf8') : f.body);
    const data = f.store ? body : zlib.deflateRawSync(body);
    const name = Buffer.from(f.name, 'utf8');
    const crc = zlib.crc32(body);
    const size = f.declaredSize ?? body.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(f.store ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(f.store ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
