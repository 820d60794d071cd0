// The duty check's lists (issue 23): sizes with a TKPH-rated tire, and the rated tires of a size.
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

interface Product {
  tire_size_id: number;
  size: string;
  ply_rating: string;
  patterns: { pattern_name: string };
  traCode: { code: string };
  specification: Record<string, number | string | null | undefined>;
}

const rated = (p: Product) =>
  ['PC_2S_TKPH', 'PC_4S_TKPH', 'PC_6S_TKPH', 'PC_2S_TMPH', 'PC_4S_TMPH', 'PC_6S_TMPH'].some((k) => typeof p.specification[k] === 'number');

describe('GET /website/duty/sizes', () => {
  it('lists each size that has a rated tire once, byte-wise, and no other', async () => {
    const all: Product[] = (await t.get('/website/products/list')).body.data;
    const { status, body } = await t.get('/website/duty/sizes');
    expect(status).toBe(200);
    const expected = [...new Set(all.filter(rated).map((p) => p.size))].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    expect(body.data.map((s: { size: string }) => s.size)).toEqual(expected);
    expect(expected.length).toBeGreaterThan(10);
    // Loader sizes (L-codes only) have no rating.
    expect(all.some((p) => !rated(p))).toBe(true);
  });

  it('refuses parameters it does not take', async () => {
    const { status, body } = await t.get('/website/duty/sizes?size=29.5R25');
    expect(status).toBe(400);
    expect(body.message).toMatch(/size/);
  });
});

describe('GET /website/duty/tires', () => {
  it('answers the rated tires of a size with their ratings in TKPH and TMPH', async () => {
    const products: Product[] = (await t.get('/website/products/list?tire_size=29.5R25')).body.data;
    const { status, body } = await t.get('/website/duty/tires?tire_size=29.5R25');
    expect(status).toBe(200);
    const ratedOnes = products.filter(rated);
    expect(body.data.map((d: { tire_size_id: number }) => d.tire_size_id)).toEqual(ratedOnes.map((p) => p.tire_size_id));
    const first = ratedOnes[0]!;
    expect(body.data[0]).toEqual({
      tire_size_id: first.tire_size_id,
      pattern_name: first.patterns.pattern_name,
      size: '29.5R25',
      ply_rating: first.ply_rating,
      tra_code: first.traCode.code,
      PC_2S_TKPH: first.specification.PC_2S_TKPH ?? null,
      PC_4S_TKPH: first.specification.PC_4S_TKPH ?? null,
      PC_6S_TKPH: first.specification.PC_6S_TKPH ?? null,
      PC_2S_TMPH: first.specification.PC_2S_TMPH ?? null,
      PC_4S_TMPH: first.specification.PC_4S_TMPH ?? null,
      PC_6S_TMPH: first.specification.PC_6S_TMPH ?? null,
    });
  });

  it('answers an empty list for a size with no rated tire or no tire at all', async () => {
    expect((await t.get('/website/duty/tires?tire_size=99R99')).body).toEqual({ data: [] });
  });

  it('says what is wrong with a missing or overlong size', async () => {
    const missing = await t.get('/website/duty/tires');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/tire_size/);
    const long = await t.get(`/website/duty/tires?tire_size=${'9'.repeat(41)}`);
    expect(long.status).toBe(400);
  });
});

interface DutyMachineBody {
  machine_id: string;
  make: string;
  model: string;
  equipment: string;
  sample: boolean;
  payload_t: number;
  empty_weight_t: number;
  empty_split: number[];
  loaded_split: number[];
  typical: boolean;
  source: string;
  source_sample: boolean;
  axles: { axle: string; tires: number; size: string; empty_kg: number; loaded_kg: number }[];
}

describe('GET /website/duty/machines', () => {
  it("answers the haulers whose tire loads can be worked out, each axle's tires and loads", async () => {
    const { status, body } = await t.get('/website/duty/machines');
    expect(status).toBe(200);
    const machines: DutyMachineBody[] = body.data;
    const byId = new Map(machines.map((m) => [m.machine_id, m]));
    // The 785C's own split (its Specalog: 95,725 kg empty, 136 t payload, 47/53 empty, 33/67 loaded), two front
    // tires and four rear.
    expect(byId.get('caterpillar-785c')).toMatchObject({
      make: 'Caterpillar',
      model: '785C',
      equipment: 'Rigid Haul Truck',
      payload_t: 136,
      empty_weight_t: 95.725,
      empty_split: [47, 53],
      loaded_split: [33, 67],
      typical: false,
      axles: [
        { axle: 'front', tires: 2, size: '33.00R51', empty_kg: 22495, loaded_kg: 38235 },
        { axle: 'rear', tires: 4, size: '33.00R51', empty_kg: 12684, loaded_kg: 38814 },
      ],
    });
    // An articulated truck's three axles, from its sheet's axle loads (15,000 kg on the front axle empty).
    expect(byId.get('caterpillar-730')?.axles.map((a) => [a.axle, a.tires, a.empty_kg, a.loaded_kg])).toEqual([
      ['front', 2, 7500, 9140],
      ['centre', 2, 2280, 8460],
      ['rear', 2, 2170, 8351],
    ]);
    // A truck with weights and no split of its own: its kind's typical one, said so.
    expect(byId.get('belaz-7555a')).toMatchObject({ typical: true, empty_split: [49, 51], loaded_split: [33, 67] });
    // Weights read on a page of their own (a sample row's size was not): that page, linked.
    expect(byId.get('caterpillar-730')).toMatchObject({ sample: true, source_sample: false, source: expect.stringContaining('cartermachinery.com') });
    expect(byId.get('belaz-75304')).toMatchObject({ sample: true, source_sample: true });
    // An empty weight made of its page's gross weight less its payload (500,000 kg - 296 t): 204 t, typical split,
    // 33 % of 500 t loaded on the front axle's two tires.
    expect(byId.get('hitachi-eh5000ac-3')).toMatchObject({ payload_t: 296, empty_weight_t: 204, typical: true, source_sample: false });
    expect(byId.get('hitachi-eh5000ac-3')?.axles[0]).toMatchObject({ axle: 'front', tires: 2, loaded_kg: 82500 });
    // Not listed: a loader; a hauler without an empty weight (the 773G: its split alone gives no loads); one with
    // duals on both axles and no split of its own (the BelAZ 75710: no typical split fits eight tires).
    expect(machines.every((m) => ['Rigid Haul Truck', 'Articulated Dump Truck', 'Underground Haul Truck'].includes(m.equipment))).toBe(true);
    expect(byId.has('caterpillar-773g')).toBe(false);
    expect(byId.has('belaz-75710')).toBe(false);
    // The machine's page says whether the check can fill its loads in.
    expect((await t.get('/website/machine/detail?machine=caterpillar-785c')).body.data).toMatchObject({ tire_loads: true, weights_source: null });
    expect((await t.get('/website/machine/detail?machine=belaz-75710')).body.data.tire_loads).toBe(false);
    expect((await t.get('/website/machine/detail?machine=caterpillar-725')).body.data.weights_source).toMatch(/clevelandbrothers/);
    // In the machine list's order: make, then model.
    const list: { machine_id: string }[] = (await t.get('/website/machine/list')).body.data;
    const order = list.map((m) => m.machine_id).filter((id) => byId.has(id));
    expect(machines.map((m) => m.machine_id)).toEqual(order);
  });

  it('refuses parameters it does not take', async () => {
    const { status, body } = await t.get('/website/duty/machines?machine=caterpillar-785c');
    expect(status).toBe(400);
    expect(body.message).toMatch(/machine/);
  });
});
