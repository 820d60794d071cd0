// The header search's answer (issue 23 part 2): the database's matches (./repository.ts) with their addresses on
// the site, exact and prefix matches grouped by kind, and the near ones apart as "did you mean".
import { RESOURCE_TYPES } from '../../src/contract/resources';
import { SEARCH_KINDS, SUGGESTIONS_PER_KIND, type SearchAnswer, type SearchHit, type SearchKind } from '../../src/contract/search';
import { findByMachinePath } from '../../src/routing/lazy-paths';
import { paths } from '../../src/routing/paths';
import type { FastifyBaseLogger } from 'fastify';
import { contentTypeAt } from '../content/collections';
import type { ContentSource } from '../content/source';
import type { Database } from '../db/database';
import type { DocumentService } from '../documents/service';
import { searchRows, type SearchRow, type TitledRef } from './repository';
import { searchTerms } from './terms';

/** How long an upstream content service's article titles are kept before they are asked for again. */
const UPSTREAM_TITLES_MS = 60_000;

const MATCH = ['exact', 'prefix', 'near'] as const;

function hrefOf(row: SearchRow): string {
  switch (row.kind) {
    case 'size':
      return paths.tireResults({ tireSize: row.ref });
    case 'line':
      return paths.tireDetails({ tireId: Number(row.ref) });
    case 'machine':
      return findByMachinePath({ machine: row.ref });
    case 'industry':
      // The Tire Finder's search by industry (an industry's results need an equipment type and a size).
      return paths.tires();
    case 'document':
      return row.ref;
    case 'article':
      return paths.otrTip({ slug: row.ref });
  }
}

function detailOf(row: SearchRow): string | null {
  if (row.kind === 'line') return row.detail === '1' ? '1 size' : `${row.detail ?? 0} sizes`;
  if (row.kind === 'industry') return 'Search by industry in the Tire Finder';
  if (row.kind === 'size' && row.detail) return `Same size as ${row.detail}`;
  return row.detail === '' ? null : row.detail;
}

const toHit = (row: SearchRow): SearchHit => ({ kind: row.kind, label: row.label, detail: detailOf(row), href: hrefOf(row), match: MATCH[row.rank] });

/** Groups with an exact match first, then the others, each in SEARCH_KINDS' order; the rows keep their order inside. */
function grouped(rows: readonly SearchRow[]): SearchRow[] {
  const order = (kind: SearchKind) => SEARCH_KINDS.indexOf(kind) + (rows.some((r) => r.kind === kind && r.rank === 0) ? 0 : SEARCH_KINDS.length);
  return [...rows].sort((a, b) => order(a.kind) - order(b.kind));
}

export interface SearchDeps {
  database: Database;
  documents: Pick<DocumentService, 'list'>;
  contentSource: ContentSource;
  log: FastifyBaseLogger;
}

export type SearchService = ReturnType<typeof createSearchService>;

export function createSearchService({ database, documents, contentSource, log }: SearchDeps) {
  let upstream: { at: number; titles: Promise<TitledRef[]> } | null = null;

  const documentTitles = async (): Promise<TitledRef[]> =>
    (await Promise.all(RESOURCE_TYPES.map((type) => documents.list(type)))).flat().map((d) => ({ title: d.title, ref: d.document, detail: kindOf[d.type] }));

  /** An upstream Strapi's article titles, kept a minute; none while it cannot answer (the rest of the search still works). */
  function upstreamTitles(): Promise<TitledRef[]> {
    if (upstream && Date.now() - upstream.at < UPSTREAM_TITLES_MS) return upstream.titles;
    const type = contentTypeAt('articles')!;
    const params = new URLSearchParams({ 'fields[0]': 'title', 'fields[1]': 'slug', 'pagination[pageSize]': '100' });
    const titles = contentSource
      .get(type, null, params)
      .then(({ status, body }) => {
        if (status !== 200) throw new Error(`the content service answered ${status}`);
        const data = (body as { data?: { title?: unknown; slug?: unknown }[] }).data ?? [];
        return data.flatMap((a) => (typeof a.title === 'string' && typeof a.slug === 'string' ? [{ title: a.title, ref: a.slug, detail: null }] : []));
      })
      .catch((err: unknown) => {
        log.warn({ err }, 'search: the content service did not list its articles');
        upstream = null;
        return [];
      });
    upstream = { at: Date.now(), titles };
    return titles;
  }

  return {
    /** The content changed: an upstream's article titles are asked for again at the next search. */
    forget(): void {
      upstream = null;
    },
    async search(text: string, limit = SUGGESTIONS_PER_KIND): Promise<SearchAnswer> {
      const terms = searchTerms(text);
      const [docs, articles] = await Promise.all([documentTitles(), contentSource.kind === 'built-in' ? ('table' as const) : upstreamTitles()]);
      const rows = grouped(await searchRows(database, terms, limit, { documents: docs, articles }));
      return {
        query: terms.text,
        hits: rows.filter((r) => r.rank < 2).map(toHit),
        near: rows.filter((r) => r.rank === 2).slice(0, limit).map(toHit),
      };
    },
  };
}

const kindOf: Record<(typeof RESOURCE_TYPES)[number], string> = {
  BROCHURES: 'Brochure',
  SELL_SHEET: 'Sell sheet',
  OE_PRESSURE: 'OE pressure recommendations',
  ENGINEERING: 'Engineering data',
};
