// The catalog exchange format (docs/catalog-format.md): the sample goes out as CSV tables and comes back as the
// same catalog; one edited cell is exactly one change; every kind of bad input is reported at once, located.
import path from 'node:path';
import { generateCatalog } from '../../server/catalog/seed';
import { readFolder, readImages } from '../../server/catalog/exchange/folder';
import type { SeedCatalog } from '../../server/catalog/seed/types';
import { parseCsv, writeCsv } from '../../server/catalog/exchange/csv';
import { diffCatalogs, formatDiff, isEmptyDiff } from '../../server/catalog/exchange/diff';
import { catalogToTables, type Tables } from '../../server/catalog/exchange/export';
import { tablesToCatalog } from '../../server/catalog/exchange/import';
import { machineSlug } from '../../server/catalog/machines/store';
import { checkImage } from '../../server/catalog/exchange/images';
import { formatProblem, type Problem } from '../../server/catalog/exchange/problems';

const encoder = new TextEncoder();

/** Through CSV text and back, as a folder of files would carry the tables. */
function viaCsv(tables: Tables): Tables {
  const problems: Problem[] = [];
  const out = Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, parseCsv(encoder.encode(writeCsv(rows)), `${name}.csv`, problems)]));
  expect(problems).toEqual([]);
  return out as Tables;
}

function importTables(tables: Partial<Tables>) {
  const result = tablesToCatalog(tables);
  return { ...result, messages: result.problems.map(formatProblem) };
}

let sample: SeedCatalog;
let tables: Tables;
beforeAll(() => {
  sample = generateCatalog();
  tables = catalogToTables(sample);
});

const clone = (t: Tables): Tables => JSON.parse(JSON.stringify(t)) as Tables;
const col = (t: Tables, file: keyof Tables, header: string) => t[file][0]!.indexOf(header);

describe('exchange format round trip', () => {
  it('the sample catalog exported and imported again is the same catalog: no changes', () => {
    const { catalog, problems } = importTables(viaCsv(tables));
    expect(problems).toEqual([]);
    const diff = diffCatalogs(sample, catalog!);
    expect(isEmptyDiff(diff)).toBe(true);
    expect(formatDiff(diff)).toBe('No changes: the import is the same as the published catalog.');
    expect(catalog!.sizes).toHaveLength(sample.sizes.length);
    expect(catalog!.patterns.map((p) => p.pattern_name)).toEqual(sample.patterns.map((p) => p.pattern_name));
    // Every spec value and load row survives the trip through text exactly.
    expect(catalog!.sizes[7]!.specification).toEqual(sample.sizes[7]!.specification);
    const withLoads = sample.sizes.findIndex((s) => s.load_index !== null);
    expect(Object.keys(catalog!.sizes[withLoads]!.load_index!)).toEqual(Object.keys(sample.sizes[withLoads]!.load_index!));
  });

  it('one edited cell shows as exactly that change, with its old and new value', () => {
    const edited = clone(tables);
    const row = edited.sizes[5]!;
    const c = col(edited, 'sizes', 'Overall width (in)');
    const old = row[c]!;
    row[c] = String(Number(old) + 0.5);
    const { catalog, problems } = importTables(viaCsv(edited));
    expect(problems).toEqual([]);
    const diff = diffCatalogs(sample, catalog!);
    const s = sample.sizes[4]!;
    expect(diff.sizes).toEqual({
      added: [],
      removed: [],
      changed: [{ name: `${s.pattern_name} ${s.size} ${s.ply_rating}`, fields: [{ field: 'Overall width (in)', old, new: String(Number(old) + 0.5) }] }],
    });
    expect(diff.lines.changed).toEqual([]);
  });

  it('a removed size and a new line are listed as such', () => {
    const edited = clone(tables);
    const removed = edited.sizes.splice(3, 1)[0]!;
    edited['load-inflation'] = edited['load-inflation'].filter((r) => !(r[0] === removed[0] && r[1] === removed[1] && r[2] === removed[2]));
    const line = [...edited['tire-lines'][1]!];
    line[0] = 'RH-9 Test';
    edited['tire-lines'].push(line);
    const { catalog, problems } = importTables(edited);
    expect(problems).toEqual([]);
    const diff = diffCatalogs(sample, catalog!);
    expect(diff.sizes.removed).toEqual([`${removed[0]} ${removed[1]} ${removed[2]}`]);
    expect(diff.lines.added).toEqual(['RH-9 Test']);
  });
});

describe('exchange format refusals: all problems at once, each located', () => {
  it('reports missing and unknown columns, blanks, units, ranges, duplicates, references, control characters and formulas together', () => {
    const bad = clone(tables);
    const sizes = bad.sizes;
    sizes[0]!.push('');
    sizes[0]![sizes[0]!.length - 1] = 'Colour';
    for (const r of sizes.slice(1)) r.push('');
    const ow = col(bad, 'sizes', 'Overall width (in)');
    sizes[2]![ow] = '31.2 in';
    sizes[3]![ow] = '9999';
    sizes[4]![col(bad, 'sizes', 'Size')] = '';
    sizes[6] = [...sizes[5]!];
    sizes[7]![col(bad, 'sizes', 'Equipment')] = 'Wheel Loader; Moon Buggy';
    sizes[8]![col(bad, 'sizes', 'Suffix')] = 'T\u0007L';
    bad['tire-lines'][2]![col(bad, 'tire-lines', 'Tag line')] = '=HYPERLINK("http://x")';
    bad.equipment[0] = ['Equipment'];
    for (const r of bad.equipment.slice(1)) r.splice(1, 1);
    const { catalog, problems, messages } = importTables(bad);
    expect(catalog).toBeNull();
    const has = (p: Partial<Problem>) => expect(problems).toContainEqual(expect.objectContaining(p));
    has({ file: 'sizes', row: 1, column: 'Colour', rule: 'column' });
    has({ file: 'sizes', row: 3, column: 'Overall width (in)', rule: 'unit' });
    has({ file: 'sizes', row: 4, column: 'Overall width (in)', rule: 'range' });
    has({ file: 'sizes', row: 5, column: 'Size', rule: 'required' });
    has({ file: 'sizes', row: 7, column: 'Size', rule: 'duplicate' });
    has({ file: 'sizes', row: 8, column: 'Equipment', rule: 'reference' });
    has({ file: 'sizes', row: 9, column: 'Suffix', rule: 'control' });
    has({ file: 'tire-lines', row: 3, column: 'Tag line', rule: 'formula' });
    has({ file: 'equipment', row: 1, column: 'Industries', rule: 'column' });
    expect(messages).toContain('sizes row 3, Overall width (in): write the number only: the unit is in the header (unit)');
  });

  it('refuses load tables with a gap or a load that does not rise with the pressure', () => {
    const bad = clone(tables);
    const loads = bad['load-inflation'];
    const kg = col(bad, 'load-inflation', 'Load (kg)');
    // Rows 2-4 belong to one table (same tire, same speed) in the sample's order.
    expect(loads[2]!.slice(0, 4)).toEqual(loads[3]!.slice(0, 4));
    loads[3]![kg] = loads[2]![kg]!;
    const gapAt = loads.findIndex((r, i) => i > 6 && r.slice(0, 4).join() === loads[i - 1]!.slice(0, 4).join() && r.slice(0, 4).join() === loads[i + 1]?.slice(0, 4).join());
    loads.splice(gapAt, 1);
    const { problems } = importTables(bad);
    expect(problems).toContainEqual(expect.objectContaining({ file: 'load-inflation', row: 4, column: 'Load (kg)', rule: 'monotonic' }));
    expect(problems).toContainEqual(expect.objectContaining({ file: 'load-inflation', row: gapAt + 1, column: 'Pressure (psi)', rule: 'gap' }));
  });

  it('refuses a missing table, a size of an unknown line and load rows of an unknown size', () => {
    const bad: Partial<Tables> = clone(tables);
    delete bad['tra-codes'];
    bad.sizes![1]![0] = 'Nowhere Line';
    bad['load-inflation']![1]![1] = '99.99R99';
    const { problems } = importTables(bad);
    expect(problems).toContainEqual(expect.objectContaining({ file: 'tra-codes', rule: 'table' }));
    expect(problems).toContainEqual(expect.objectContaining({ file: 'sizes', row: 2, column: 'Tire line', rule: 'reference' }));
    expect(problems).toContainEqual(expect.objectContaining({ file: 'load-inflation', row: 2, rule: 'reference' }));
  });
});

describe('the fitment table (machines.csv, issue 23)', () => {
  it('round-trips every machine, and an edited size shows as that change', () => {
    const edited = clone(tables);
    const c = col(edited, 'machines', 'Front size');
    const row = edited.machines[1]!;
    const old = row[c]!;
    row[c] = '29.5R29';
    const { catalog, problems } = importTables(viaCsv(edited));
    expect(problems).toEqual([]);
    expect(catalog!.machines).toHaveLength(sample.machines.length);
    expect(catalog!.machines[1]).toEqual(sample.machines[1]);
    expect(catalog!.machines.filter((m) => m.sample).length).toBe(sample.machines.filter((m) => m.sample).length);
    const diff = diffCatalogs(sample, catalog!);
    expect(diff.machines.changed).toEqual([{ name: `${row[0]} ${row[1]}`, fields: [{ field: 'Front size', old, new: '29.5R29' }] }]);
  });

  it('addresses a machine by its make and model in lower case, accents dropped', () => {
    expect(machineSlug('Hüddig', '1500D')).toBe('huddig-1500d');
    expect(machineSlug('Volvo CE', 'L260H')).toBe('volvo-ce-l260h');
    expect(machineSlug('Liebherr', 'T 282B')).toBe('liebherr-t-282b');
    expect(machineSlug('—', '!')).toBe('');
  });

  it('may be left out: a catalog without it has no machines, and the difference lists them removed', () => {
    const without: Partial<Tables> = clone(tables);
    delete without.machines;
    const { catalog, problems } = importTables(without);
    expect(problems).toEqual([]);
    expect(catalog!.machines).toEqual([]);
    expect(diffCatalogs(sample, catalog!).machines.removed).toHaveLength(sample.machines.length);
  });

  it('refuses an unknown equipment type, a machine listed twice, a blank size or source, a bad weight and a Sample other than yes', () => {
    const bad = clone(tables);
    const m = bad.machines;
    const at = (header: string) => col(bad, 'machines', header);
    m[1]![at('Equipment')] = 'Flying Truck';
    m[3] = [...m[2]!];
    m[3]![at('Model')] = ` ${m[2]![at('Model')]!.toLowerCase()} `;
    m[4]![at('Rear size')] = '';
    m[5]![at('Source')] = '';
    m[6]![at('Payload (t)')] = '90 t';
    m[7]![at('Empty weight (t)')] = '5000';
    m[8]![at('Sample')] = 'maybe';
    m[9]![at('Make')] = 'M'.repeat(60);
    m[9]![at('Model')] = 'ﬃ'.repeat(60);
    const { catalog, problems } = importTables(bad);
    expect(catalog).toBeNull();
    const found = problems.filter((p) => p.file === 'machines').map((p) => [p.row, p.column, p.rule]);
    expect(found).toEqual(
      expect.arrayContaining([
        [2, 'Equipment', 'reference'],
        [4, 'Model', 'duplicate'],
        [5, 'Rear size', 'required'],
        [6, 'Source', 'required'],
        [7, 'Payload (t)', expect.stringMatching(/unit|number/)],
        [8, 'Empty weight (t)', 'range'],
        [9, 'Sample', 'choice'],
        [10, 'Model', 'text'],
      ]),
    );
  });
});

describe("the fitment table's weight split (issue 23 part 3)", () => {
  const splitRow = (m: string[][]) => m.findIndex((r) => r[0] === 'Caterpillar' && r[1] === '785C');

  it('round-trips a split and its source, and a sheet without the optional columns imports with none', () => {
    const { catalog, problems } = importTables(viaCsv(tables));
    expect(problems).toEqual([]);
    const cat785 = catalog!.machines.find((m) => m.model === '785C')!;
    expect(cat785).toMatchObject({ empty_split: [47, 53], loaded_split: [33, 67], weights_source: '' });
    expect(catalog!.machines.find((m) => m.model === '725')!.weights_source).toMatch(/^https:\/\//);
    const without = clone(tables);
    const drop = ['Empty split (%)', 'Loaded split (%)', 'Tires per axle', 'Weights source'].map((h) => col(without, 'machines', h));
    without.machines = without.machines.map((r) => r.filter((_, i) => !drop.includes(i)));
    const plain = importTables(without);
    expect(plain.problems).toEqual([]);
    expect(plain.catalog!.machines.every((m) => m.empty_split === null && m.loaded_split === null && m.tires_per_axle === null && m.weights_source === '')).toBe(true);
    expect(catalog!.machines.find((m) => m.model === '75710')!.tires_per_axle).toEqual([4, 4]);
    expect(diffCatalogs(sample, plain.catalog!).machines.changed.find((c) => c.name === 'Caterpillar 785C')?.fields.map((f) => f.field)).toEqual([
      'Empty split (%)',
      'Loaded split (%)',
    ]);
  });

  it('refuses a split that is not shares front to rear adding up to about 100, given empty or loaded only, or tires for other axles', () => {
    const bad = clone(tables);
    const m = bad.machines;
    const at = (header: string) => col(bad, 'machines', header);
    const row = splitRow(m);
    const cases: [string, string, string][] = [
      ['47 % / 53 %', '33/67', ''],
      ['47/53', '33/33/34', ''],
      ['100', '100', ''],
      ['40/50', '33/67', ''],
      ['0/100', '33/67', ''],
      ['47/53', '', ''],
      ['47.001/52.999', '33/67', ''],
      ['47/53', '33/67', '2/2/2'],
      ['', '', '2/10'],
    ];
    cases.forEach(([empty, loaded, tires], i) => {
      const r = [...m[row]!];
      r[at('Model')] = `785C-${i}`;
      r[at('Empty split (%)')] = empty;
      r[at('Loaded split (%)')] = loaded;
      r[at('Tires per axle')] = tires;
      m.push(r);
    });
    const { catalog, problems } = importTables(bad);
    expect(catalog).toBeNull();
    const first = m.length - cases.length + 1;
    const found = problems.filter((p) => p.file === 'machines').map((p) => [(p.row ?? 0) - first, p.column, p.rule, p.message]);
    expect(found).toEqual([
      [0, 'Empty split (%)', 'split', expect.stringMatching(/as 47\/53/)],
      [1, 'Loaded split (%)', 'split', expect.stringMatching(/as many axles/)],
      [2, 'Empty split (%)', 'split', expect.stringMatching(/2 or 3/)],
      [2, 'Loaded split (%)', 'split', expect.stringMatching(/2 or 3/)],
      [3, 'Empty split (%)', 'split', expect.stringMatching(/add up to 90/)],
      [4, 'Empty split (%)', 'split', expect.stringMatching(/above 0/)],
      [5, 'Loaded split (%)', 'split', expect.stringMatching(/or neither/)],
      [6, 'Empty split (%)', 'split', expect.stringMatching(/at most 2 decimals/)],
      [7, 'Tires per axle', 'split', expect.stringMatching(/split's 2 axles, not 3/)],
      [8, 'Tires per axle', 'split', expect.stringMatching(/as 2\/4/)],
    ]);
  });
});

describe('CSV (RFC 4180)', () => {
  const read = (text: string | Uint8Array) => {
    const problems: Problem[] = [];
    const rows = parseCsv(typeof text === 'string' ? encoder.encode(text) : text, 'x.csv', problems);
    return { rows, problems };
  };

  it('reads quoted commas, line breaks and doubled quotes, CRLF or LF, and a UTF-8 byte order mark', () => {
    expect(read('\uFEFFa,b\r\n"1,5","say ""hi""\r\nthere"\n').rows).toEqual([
      ['a', 'b'],
      ['1,5', 'say "hi"\nthere'],
    ]);
    const rows = [['Tire line', 'Description'], ['RH-4A+', 'Cut-resistant, "deep" tread\nfor haulage'], [' padded ', '']];
    expect(read(writeCsv(rows)).rows).toEqual(rows);
  });

  it('refuses text that is not UTF-8, a stray quote, an unterminated quote and ragged rows', () => {
    expect(read(new Uint8Array([0x61, 0x2c, 0xe9, 0x0a])).problems).toEqual([
      { file: 'x.csv', rule: 'encoding', message: 'is not UTF-8 text: save it as "CSV UTF-8"' },
    ]);
    expect(read('a,b\n1,x"y\n').problems[0]).toMatchObject({ row: 2, rule: 'csv' });
    expect(read('a,b\n1,"open\n').problems[0]).toMatchObject({ rule: 'csv', message: expect.stringContaining('quote is missing') });
    expect(read('a,b\n1,2,3\n').problems[0]).toMatchObject({ row: 2, rule: 'csv', message: 'has 3 fields where the header has 2' });
  });
});

describe('line images', () => {
  const check = (name: string, body: Uint8Array | string) => {
    const problems: Problem[] = [];
    const image = checkImage(name, typeof body === 'string' ? encoder.encode(body) : body, problems);
    return { image, problems };
  };

  it('takes the sample artwork and real PNG, JPEG and WebP headers', () => {
    for (const [path, svg] of Object.entries(sample.artwork)) expect(check(path.replace('patterns/', ''), svg).problems).toEqual([]);
    expect(check('a.png', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])).image?.contentType).toBe('image/png');
    expect(check('a.jpg', new Uint8Array([0xff, 0xd8, 0xff, 0xe0])).image?.contentType).toBe('image/jpeg');
    expect(check('a.webp', encoder.encode('RIFF\0\0\0\0WEBPVP8 ')).image?.contentType).toBe('image/webp');
  });

  it('refuses a file that is not what its name says, and SVGs that could run code or load other files', () => {
    expect(check('a.png', 'GIF89a').problems[0]).toMatchObject({ file: 'images/a.png', rule: 'image', message: 'is not really a PNG image' });
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/p.png"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div>x</div></foreignObject></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(https://x.example/a)"/></svg>',
    ]) {
      expect(check('x.svg', svg).problems[0]).toMatchObject({ rule: 'image', message: expect.stringContaining('scripts') });
    }
    expect(check('x.svg', '<html></html>').problems[0]).toMatchObject({ message: 'is not an SVG file' });
    expect(check('x.gif', 'GIF89a').problems[0]).toMatchObject({ message: 'is not an .svg, .png, .jpg or .webp file' });
  });
});

describe('the sample catalog shipped in the format (server/catalog/sample)', () => {
  it('is the generated sample: importing the committed folder gives no changes, with every image', async () => {
    const input = await readFolder(path.resolve(__dirname, '../../server/catalog/sample'));
    const result = tablesToCatalog(input.tables, input.problems);
    const images = await readImages(input, result.images);
    expect(input.problems).toEqual([]);
    expect(isEmptyDiff(diffCatalogs(sample, result.catalog!))).toBe(true);
    const artwork = Object.fromEntries(images.map((i) => [`patterns/${i.name}`, new TextDecoder().decode(i.body)]));
    expect(artwork).toEqual(sample.artwork);
  });
});
