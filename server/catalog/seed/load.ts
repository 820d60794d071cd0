// Writes a catalog into the database in one transaction: either all of it or none of it. The catalog tables are
// replaced wholesale, but every row whose natural key is unchanged keeps its id (kept-ids.ts), so running it
// twice gives the same database and an import keeps tire URLs, compare picks and shared links working.
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database';
import * as t from '../../db/schema';
import { markPublished, type LoadOptions } from '../../db/published';
import { writeMachines } from '../machines/store';
import { artworkMedia, type MediaFile } from '../media-files';
import { PUBLISHED_KEY } from '../versions';
import { readKeptIds, retireMissing, tireKey, type KeptIds } from './kept-ids';
import type { SeedCatalog } from './types';

const BATCH = 1000;

function chunks<T>(items: T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function idMap<K extends string | number>(rows: { key: K; id: number }[]): Map<K, number> {
  return new Map(rows.map((r) => [r.key, r.id]));
}

function must<K>(map: Map<K, number>, key: K, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`seed: unknown ${what} "${String(key)}"`);
  return id;
}

export async function hasCatalog(database: Database): Promise<boolean> {
  const rows = await database.rows<{ n: number }>(sql`select count(*)::int as n from tire_size`);
  return (rows[0]?.n ?? 0) > 0;
}

export async function loadCatalog(database: Database, catalog: SeedCatalog, { sample = true }: LoadOptions = {}): Promise<void> {
  await database.db.transaction(async (tx) => {
    await replaceCatalog(tx as unknown as Db, catalog, artworkMedia(catalog));
    await markPublished(tx, 'catalog', sample);
    // No stored version is live any more: the next import records this catalog as the one it replaces.
    await tx.execute(sql`delete from catalog_meta where key = ${PUBLISHED_KEY}`);
  });
}

/** Inside a transaction: the catalog tables and line images become `catalog` (ids kept by natural key). */
export async function replaceCatalog(db: Db, catalog: SeedCatalog, files: MediaFile[]): Promise<void> {
  const kept = await readKeptIds(db);
  await db.execute(sql`truncate tire_size_segment, tire_size_application, tire_size, pattern_feature,
    pattern_benefit, pattern_image, pattern, segment_application, application, segment, tra_code,
    tire_type, rim_size cascade`);
  await db.execute(sql`delete from media where path like 'patterns/%'`);
  await writeCatalog(db, catalog, kept);
  await retireMissing(db, kept.liveTires);
  for (const file of files) {
    await db
      .insert(t.media)
      .values(file)
      .onConflictDoUpdate({ target: t.media.path, set: { body: sql`excluded.body`, content_type: sql`excluded.content_type`, updated_at: sql`now()` } });
  }
}

async function writeCatalog(db: Db, c: SeedCatalog, kept: KeptIds): Promise<void> {
  const rims = idMap(
    (await db.insert(t.rimSize).values(c.rim_diameters.map((rim_diameter) => ({ rim_size_id: kept.rims.get(rim_diameter), rim_diameter }))).returning())
      .map((r) => ({ key: r.rim_diameter, id: r.rim_size_id })),
  );
  const tras = idMap(
    (await db.insert(t.traCode).values(c.tra_codes.map((code) => ({ tra_code_id: kept.tras.get(code), code }))).returning())
      .map((r) => ({ key: r.code, id: r.tra_code_id })),
  );
  const types = idMap(
    (await db.insert(t.tireType).values(c.tire_types.map((name) => ({ tire_type_id: kept.types.get(name), name }))).returning())
      .map((r) => ({ key: r.name, id: r.tire_type_id })),
  );
  const segments = idMap(
    (await db.insert(t.segment).values(c.segments.map((name) => ({ segment_id: kept.segments.get(name), name }))).returning())
      .map((r) => ({ key: r.name, id: r.segment_id })),
  );
  const apps = idMap(
    (await db.insert(t.application).values(c.applications.map((a) => ({ application_id: kept.apps.get(a.name), name: a.name }))).returning())
      .map((r) => ({ key: r.name, id: r.application_id })),
  );
  await db.insert(t.segmentApplication).values(
    c.applications.flatMap((a) =>
      a.segments.map((s) => ({ segment_id: must(segments, s, 'segment'), application_id: must(apps, a.name, 'application') })),
    ),
  );
  const patterns = await writePatterns(db, c, kept.patterns);
  await writeSizes(db, c, { rims, tras, types, apps, patterns }, kept.tires);
  await db.execute(sql`insert into tire_size_segment (tire_size_id, segment_id)
    select distinct tsa.tire_size_id, sa.segment_id
    from tire_size_application tsa join segment_application sa on sa.application_id = tsa.application_id`);
  await writeMachines(db, c.machines);
}

async function writePatterns(db: Db, c: SeedCatalog, keptIds: Map<string, number>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of chunks(c.patterns)) {
    const rows = await db
      .insert(t.pattern)
      .values(
        batch.map(({ pattern_name, tag_line, description, family, product_class }) => ({
          pattern_id: keptIds.get(pattern_name),
          pattern_name,
          tag_line,
          description,
          family,
          product_class,
        })),
      )
      .returning({ id: t.pattern.pattern_id, name: t.pattern.pattern_name });
    rows.forEach((r) => ids.set(r.name, r.id));
  }
  const features = c.patterns.flatMap((p) =>
    p.features.map((feature, i) => ({ pattern_id: must(ids, p.pattern_name, 'pattern'), feature, sequence: i + 1 })),
  );
  const benefits = c.patterns.flatMap((p) =>
    p.benefits.map((benefit, i) => ({ pattern_id: must(ids, p.pattern_name, 'pattern'), benefit, sequence: i + 1 })),
  );
  const images = c.patterns.flatMap((p) =>
    p.images.map((img, i) => ({ pattern_id: must(ids, p.pattern_name, 'pattern'), url: `/media/${img}`, sequence: i + 1 })),
  );
  for (const b of chunks(features)) await db.insert(t.patternFeature).values(b);
  for (const b of chunks(benefits)) await db.insert(t.patternBenefit).values(b);
  for (const b of chunks(images)) await db.insert(t.patternImage).values(b);
  return ids;
}

interface Ids {
  rims: Map<number, number>;
  tras: Map<string, number>;
  types: Map<string, number>;
  apps: Map<string, number>;
  patterns: Map<string, number>;
}

async function writeSizes(db: Db, c: SeedCatalog, ids: Ids, keptTires: Map<string, number>): Promise<void> {
  for (const batch of chunks(c.sizes, 500)) {
    const rows = await db
      .insert(t.tireSize)
      .values(
        batch.map((s) => ({
          tire_size_id: keptTires.get(tireKey(s.pattern_name, s.size, s.ply_rating)),
          size: s.size,
          suffix: s.suffix,
          alternate_size: s.alternate_size,
          ply_rating: s.ply_rating,
          pattern_id: must(ids.patterns, s.pattern_name, 'pattern'),
          tire_type_id: must(ids.types, s.tire_type, 'tire type'),
          tra_code_id: must(ids.tras, s.tra_code, 'TRA code'),
          rim_size_id: must(ids.rims, s.rim_diameter, 'rim diameter'),
          specification: s.specification,
          load_index: s.load_index,
        })),
      )
      .returning({
        id: t.tireSize.tire_size_id,
        size: t.tireSize.size,
        pattern_id: t.tireSize.pattern_id,
        ply: t.tireSize.ply_rating,
        tra: t.tireSize.tra_code_id,
      });
    // Match returned ids by the natural key rather than trusting RETURNING's row order.
    const key = (size: string, patternId: number, ply: string, tra: number) => `${patternId}|${size}|${ply}|${tra}`;
    const sizeIds = idMap(rows.map((r) => ({ key: key(r.size, r.pattern_id, r.ply, r.tra), id: r.id })));
    const links = batch.flatMap((s) => {
      const id = must(
        sizeIds,
        key(s.size, must(ids.patterns, s.pattern_name, 'pattern'), s.ply_rating, must(ids.tras, s.tra_code, 'TRA code')),
        'tire size',
      );
      return s.applications.map((a) => ({ tire_size_id: id, application_id: must(ids.apps, a, 'application') }));
    });
    for (const b of chunks(links)) await db.insert(t.tireSizeApplication).values(b);
  }
}
