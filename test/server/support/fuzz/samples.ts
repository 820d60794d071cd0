// Known-good parameter values read from the app itself (real ids, sizes, document names), so that fuzzed
// requests reach the handlers and the database instead of stopping at validation, and valid lead bodies.
import type { FastifyInstance } from 'fastify';
import { validContact, validRegistration } from '../../../support/leads';
import type { ValidBody } from './bodies';
import type { Samples } from './requests';

async function data<T>(app: FastifyInstance, url: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: sample gathering needs it`);
  return (res.json() as { data: T }).data;
}

const pick = <T>(list: T[], n: number) => list.filter((_, i) => i % Math.max(1, Math.floor(list.length / n)) === 0).slice(0, n);

export async function websiteSamples(app: FastifyInstance): Promise<Samples> {
  const products = await data<{ tire_size_id: number; pattern_id: number; tire_type_id: number; tra_code_id: number }[]>(
    app,
    '/website/products/list',
  );
  const ids = pick(products.map((p) => String(p.tire_size_id)), 12);
  const sizes = (await data<{ size: string }[]>(app, '/website/tiresize/list')).map((s) => s.size);
  const rims = (await data<{ rim_size_id: number }[]>(app, '/website/rimsize/list')).map((r) => String(r.rim_size_id));
  const segments = (await data<{ segment_id: number }[]>(app, '/website/segment/list')).map((s) => String(s.segment_id));
  const apps = (await data<{ rows: { application_id: number }[] }>(app, '/website/application/list')).rows.map((a) =>
    String(a.application_id),
  );
  const files: string[] = [];
  for (const type of ['BROCHURES', 'SELL_SHEET', 'OE_PRESSURE', 'ENGINEERING']) {
    const list = await data<{ result: { document: string; thumbnail: string }[] }>(app, `/website/resource/list?type=${type}`);
    for (const doc of list.result.slice(0, 2)) {
      files.push(doc.thumbnail.split('/').pop()!);
      // The engineering databook takes 8-13 s to generate the first time (several hundred pages): longer
      // than the fuzz's hang deadline. test/server/resources.test.ts reads it.
      if (type !== 'ENGINEERING') files.push(doc.document.split('/').pop()!);
    }
  }
  const unique = (xs: number[]) => [...new Set(xs)].map(String);
  return {
    tyre_size: ids,
    ids: [ids.slice(0, 2).join(','), ids.slice(2, 5).join(','), ids[0]!, `${ids[0]},${ids[0]}`, ids.slice(0, 4).join(',')],
    tire_size: pick(sizes, 10),
    search: ['27.00', 'R49', '24', ' ', pick(sizes, 1)[0]!],
    rim_size_id: pick(rims, 6),
    segment_id: segments,
    application_id: pick(apps, 8),
    tire_type_id: unique(products.map((p) => p.tire_type_id)),
    pattern_id: pick(unique(products.map((p) => p.pattern_id)), 6),
    tra_code_id: pick(unique(products.map((p) => p.tra_code_id)), 6),
    q: ['Elko, NV', '89801', 'T2P 1J9', 'Denver', 'Sudbury, ON', '10001', 'Nowhere, ZZ'],
    lat: ['40.8324', '-33.9', '0', '89.99'],
    lng: ['-115.7631', '151.2', '0', '-179.99'],
    file: files,
    timestamp: [String(Date.now())],
  };
}

/** Valid bodies of the lead POST routes, with the marker in a stored text field. */
export const VALID_BODIES: Record<string, ValidBody> = {
  '/website/contact-us': {
    build: (marker) => ({ data: { ...validContact, comments: `Fuzz ${marker}` } }),
    form: (body) => body.data as Record<string, unknown>,
    formPath: 'data',
    fields: Object.keys(validContact),
  },
  '/website/request-consultation': {
    build: (marker) => ({ data: { ...validContact, comments: `Fuzz ${marker}` } }),
    form: (body) => body.data as Record<string, unknown>,
    formPath: 'data',
    fields: Object.keys(validContact),
  },
  '/website/em-track/create': {
    build: (marker) => ({ ...validRegistration, last_name: `Hopper ${marker}` }),
    form: (body) => body,
    formPath: '',
    fields: Object.keys(validRegistration),
  },
};
