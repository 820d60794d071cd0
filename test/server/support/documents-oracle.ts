// What the generated documents should contain, worked out from the public API (products, tire details,
// equipment types, content), never from the document code: the oracle of resources-documents.test.ts.
import type { FastifyInstance } from 'fastify';
import type { TireSizeDetail } from '../../../src/contract/catalog';
import { formatNumber, kpaToBar, SPEC_FIELDS, SPEED_RATINGS, speedRating, specValue, type UnitSystem } from '../../../src/lib/units';
import { readPdf, type PdfText } from './pdf-text';

export interface Tire extends TireSizeDetail {
  /** Equipment types the size fits, in code-point order (the databook files it under the first). */
  applications: string[];
}

export interface Oracle {
  tires: Tire[];
  applications: string[];
  /** Visible Reliable Services sections, by sequence. */
  services: string[];
  /** Inactive or deleted ones, which no document may show. */
  hiddenServices: string[];
}

async function json<T>(app: FastifyInstance, url: string): Promise<T> {
  const res = await app.inject({ method: 'GET', url, headers: { ispublic: 'true' } });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
  return res.json() as T;
}

export async function loadOracle(app: FastifyInstance): Promise<Oracle> {
  const rows = (await json<{ data: TireSizeDetail[] }>(app, '/website/products/list')).data;
  const apps = (await json<{ data: { rows: { application_id: number; name: string }[] } }>(app, '/website/application/list?is_all=true'))
    .data.rows;
  const fits = new Map<number, string[]>();
  for (const a of apps) {
    for (const tire of (await json<{ data: TireSizeDetail[] }>(app, `/website/products/list?application_id=${a.application_id}`)).data) {
      fits.set(tire.tire_size_id, [...(fits.get(tire.tire_size_id) ?? []), a.name]);
    }
  }
  const tires: Tire[] = [];
  for (const row of rows) {
    const detail = (await json<{ data: TireSizeDetail }>(app, `/website/products/detail?tyre_size=${row.tire_size_id}`)).data;
    tires.push({ ...detail, applications: (fits.get(row.tire_size_id) ?? []).sort() });
  }
  const services = (
    await json<{ data: { title: string; sequence: number }[] }>(
      app,
      '/content/api/reliable-types?populate=*&filters[is_deleted]=false&filters[is_active]=true&sort=sequence:asc',
    )
  ).data.map((s) => s.title);
  const hidden = async (filter: string) =>
    (await json<{ data: { title: string }[] }>(app, `/content/api/reliable-types?${filter}`)).data.map((s) => s.title);
  const hiddenServices = [...(await hidden('filters[is_active]=false')), ...(await hidden('filters[is_deleted]=true'))];
  return { hiddenServices, tires, applications: apps.map((a) => a.name).filter((n) => tires.some((t) => t.applications.includes(n))), services };
}

const cells = (list: (string | number)[]) => list.map(String).filter((c) => c !== '').join('|');
const rating = (r: string) => (r && r !== 'NULL' ? `(${r})` : '');

/**
 * The databook's rows for one tire: its identity row (the equipment types it fits end the row and may wrap
 * onto a second line, so they come apart), its full specification in US and metric units, its load tables.
 */
export function databookRows(t: Tire): { identity: string[]; fits: string; rows: string[] } {
  const name = [t.size, t.patterns.pattern_name, t.ply_rating];
  const spec = (unit: UnitSystem) =>
    cells([
      ...name,
      ...SPEC_FIELDS.map((f) => formatNumber(specValue(t.specification, f.key, unit))),
      ...SPEED_RATINGS.map((r) => formatNumber(speedRating(t.specification, r.key, unit))),
    ]);
  const identity = [t.size, t.alternate_size || '-', t.suffix || '-', t.patterns.pattern_name, t.ply_rating, t.tireType.name, String(t.rim_diameter), t.traCode.code];
  const rows = [spec('US'), spec('METRIC')];
  if (!t.loadIndex) rows.push(`${name.join(' ')}: No load index data available`);
  for (const [speed, list] of Object.entries(t.loadIndex ?? {})) {
    rows.push(`${name.join(' ')} - ${speed}: ${[...new Set(list.map((r) => r.DESCR))].join('; ')}`);
    for (const r of list) {
      rows.push(cells([...name, r.PSI, r.KPA, kpaToBar(r.KPA), formatNumber(r.LOADLBS), formatNumber(r.LOADKG), rating(r.LOADRATING), r.SPEEDMPH, r.SPEEDKPH]));
    }
  }
  return { identity, fits: t.applications.join(', '), rows };
}

/** Every line of every page, its cells joined by "|". */
export const rowSet = (pdf: PdfText): Set<string> => new Set(pdf.lines.flat().map((l) => l.join('|')));

const parsed = new Map<string, Promise<PdfText>>();

/** Fetches and parses a document once per test file. */
export function fetchPdf(app: FastifyInstance, url: string): Promise<PdfText> {
  let pending = parsed.get(url);
  if (!pending) {
    pending = app.inject({ method: 'GET', url }).then((res) => {
      if (res.statusCode !== 200 || res.headers['content-type'] !== 'application/pdf') throw new Error(`${url}: ${res.statusCode}`);
      return readPdf(res.rawPayload);
    });
    parsed.set(url, pending);
  }
  return pending;
}
