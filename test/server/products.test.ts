import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

interface Row {
  tire_size_id: number;
  size: string;
  pattern_id: number;
  tire_type_id: number;
  tra_code_id: number;
  rim_size_id: number;
  patterns: { pattern_name: string; patternFeatureMappings: unknown[]; patternBenefitMappings: unknown[] };
  traCode: { code: string };
  tireType: { name: string };
  specification: Record<string, unknown>;
  loadIndex?: unknown;
}

describe('GET /website/products/list', () => {
  it('answers every tire without filters, each a tire size row without load tables', async () => {
    const { status, body } = await t.get('/website/products/list');
    expect(status).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(400);
    const row: Row = body.data[0];
    expect(row).toEqual(
      expect.objectContaining({
        tire_size_id: expect.any(Number),
        size: expect.any(String),
        suffix: expect.any(String),
        alternate_size: expect.any(String),
        ply_rating: expect.any(String),
        patterns: expect.objectContaining({
          pattern_name: expect.any(String),
          description: expect.any(String),
          tag_line: expect.any(String),
          patternImageMappings: expect.arrayContaining([{ url: expect.stringMatching(/^\/media\//) }]),
        }),
        traCode: { code: expect.any(String) },
        tireType: { name: expect.stringMatching(/^(Radial|Bias)$/) },
        specification: expect.objectContaining({ od: expect.any(Number), od_mm: expect.any(Number) }),
      }),
    );
    expect(row).not.toHaveProperty('loadIndex');
    expect(row.patterns.patternFeatureMappings.length).toBe(row.patterns.patternBenefitMappings.length);
  });

  it('flags the warranty classes per line in the data (patterns.product_class); ordinary lines carry null', async () => {
    type Classed = Row & { patterns: { product_class: unknown } };
    const all: Classed[] = (await t.get('/website/products/list')).body.data;
    const classOf = new Map(all.map((r) => [r.patterns.pattern_name, r.patterns.product_class]));
    const named = (c: string) => [...classOf].filter(([, v]) => v === c).map(([name]) => name).sort();
    expect(new Set(classOf.values())).toEqual(new Set([null, 'LOW_SEAM', 'AMERICAN_BIAS', 'PERMAFOAM']));
    expect(named('LOW_SEAM')).toEqual(['UG-3S']);
    expect(named('AMERICAN_BIAS')).toEqual(['HB-3', 'LB-3', 'SB-3']);
    expect(named('PERMAFOAM')).toEqual(['WS-5S PF']);
    // American bias is a property of a line, not of the construction: most bias sizes are not flagged.
    const bias = all.filter((r) => r.tireType.name === 'Bias');
    expect(bias.filter((r) => r.patterns.product_class === null).length).toBeGreaterThan(bias.length / 2);
    const ug3s = all.find((r) => r.patterns.pattern_name === 'UG-3S')!;
    const detail = (await t.get(`/website/products/detail?tyre_size=${ug3s.tire_size_id}`)).body.data;
    expect(detail.patterns.product_class).toBe('LOW_SEAM');
  });

  it('lists the Permafoam line like any other: found through the finder, in detail and in compare', async () => {
    const segments: { segment_id: number; name: string }[] = (await t.get('/website/segment/list')).body.data;
    const waste = segments.find((x) => x.name === 'Forestry & Waste')!;
    const apps: { application_id: number; name: string }[] = (await t.get(`/website/application/list?segment_id=${waste.segment_id}`)).body.data.rows;
    const loader = apps.find((a) => a.name === 'Wheel Loader')!;
    const found: Row[] = (await t.get(`/website/products/list?segment_id=${waste.segment_id}&application_id=${loader.application_id}`)).body.data;
    const foam = found.filter((r) => r.patterns.pattern_name === 'WS-5S PF');
    expect(foam.map((r) => r.size)).toEqual(expect.arrayContaining(['17.5-25', '20.5-25', '23.5-25']));
    const bySize: Row[] = (await t.get('/website/products/list?tire_size=20.5-25')).body.data;
    expect(bySize.some((r) => r.patterns.pattern_name === 'WS-5S PF')).toBe(true);
    const detail = (await t.get(`/website/products/detail?tyre_size=${foam[0]!.tire_size_id}`)).body.data;
    expect(detail.patterns).toMatchObject({ pattern_name: 'WS-5S PF', product_class: 'PERMAFOAM' });
    expect(detail.loadIndex).not.toBeUndefined();
    const other = found.find((r) => r.patterns.pattern_name === 'WS-5S')!;
    const compared = await t.get(`/website/tiresize/compare-tires?ids=${foam[0]!.tire_size_id},${other.tire_size_id}`);
    expect(compared.status).toBe(200);
    expect(compared.body.data.map((x: { patterns: { product_class: unknown } }) => x.patterns.product_class)).toEqual(['PERMAFOAM', null]);
  });

  it('applies the search and the Narrow Results filters together', async () => {
    const all: Row[] = (await t.get('/website/products/list')).body.data;
    const size = all[0]!.size;
    const bySize: Row[] = (await t.get(`/website/products/list?tire_size=${encodeURIComponent(size)}`)).body.data;
    expect(bySize.length).toBeGreaterThan(0);
    expect(bySize.every((r) => r.size === size)).toBe(true);

    const types: { tire_type_id: number }[] = (
      await t.get(`/website/tyre-type/list?tire_size=${encodeURIComponent(size)}`)
    ).body.data;
    const lines: { pattern_id: number }[] = (await t.get(`/website/tire_line/list?is_all=true&tire_size=${encodeURIComponent(size)}`))
      .body.data;
    const tras: { tra_code_id: number }[] = (await t.get(`/website/tra/list?is_all=true&tire_size=${encodeURIComponent(size)}`)).body
      .data;
    const q = (ids: number[]) => ids.join(',');
    const everything = await t.get(
      `/website/products/list?tire_size=${encodeURIComponent(size)}&tire_type_id=${q(types.map((x) => x.tire_type_id))}` +
        `&pattern_id=${q(lines.map((x) => x.pattern_id))}&tra_code_id=${q(tras.map((x) => x.tra_code_id))}`,
    );
    expect(everything.body.data).toEqual(bySize);

    const onePattern = lines[0]!.pattern_id;
    const narrowed: Row[] = (
      await t.get(`/website/products/list?tire_size=${encodeURIComponent(size)}&pattern_id=${onePattern}`)
    ).body.data;
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.every((r) => r.pattern_id === onePattern && r.size === size)).toBe(true);
  });

  it('filters by industry through the equipment that fits', async () => {
    const segments: { segment_id: number; name: string }[] = (await t.get('/website/segment/list')).body.data;
    const ug = segments.find((s) => s.name === 'Underground Mining')!;
    const rows: Row[] = (await t.get(`/website/products/list?segment_id=${ug.segment_id}`)).body.data;
    const all: Row[] = (await t.get('/website/products/list')).body.data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(all.length);
  });

  it('refuses malformed id lists and unknown parameters, naming the field', async () => {
    for (const [url, field] of [
      ['/website/products/list?pattern_id=1,,2', 'pattern_id'],
      ['/website/products/list?tire_type_id=radial', 'tire_type_id'],
      ['/website/products/list?tra_code_id=1;drop table tire_size', 'tra_code_id'],
      ['/website/products/list?colour=red', 'colour'],
      ['/website/products/list?segment_id=1&segment_id=2', 'segment_id'],
      ['/website/products/list?rim_size_id=99999999999', 'rim_size_id'],
    ] as const) {
      const { status, body } = await t.get(url);
      expect([url, status]).toEqual([url, 400]);
      expect(body.message).toContain(field);
    }
  });
});

describe('filter lists', () => {
  it('answer the fields of SPEC §3 "Filter lists"', async () => {
    const types = (await t.get('/website/tyre-type/list')).body.data;
    expect(types.map((x: { name: string }) => x.name)).toEqual(['Bias', 'Radial']);
    const lines = (await t.get('/website/tire_line/list?is_all=true')).body.data;
    expect(lines.length).toBeGreaterThanOrEqual(30);
    expect(lines[0]).toEqual({ pattern_id: expect.any(Number), patterns: { pattern_name: expect.any(String) } });
    const tras = (await t.get('/website/tra/list?is_all=true')).body.data;
    expect(tras.map((x: { code: string }) => x.code)).toEqual(
      expect.arrayContaining(['E-2', 'E-3', 'E-4', 'E-7', 'L-2', 'L-3', 'L-4', 'L-5', 'L-5S', 'G-2', 'G-3', 'C-1', 'IND-4']),
    );
  });
});

describe('GET /website/products/detail', () => {
  it('answers one tire with its load tables, or null when it has none', async () => {
    const all: Row[] = (await t.get('/website/products/list')).body.data;
    const { status, body } = await t.get(`/website/products/detail?tyre_size=${all[0]!.tire_size_id}`);
    expect(status).toBe(200);
    expect(body.data.tire_size_id).toBe(all[0]!.tire_size_id);
    expect(body.data).toHaveProperty('loadIndex');
    let withoutLoads = 0;
    for (const r of all.slice(0, 200)) {
      const d = (await t.get(`/website/products/detail?tyre_size=${r.tire_size_id}`)).body.data;
      if (d.loadIndex === null) withoutLoads += 1;
      else {
        for (const rows of Object.values(d.loadIndex as Record<string, { PSI: number }[]>)) {
          const psi = rows.map((x) => x.PSI);
          expect(psi).toEqual([...psi].sort((a, b) => a - b));
        }
      }
    }
    expect(withoutLoads).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown tire and 400 for a malformed or missing id', async () => {
    expect((await t.get('/website/products/detail?tyre_size=999999')).status).toBe(404);
    const bad = await t.get('/website/products/detail?tyre_size=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('tyre_size');
    const missing = await t.get('/website/products/detail');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('tyre_size');
  });
});

describe('GET /website/tiresize/compare-tires', () => {
  it('answers 2 or 3 tires in the order asked for', async () => {
    const all: Row[] = (await t.get('/website/products/list')).body.data;
    const ids = [all[5]!.tire_size_id, all[1]!.tire_size_id, all[9]!.tire_size_id];
    const three = await t.get(`/website/tiresize/compare-tires?ids=${ids.join(',')}`);
    expect(three.status).toBe(200);
    expect(three.body.data.map((x: Row) => x.tire_size_id)).toEqual(ids);
    expect(three.body.data[0]).toHaveProperty('loadIndex');
    const two = await t.get(`/website/tiresize/compare-tires?ids=${ids.slice(0, 2).join(',')}`);
    expect(two.body.data).toHaveLength(2);
  });

  it('refuses one id, four ids, repeats and junk; 404 for an unknown tire', async () => {
    expect((await t.get('/website/tiresize/compare-tires?ids=1')).status).toBe(400);
    expect((await t.get('/website/tiresize/compare-tires?ids=1,2,3,4')).status).toBe(400);
    expect((await t.get('/website/tiresize/compare-tires?ids=2,2')).status).toBe(400);
    const junk = await t.get('/website/tiresize/compare-tires?ids=1,abc');
    expect(junk.status).toBe(400);
    expect(junk.body.message).toContain('ids');
    const unknown = await t.get('/website/tiresize/compare-tires?ids=1,999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('999999');
  });
});
