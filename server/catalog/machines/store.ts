// The fitment table in PostgreSQL (issue 23 part 1): written with the catalog by a publish or the seed, read back
// for an export, a dry run's difference and the machine reads (./reads.ts).
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/database';
import * as t from '../../db/schema';
import type { SeedMachine } from '../seed/types';

type Exec = Pick<Db, 'execute'>;

/** A machine's address (src/contract/machine-id.ts): its make and model in lower case, accents dropped, every run of
 * other characters one "-". */
export const machineSlug = (make: string, model: string): string =>
  `${make} ${model}`
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Inside the catalog's transaction: the table becomes `machines`, in their order. */
export async function writeMachines(db: Db, machines: readonly SeedMachine[]): Promise<void> {
  await db.execute(sql`truncate machine restart identity`);
  const rows = machines.map((m, position) => ({ ...m, slug: machineSlug(m.make, m.model), position }));
  for (let i = 0; i < rows.length; i += 500) await db.insert(t.machine).values(rows.slice(i, i + 500));
}

export interface StoredMachine extends SeedMachine {
  slug: string;
}

/** The published machines in the sheet's order. */
export async function readMachines(db: Exec): Promise<StoredMachine[]> {
  const rows = await rowsOf<StoredMachine>(
    db,
    sql`select slug, make, model, equipment, front_size, rear_size, rim, payload_t, empty_weight_t, empty_split, loaded_split,
        tires_per_axle, source, weights_source, sample
      from machine order by position`,
  );
  return rows.map((r) => ({
    ...r,
    payload_t: r.payload_t === null ? null : Number(r.payload_t),
    empty_weight_t: r.empty_weight_t === null ? null : Number(r.empty_weight_t),
    empty_split: r.empty_split === null ? null : r.empty_split.map(Number),
    loaded_split: r.loaded_split === null ? null : r.loaded_split.map(Number),
  }));
}

/** The plain rows (an export, a version, a difference): without their addresses. */
export const plainMachines = (rows: readonly StoredMachine[]): SeedMachine[] => rows.map(({ slug: _slug, ...m }) => m);
