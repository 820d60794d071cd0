// The header search's answer (issue 23 part 2): the database's matches (./repository.ts) with their addresses on
// the site, exact and prefix matches grouped by kind, and the near ones apart as "did you mean". The entries the
// server keeps current itself (./sources.ts): the documents', whenever their list may have changed, and an upstream
// content service's articles, at start, after a content change, and in the background once a minute old.
import { RESOURCE_TYPES } from '../../src/contract/resources';
import { SEARCH_KINDS, SUGGESTIONS_PER_KIND, type SearchAnswer, type SearchHit, type SearchKind } from '../../src/contract/search';
import { findByMachinePath } from '../../src/routing/lazy-paths';
import { paths } from '../../src/routing/paths';
import type { FastifyBaseLogger } from 'fastify';
import { contentTypeAt } from '../content/collections';
import type { ContentSource } from '../content/source';
import type { Database } from '../db/database';
import type { DocumentService } from '../documents/service';
import { searchRows, type SearchRow, type SearchSource } from './repository';
import { writeSource, type TitledEntry } from './sources';
import { searchTerms } from './terms';

/** How old an upstream content service's article titles may get before a search asks for them again (meanwhile it
 * answers with the ones it has). */
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
  documents: Pick<DocumentService, 'list' | 'revision'>;
  contentSource: ContentSource;
  log: FastifyBaseLogger;
}

export type SearchService = ReturnType<typeof createSearchService>;

export function createSearchService({ database, documents, contentSource, log }: SearchDeps) {
  const sources: readonly SearchSource[] = ['catalog', 'documents', contentSource.kind === 'built-in' ? 'content' : 'upstream'];
  /** The documents' revision whose titles are written (or being written), after the writes before it. */
  let documentsWritten: { revision: number; done: Promise<void> } | null = null;
  /** The first time an upstream's titles were asked for (searches wait for it, never for the later ones), and the
   * last: when, and the writing of its answer. Neither rejects. */
  let upstreamFirst: Promise<void> | null = null;
  let upstreamAsked = 0;

  /** The documents' titles as the document service lists them now; one write at a time, in order, so a later list
   * is never replaced by an earlier one. */
  function writeDocuments(): Promise<void> {
    const revision = documents.revision();
    if (documentsWritten?.revision === revision) return documentsWritten.done;
    const previous = documentsWritten?.done ?? Promise.resolve();
    const done = previous
      .catch(() => undefined)
      .then(() => Promise.all(RESOURCE_TYPES.map((type) => documents.list(type))))
      .then((lists) => lists.flat().map((d): TitledEntry => ({ kind: 'document', title: d.title, ref: d.document, detail: kindOf[d.type] })))
      .then((entries) => writeSource(database, 'documents', entries))
      .then(() => undefined);
    documentsWritten = { revision, done };
    // A failed write is tried again by the next search.
    done.catch(() => {
      if (documentsWritten?.done === done) documentsWritten = null;
    });
    return done;
  }

  /** An upstream Strapi's article titles, written when they changed; while it cannot answer, the ones written last stay. */
  function writeUpstream(): Promise<void> {
    const type = contentTypeAt('articles')!;
    const params = new URLSearchParams({ 'fields[0]': 'title', 'fields[1]': 'slug', 'pagination[pageSize]': '100' });
    const done = contentSource
      .get(type, null, params)
      .then(async ({ status, body }) => {
        if (status !== 200) throw new Error(`the content service answered ${status}`);
        const data = (body as { data?: { title?: unknown; slug?: unknown }[] }).data ?? [];
        const entries = data.flatMap((a): TitledEntry[] => (typeof a.title === 'string' && typeof a.slug === 'string' ? [{ kind: 'article', title: a.title, ref: a.slug, detail: null }] : []));
        await writeSource(database, 'upstream', entries);
      })
      .catch((err: unknown) => log.warn({ err }, "search: the content service's article titles were not updated"));
    upstreamAsked = Date.now();
    return done;
  }

  /** The upstream's titles: the first search waits for the first answer; then they are asked for again in the
   * background once a minute old (while it cannot answer, the titles written last are searched). */
  function upstreamTitles(): Promise<void> {
    if (contentSource.kind === 'built-in') return Promise.resolve();
    if (upstreamFirst === null) return (upstreamFirst = writeUpstream());
    if (Date.now() - upstreamAsked >= UPSTREAM_TITLES_MS) void writeUpstream();
    return upstreamFirst;
  }

  return {
    /** At start and after a publish: the documents' titles written, an upstream's asked for (not waited for: the
     * first search waits for the first answer). */
    async refresh(): Promise<void> {
      void upstreamTitles();
      await writeDocuments();
    },
    /** The content changed: an upstream's article titles are asked for and written before the caches are dropped. */
    async contentChanged(): Promise<void> {
      if (contentSource.kind !== 'built-in') await writeUpstream();
    },
    async search(text: string, limit = SUGGESTIONS_PER_KIND): Promise<SearchAnswer> {
      const terms = searchTerms(text);
      // A write that failed is logged and tried again by the next search: this one searches the entries there are.
      await Promise.all([writeDocuments().catch((err: unknown) => log.warn({ err }, 'search: the documents were not written')), upstreamTitles()]);
      const rows = grouped(await searchRows(database, terms, limit, sources));
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
