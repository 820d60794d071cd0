// Find by machine (issue 23 part 1): the fitment table's list and one machine with its sizes and our tires.
import { sampleMachines } from '../../server/catalog/seed/machines';
import { makeTestApp, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

interface Summary {
  machine_id: string;
  make: string;
  model: string;
  equipment: string;
  sample: boolean;
}

describe('GET /website/machine/list', () => {
  it('lists every machine of the sample table once, by make and then model in number order', async () => {
    const { status, body } = await t.get('/website/machine/list');
    expect(status).toBe(200);
    const list: Summary[] = body.data;
    expect(list).toHaveLength(sampleMachines().length);
    expect(new Set(list.map((m) => m.machine_id)).size).toBe(list.length);
    const cat = list.filter((m) => m.make === 'Caterpillar').map((m) => m.model);
    expect(cat.indexOf('777G')).toBeLessThan(cat.indexOf('785C'));
    expect(cat.indexOf('785C')).toBeLessThan(cat.indexOf('793F'));
    const makes = list.map((m) => m.make);
    expect(makes).toEqual([...makes].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(list.find((m) => m.make === 'Caterpillar' && m.model === '777G')).toMatchObject({ machine_id: 'caterpillar-777g', equipment: 'Rigid Haul Truck' });
  });

  it('narrows to a make and an equipment type, case ignored', async () => {
    const { body } = await t.get('/website/machine/list?make=komatsu&equipment=rigid%20haul%20truck');
    expect(body.data.length).toBeGreaterThan(1);
    for (const m of body.data as Summary[]) expect([m.make, m.equipment]).toEqual(['Komatsu', 'Rigid Haul Truck']);
    expect((await t.get('/website/machine/list?make=Nobody')).body.data).toEqual([]);
  });

  it('refuses a blank make and parameters it does not take', async () => {
    expect((await t.get('/website/machine/list?make=')).status).toBe(400);
    const { status, body } = await t.get('/website/machine/list?model=777G');
    expect(status).toBe(400);
    expect(body.message).toMatch(/model/);
  });
});

describe('GET /website/machine/detail', () => {
  it('gives a machine its sizes, its source and the number of our tires in each size', async () => {
    const { status, body } = await t.get('/website/machine/detail?machine=caterpillar-777g');
    expect(status).toBe(200);
    const m = body.data;
    expect(m).toMatchObject({ make: 'Caterpillar', model: '777G', front_size: '27.00R49', rear_size: '27.00R49' });
    expect(m.source).toMatch(/^https:\/\//);
    const products = (await t.get(`/website/products/list?tire_size=${encodeURIComponent('27.00R49')}`)).body.data;
    expect(products.length).toBeGreaterThan(0);
    const rated = products.filter((p: { specification: Record<string, unknown> }) =>
      ['PC_2S_TKPH', 'PC_4S_TKPH', 'PC_6S_TKPH', 'PC_2S_TMPH', 'PC_4S_TMPH', 'PC_6S_TMPH'].some((k) => typeof p.specification[k] === 'number'),
    );
    expect(m.sizes).toEqual([{ size: '27.00R49', axle: 'front and rear', tires: products.length, rated: rated.length, alternates: expect.any(Array) }]);
    expect(rated.length).toBeGreaterThan(0);
  });

  it('names the catalog sizes written in the other notation (29.5R25 is sold as 750/65R25 too)', async () => {
    const loader = sampleMachines().find((m) => m.front_size === '29.5R25' && m.rear_size === '29.5R25');
    expect(loader).toBeDefined();
    const id = `${loader!.make} ${loader!.model}`.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const { body } = await t.get(`/website/machine/detail?machine=${id}`);
    const [size] = body.data.sizes;
    expect(size.size).toBe('29.5R25');
    const metric = (await t.get('/website/products/list?tire_size=750%2F65R25')).body.data;
    expect(size.alternates).toEqual(metric.length > 0 ? [{ size: '750/65R25', tires: metric.length }] : []);
  });

  it('answers 404 for a machine not in the table and 400 for an address that cannot be one', async () => {
    const missing = await t.get('/website/machine/detail?machine=caterpillar-999z');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/No machine/);
    for (const bad of ['', 'Caterpillar%20777G', 'cat--777', '-cat', 'a'.repeat(131)]) {
      const r = await t.get(`/website/machine/detail?machine=${bad}`);
      expect(r.status).toBe(400);
      expect(typeof r.body.message).toBe('string');
    }
    expect((await t.get('/website/machine/detail')).status).toBe(400);
  });
});
