// The search's matching, in the database (issue 23 part 2): one statement, one branch per kind, each with its own
// limit. Ranks: 0 the whole text, 1 what was typed so far (a prefix, or every word of a title), 2 one character
// off ("did you mean"). The keys are stored columns (search_size, search_alternate, search_loose, search_make:
// migration 0015_search.sql); prefixes use their text_pattern_ops indexes, near matches the trigram ones (the `%`
// operator) checked with the edit distance, articles the full-text index.
import { sql, type SQL } from 'drizzle-orm';
import type { SearchKind } from '../../src/contract/search';
import type { Database } from '../db/database';
import { startsWith, type SearchTerms } from './terms';

export interface SearchRow {
  kind: SearchKind;
  label: string;
  detail: string | null;
  /** What the address is made from: a size, a tire's id, a machine's or an article's slug, a document's URL. */
  ref: string;
  rank: 0 | 1 | 2;
}

/** Titles kept outside this database: the generated documents, an upstream content service's articles. Their
 * words and their detail's ("Sell sheet") are matched. */
export interface TitledRef {
  title: string;
  ref: string;
  detail: string | null;
}

export interface SearchSources {
  documents: readonly TitledRef[];
  /** The built-in content service's articles are searched in their table; an upstream's come as a list. */
  articles: 'table' | readonly TitledRef[];
}

/** Near matches need a few characters: one off a two-letter text is almost anything. */
const NEAR_MIN = 3;

const textArray = (values: readonly string[]) => sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

function titled(kind: SearchKind, list: SQL, limit: number): SQL {
  return sql`(select ${kind}::text as kind, d.title as label, d.detail, d.ref,
      case when lower(d.title) = q.lower then 0 else 1 end as rank, ts_rank(to_tsvector('simple', d.title || ' ' || d.detail), q.ts) as score
    from ${list}, q
    where q.ts is not null and to_tsvector('simple', d.title || ' ' || d.detail) @@ q.ts
    order by rank, score desc, d.title collate "C" limit ${limit})`;
}

const listOf = (rows: readonly TitledRef[]) =>
  sql`unnest(${textArray(rows.map((r) => r.title))}, ${textArray(rows.map((r) => r.ref))}, ${textArray(rows.map((r) => r.detail ?? ''))}) as d(title, ref, detail)`;

export async function searchRows(database: Database, terms: SearchTerms, limit: number, sources: SearchSources): Promise<SearchRow[]> {
  const articles =
    sources.articles === 'table'
      ? sql`(select a.data->>'title' as label, null::text as detail, a.data->>'slug' as ref,
            case when lower(a.data->>'title') = q.lower then 0 else 1 end as rank,
            ts_rank(to_tsvector('simple', coalesce(a.data->>'title', '') || ' ' || coalesce(a.data->>'summary', '')), q.ts) as score
          from content_item a, q
          where a.collection = 'articles' and a.published_at is not null and q.ts is not null
            and to_tsvector('simple', coalesce(a.data->>'title', '') || ' ' || coalesce(a.data->>'summary', '')) @@ q.ts
          order by rank, score desc, a.data->>'title' collate "C" limit ${limit})`
      : null;
  const rows = await database.rows<SearchRow & { rank: number | string }>(sql`
    with q as (
      select ${terms.key}::text as key, ${startsWith(terms.key)}::text as key_like,
        ${terms.loose}::text as loose, ${startsWith(terms.loose)}::text as loose_like,
        ${terms.lower}::text as lower, ${startsWith(terms.lower)}::text as lower_like,
        ${'% ' + startsWith(terms.lower)}::text as word_like,
        to_tsquery('simple', ${terms.tsquery}::text) as ts
    ),
    c as (
      select mk, mk_like, md, case when md = '' then '' else md || '%' end as md_like
      from unnest(${textArray(terms.machines.map((m) => m.make))}, ${textArray(terms.machines.map((m) => startsWith(m.make)))},
        ${textArray(terms.machines.map((m) => m.model))}) as c(mk, mk_like, md)
      where mk <> '' or md <> ''
    )
    (select 'size' as kind, ts.size as label,
        min(case when ts.search_size <> q.key and ts.search_alternate like q.key_like then ts.alternate_size end) as detail,
        ts.size as ref,
        min(case when ts.search_size = q.key or ts.search_alternate = q.key then 0
                 when ts.search_size like q.key_like or ts.search_alternate like q.key_like then 1 else 2 end) as rank,
        max(similarity(ts.search_loose, q.loose)) as score
      from tire_size ts, q
      where q.key <> '' and (ts.search_size like q.key_like or ts.search_alternate like q.key_like
        or (length(q.loose) >= ${NEAR_MIN} and ts.search_loose % q.loose and levenshtein_less_equal(ts.search_loose, q.loose, 1) <= 1))
      group by ts.size
      order by rank, score desc, ts.size collate "C" limit ${limit})
    union all
    (select 'line', p.pattern_name, count(distinct ts.size)::text,
        (array_agg(ts.tire_size_id order by ts.size collate "C", ts.tire_size_id))[1]::text,
        case when p.search_loose = q.loose then 0 when p.search_loose like q.loose_like then 1 else 2 end as rank,
        similarity(p.search_loose, q.loose) as score
      from pattern p join tire_size ts on ts.pattern_id = p.pattern_id, q
      where q.loose <> '' and (p.search_loose like q.loose_like
        or (length(q.loose) >= ${NEAR_MIN} and p.search_loose % q.loose and levenshtein_less_equal(p.search_loose, q.loose, 1) <= 1))
      group by p.pattern_id, p.pattern_name, q.loose, q.loose_like
      order by rank, score desc, p.pattern_name collate "C" limit ${limit})
    union all
    (select 'machine', m.make || ' ' || m.model, min(m.equipment), m.slug,
        min(case when c.md <> '' and m.search_loose = c.md then 0
                 when c.md = '' or m.search_loose like c.md_like then 1 else 2 end) as rank,
        max(case when c.md = '' then 0 else similarity(m.search_loose, c.md) end) as score
      from machine m join c on (c.mk = '' or m.search_make = c.mk or (c.md = '' and length(c.mk) >= ${NEAR_MIN} and m.search_make like c.mk_like))
        and ((c.md = '' and c.mk <> '') or m.search_loose like c.md_like
          or (length(c.md) >= ${NEAR_MIN} and m.search_loose % c.md and levenshtein_less_equal(m.search_loose, c.md, 1) <= 1))
      group by m.slug, m.make, m.model
      order by rank, score desc, m.make collate "C", m.model collate "C" limit ${limit})
    union all
    (select 'industry', s.name, null, s.segment_id::text,
        case when lower(s.name) = q.lower then 0 when lower(s.name) like q.lower_like or lower(s.name) like q.word_like then 1 else 2 end as rank,
        similarity(lower(s.name), q.lower) as score
      from segment s, q
      where q.lower <> '' and (lower(s.name) like q.lower_like or lower(s.name) like q.word_like
        or (length(q.lower) >= ${NEAR_MIN} and lower(s.name) % q.lower and levenshtein_less_equal(lower(s.name), q.lower, 1) <= 1))
      order by rank, score desc, s.name collate "C" limit ${limit})
    union all
    ${titled('document', listOf(sources.documents), limit)}
    union all
    ${articles === null ? titled('article', listOf(sources.articles as readonly TitledRef[]), limit) : sql`(select 'article', label, detail, ref, rank, score from ${articles} a)`}
  `);
  return rows.map((r) => ({ ...r, rank: Number(r.rank) as SearchRow['rank'] }));
}
