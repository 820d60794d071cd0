// The search's matching, in the database (issue 23 part 2): basalt_search (migration 0016_search_entry.sql), three
// index scans on search_entry. Ranks: 0 the whole text, 1 what was typed so far (a key that starts with it, or
// every word of it starting a word of a name or title), 2 one character off ("did you mean": a near key in
// common, confirmed by the edit distance).
import { sql } from 'drizzle-orm';
import type { SearchKind } from '../../src/contract/search';
import { textArray, type Database } from '../db/database';
import type { SearchTerms } from './terms';

export interface SearchRow {
  kind: SearchKind;
  label: string;
  detail: string | null;
  /** What the address is made from: a size, a tire's id, a machine's or an article's slug, a document's URL. */
  ref: string;
  rank: 0 | 1 | 2;
}

/** Where entries come from (search_entry.source): the catalog and the built-in content service's articles, made in
 * the database; the documents and an upstream content service's articles, written by the server. */
export type SearchSource = 'catalog' | 'content' | 'documents' | 'upstream';

export function searchRows(database: Database, terms: SearchTerms, limit: number, sources: readonly SearchSource[]): Promise<SearchRow[]> {
  return database.rows<SearchRow>(sql`
    select kind, label, detail, ref, rank from basalt_search(
      ${textArray(terms.prefixes.map((p) => p.from))}, ${textArray(terms.prefixes.map((p) => p.to))},
      ${textArray(terms.equal)}, ${textArray(terms.looses)}, to_tsquery('simple', ${terms.tsquery}::text), ${limit}::integer,
      ${textArray(sources)})`);
}
