// The search's matching, in the database (issue 23 part 2): basalt_search (migration 0016_search_entry.sql), three
// index scans on search_entry. Ranks: 0 the whole text, 1 what was typed so far (a key that starts with it, or
// every word of it starting a word of a name or title), 2 one character off ("did you mean": a near key in
// common, confirmed by the edit distance).
import type { SearchKind } from '../../src/contract/search';
import { arrayLiteral, type Database } from '../db/database';
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

const SEARCH = `select kind, label, detail, ref, rank from basalt_search($1::text[], $2::text[], $3::text[], $4::text[],
  to_tsquery('simple', $5::text), $6::integer, $7::text[])`;

export function searchRows(database: Database, terms: SearchTerms, limit: number, sources: readonly SearchSource[]): Promise<SearchRow[]> {
  // The handle keeps one statement a name: the same query each search, parsed once.
  return database.prepare<SearchRow>('basalt_search', SEARCH)([
    arrayLiteral(terms.prefixes.map((p) => p.from)),
    arrayLiteral(terms.prefixes.map((p) => p.to)),
    arrayLiteral(terms.equal),
    arrayLiteral(terms.looses),
    terms.tsquery,
    String(limit),
    arrayLiteral(sources),
  ]);
}
