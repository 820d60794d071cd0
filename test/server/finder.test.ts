import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const byteOrder = (a: string, b: string) => (Buffer.from(a) < Buffer.from(b) ? -1 : a === b ? 0 : 1);

describe('GET /website/rimsize/list', () => {
  it('lists rim diameters from 24 to 63 in, ascending, with ids', async () => {
    const { status, body } = await t.get('/website/rimsize/list?sort_by=rim_diameter&sort_type=asc&is_all=true');
    expect(status).toBe(200);
    const diameters = body.data.map((r: { rim_diameter: number }) => r.rim_diameter);
    expect(diameters).toEqual([...diameters].sort((a, b) => a - b));
    expect(diameters[0]).toBe(24);
    expect(diameters.at(-1)).toBe(63);
    expect(Object.keys(body.data[0]).sort()).toEqual(['rim_diameter', 'rim_size_id']);
  });

  it('honours sort_type=desc and pages when is_all=false', async () => {
    const all = (await t.get('/website/rimsize/list')).body.data;
    const desc = (await t.get('/website/rimsize/list?sort_type=desc')).body.data;
    expect(desc).toEqual([...all].reverse());
    const page2 = (await t.get('/website/rimsize/list?is_all=false&page=2&limit=3')).body.data;
    expect(page2).toEqual(all.slice(3, 6));
  });

  it('refuses an unknown sort column, naming the parameter', async () => {
    const { status, body } = await t.get('/website/rimsize/list?sort_by=price');
    expect(status).toBe(400);
    expect(body.message).toMatch(/sort_by/);
  });
});

describe('GET /website/tiresize/list', () => {
  it('lists distinct sizes in ascending byte order', async () => {
    const { status, body } = await t.get('/website/tiresize/list?sort_by=size&sort_type=asc&is_all=true');
    expect(status).toBe(200);
    const sizes: string[] = body.data.map((r: { size: string }) => r.size);
    expect(sizes.length).toBeGreaterThan(50);
    expect(new Set(sizes).size).toBe(sizes.length);
    expect(sizes).toEqual([...sizes].sort(byteOrder));
    expect(Object.keys(body.data[0])).toEqual(['size']);
  });

  it('filters by rim: every size ends with that rim diameter', async () => {
    const rims = (await t.get('/website/rimsize/list')).body.data as { rim_size_id: number; rim_diameter: number }[];
    const rim = rims.find((r) => r.rim_diameter === 25)!;
    const { body } = await t.get(`/website/tiresize/list?rim_size_id=${rim.rim_size_id}`);
    expect(body.data.length).toBeGreaterThan(0);
    for (const { size } of body.data) expect(size).toMatch(/[R-]25$/);
  });

  it('trims the search text and ignores blank text', async () => {
    const all = (await t.get('/website/tiresize/list')).body.data;
    const blank = (await t.get('/website/tiresize/list?search=%20%20%20')).body.data;
    expect(blank).toEqual(all);
    const found = (await t.get('/website/tiresize/list?search=%2029.5%20')).body.data;
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all.length);
    for (const { size } of found) expect(size).toContain('29.5');
  });

  it('treats LIKE wildcards in the search literally', async () => {
    const { status, body } = await t.get('/website/tiresize/list?search=%25');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('narrows by equipment type and by industry', async () => {
    const all = (await t.get('/website/tiresize/list')).body.data.length;
    const apps = (await t.get('/website/application/list')).body.data.rows;
    const grader = apps.find((a: { name: string }) => /grader/i.test(a.name));
    const forGrader = (await t.get(`/website/tiresize/list?application_id=${grader.application_id}`)).body.data;
    expect(forGrader.length).toBeGreaterThan(0);
    expect(forGrader.length).toBeLessThan(all);
    const segments = (await t.get('/website/segment/list')).body.data;
    for (const s of segments) {
      const sizes = (await t.get(`/website/tiresize/list?segment_id=${s.segment_id}`)).body.data;
      expect(sizes.length).toBeGreaterThan(0);
    }
  });

  it('refuses a huge search text and a non-numeric id', async () => {
    const huge = await t.get(`/website/tiresize/list?search=${'x'.repeat(500)}`);
    expect(huge.status).toBe(400);
    expect(huge.body.message).toMatch(/search/);
    const bad = await t.get('/website/tiresize/list?rim_size_id=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/rim_size_id/);
  });
});

describe('GET /website/segment/list and /website/application/list', () => {
  it('lists the seven industries by name', async () => {
    const { body } = await t.get('/website/segment/list?sort_by=name&sort_type=asc&is_all=true');
    expect(body.data.map((s: { name: string }) => s.name)).toEqual([
      'Construction',
      'Forestry & Waste',
      'Industrial',
      'Mining',
      'Port',
      'Quarry & Aggregate',
      'Underground Mining',
    ]);
    expect(Object.keys(body.data[0]).sort()).toEqual(['name', 'segment_id']);
  });

  it('answers equipment types as data.rows with a count, sorted by name', async () => {
    const { status, body } = await t.get('/website/application/list?sort_by=name&sort_type=asc&is_all=true');
    expect(status).toBe(200);
    const names = body.data.rows.map((a: { name: string }) => a.name);
    expect(body.data.count).toBe(names.length);
    expect(names).toEqual([...names].sort(byteOrder));
    expect(names).toEqual(expect.arrayContaining(['Rigid Haul Truck', 'Motor Grader']));
  });

  it('narrows equipment types to one industry', async () => {
    const all = (await t.get('/website/application/list')).body.data.rows;
    const segments = (await t.get('/website/segment/list')).body.data;
    const port = segments.find((s: { name: string }) => s.name === 'Port');
    const { body } = await t.get(`/website/application/list?segment_id=${port.segment_id}`);
    expect(body.data.rows.length).toBeGreaterThan(0);
    expect(body.data.rows.length).toBeLessThan(all.length);
    expect(body.data.rows.map((a: { name: string }) => a.name)).not.toContain('Rigid Haul Truck');
  });

  it('gives an empty list for an industry that does not exist', async () => {
    const { status, body } = await t.get('/website/application/list?segment_id=999999');
    expect(status).toBe(200);
    expect(body.data).toEqual({ rows: [], count: 0 });
  });
});
