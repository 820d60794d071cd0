// The published catalog read back from the database as plain data (the shape the seed and the exchange format
// share), with its line images: what `catalog export` writes and what a dry run compares an import with.
import { sql } from 'drizzle-orm';
import type { ProductClass } from '../../src/contract/catalog';
import { rowsOf as rows, type Db } from '../db/database';
import { plainMachines, readMachines } from './machines/store';
import type { MediaFile } from './media-files';
import type { SeedCatalog, SeedPattern, SeedTireSize } from './seed/types';

type Exec = Pick<Db, 'execute'>;

const MEDIA_PREFIX = '/media/';

function grouped<T extends { pattern_id: number }>(items: T[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const item of items) out.set(Number(item.pattern_id), [...(out.get(Number(item.pattern_id)) ?? []), item]);
  return out;
}

async function readPatterns(db: Exec): Promise<{ patterns: SeedPattern[]; names: Map<number, string> }> {
  const lines = await rows<{ pattern_id: number; pattern_name: string; tag_line: string; description: string; family: string; product_class: ProductClass | null; tire_type: 'Radial' | 'Bias' | null }>(
    db,
    sql`select p.pattern_id, p.pattern_name, p.tag_line, p.description, p.family, p.product_class,
      (select tt.name from tire_size s join tire_type tt on tt.tire_type_id = s.tire_type_id where s.pattern_id = p.pattern_id limit 1) as tire_type
      from pattern p order by p.pattern_id`,
  );
  const features = grouped(await rows<{ pattern_id: number; feature: string }>(db, sql`select pattern_id, feature from pattern_feature order by pattern_id, sequence`));
  const benefits = grouped(await rows<{ pattern_id: number; benefit: string }>(db, sql`select pattern_id, benefit from pattern_benefit order by pattern_id, sequence`));
  const images = grouped(await rows<{ pattern_id: number; url: string }>(db, sql`select pattern_id, url from pattern_image order by pattern_id, sequence`));
  const patterns = lines.map((p) => ({
    pattern_name: p.pattern_name,
    tag_line: p.tag_line,
    description: p.description,
    family: p.family,
    product_class: p.product_class,
    tire_type: p.tire_type ?? 'Radial',
    features: (features.get(Number(p.pattern_id)) ?? []).map((f) => f.feature),
    benefits: (benefits.get(Number(p.pattern_id)) ?? []).map((b) => b.benefit),
    images: (images.get(Number(p.pattern_id)) ?? []).map((i) => (i.url.startsWith(MEDIA_PREFIX) ? i.url.slice(MEDIA_PREFIX.length) : i.url)),
  }));
  return { patterns, names: new Map(lines.map((p) => [Number(p.pattern_id), p.pattern_name])) };
}

async function readSizes(db: Exec): Promise<SeedTireSize[]> {
  const sizes = await rows<Omit<SeedTireSize, 'tra_code' | 'applications'> & { tire_size_id: number; code: string }>(
    db,
    sql`select s.tire_size_id, s.size, s.suffix, s.alternate_size, s.ply_rating, p.pattern_name, tt.name as tire_type,
      tc.code, r.rim_diameter, s.specification, s.load_index
      from tire_size s join pattern p on p.pattern_id = s.pattern_id join tire_type tt on tt.tire_type_id = s.tire_type_id
      join tra_code tc on tc.tra_code_id = s.tra_code_id join rim_size r on r.rim_size_id = s.rim_size_id
      order by s.tire_size_id`,
  );
  const apps = await rows<{ tire_size_id: number; name: string }>(
    db,
    sql`select tsa.tire_size_id, a.name from tire_size_application tsa join application a on a.application_id = tsa.application_id
      order by tsa.tire_size_id, a.application_id`,
  );
  const appsOf = new Map<number, string[]>();
  for (const a of apps) appsOf.set(Number(a.tire_size_id), [...(appsOf.get(Number(a.tire_size_id)) ?? []), a.name]);
  return sizes.map((s) => ({
    size: s.size,
    suffix: s.suffix,
    alternate_size: s.alternate_size,
    ply_rating: s.ply_rating,
    pattern_name: s.pattern_name,
    tire_type: s.tire_type,
    tra_code: s.code,
    rim_diameter: Number(s.rim_diameter),
    specification: s.specification,
    load_index: s.load_index,
    applications: appsOf.get(Number(s.tire_size_id)) ?? [],
  }));
}

/** The published catalog (artwork left empty: the images come as media files). */
export async function readPublishedCatalog(db: Exec): Promise<SeedCatalog> {
  const { patterns } = await readPatterns(db);
  const segments = await rows<{ name: string }>(db, sql`select name from segment order by segment_id`);
  const apps = await rows<{ name: string; segments: string[] | null }>(
    db,
    sql`select a.name, array_remove(array_agg(s.name order by s.segment_id), null) as segments from application a
      left join segment_application sa on sa.application_id = a.application_id left join segment s on s.segment_id = sa.segment_id
      group by a.application_id, a.name order by a.application_id`,
  );
  const tras = await rows<{ code: string }>(db, sql`select code from tra_code order by tra_code_id`);
  const rims = await rows<{ rim_diameter: number }>(db, sql`select rim_diameter from rim_size order by rim_diameter`);
  const types = await rows<{ name: 'Radial' | 'Bias' }>(db, sql`select name from tire_type order by tire_type_id`);
  return {
    rim_diameters: rims.map((r) => Number(r.rim_diameter)),
    tra_codes: tras.map((t) => t.code),
    tire_types: types.map((t) => t.name),
    segments: segments.map((s) => s.name),
    applications: apps.map((a) => ({ name: a.name, segments: a.segments ?? [] })),
    patterns,
    sizes: await readSizes(db),
    machines: plainMachines(await readMachines(db)),
    artwork: {},
  };
}

/** The media files the published lines name (their images), by media path. */
export async function readLineImages(db: Exec): Promise<MediaFile[]> {
  const files = await rows<{ path: string; content_type: string; body: Uint8Array }>(
    db,
    sql`select m.path, m.content_type, m.body from media m
      where m.path in (select substr(url, ${MEDIA_PREFIX.length + 1}) from pattern_image where url like ${`${MEDIA_PREFIX}%`})
      order by m.path`,
  );
  return files.map((f) => ({ path: f.path, content_type: f.content_type, body: new Uint8Array(f.body) }));
}
