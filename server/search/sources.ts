// The search entries the server writes (issue 23 part 2): the documents' titles (generated from the catalog or
// uploaded; the document service makes their list) and an upstream content service's article titles. The catalog's
// and the built-in content service's entries are made in the database itself, when they are published (migration
// 0016_search_entry.sql). A source is written in one transaction, only when its fingerprint moved: instances
// writing the same list at once wait for each other (the source's row is locked) and the second finds it done.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SearchKind } from '../../src/contract/search';
import { rowsOf, textArray, type Database, type Db } from '../db/database';
import { jsonTextProblem } from '../plugins/well-formed';
import type { SearchSource } from './repository';
import { plain, wholeKey } from './terms';

export interface TitledEntry {
  kind: Extract<SearchKind, 'document' | 'article'>;
  title: string;
  ref: string;
  /** Also matched word by word ("Sell sheet"). */
  detail: string | null;
}

/** Writes `source`'s entries unless they are the ones written last; true when it wrote. Entries that PostgreSQL
 * could not store (U+0000, a lone surrogate: an upstream service's text is not checked elsewhere) are left out. */
export async function writeSource(database: Database, source: Extract<SearchSource, 'documents' | 'upstream'>, list: readonly TitledEntry[]): Promise<boolean> {
  const entries = list.filter((e) => e.title.trim() !== '' && jsonTextProblem(e) === null);
  const fingerprint = crypto.createHash('sha256').update(JSON.stringify(entries)).digest('base64url');
  return database.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.execute(sql`insert into search_source (source, fingerprint) values (${source}, '') on conflict (source) do nothing`);
    const [row] = await rowsOf<{ fingerprint: string }>(tx, sql`select fingerprint from search_source where source = ${source} for update`);
    if (row?.fingerprint === fingerprint) return false;
    await tx.execute(sql`delete from search_entry where source = ${source}`);
    if (entries.length > 0) {
      await tx.execute(sql`insert into search_entry (source, kind, ref, label, detail, key, words)
        select ${source}, d.kind, d.ref, d.label, nullif(d.detail, ''), d.key, to_tsvector('simple', d.words)
        from unnest(${textArray(entries.map((e) => e.kind))}, ${textArray(entries.map((e) => e.ref))},
          ${textArray(entries.map((e) => e.title))}, ${textArray(entries.map((e) => e.detail ?? ''))},
          ${textArray(entries.map((e) => wholeKey(e.title)))},
          -- the words as the text's are made (accents dropped)
          ${textArray(entries.map((e) => plain(`${e.title} ${e.detail ?? ''}`)))}) as d(kind, ref, label, detail, key, words)`);
    }
    await tx.execute(sql`update search_source set fingerprint = ${fingerprint}, updated_at = now() where source = ${source}`);
    await tx.execute(sql`analyze search_entry`);
    return true;
  });
}
