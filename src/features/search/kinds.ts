// How the search's kinds are named on the page and in the suggestions (issue 23 part 2).
import type { SearchHit, SearchKind } from '../../contract/search';

/** A group's heading. */
export const KIND_TITLES: Record<SearchKind, string> = {
  size: 'Tire sizes',
  line: 'Tire lines',
  machine: 'Machines',
  industry: 'Industries',
  document: 'Documents',
  article: 'Articles',
};

/** One of a kind, named beside a "did you mean" (which mixes kinds). */
export const KIND_NAMES: Record<SearchKind, string> = {
  size: 'Tire size',
  line: 'Tire line',
  machine: 'Machine',
  industry: 'Industry',
  document: 'Document',
  article: 'Article',
};

/** The hits by kind, in the order the answer gives them (the kinds with an exact match first). */
export function groupsOf(hits: readonly SearchHit[]): { kind: SearchKind; hits: SearchHit[] }[] {
  const groups: { kind: SearchKind; hits: SearchHit[] }[] = [];
  for (const hit of hits) {
    const last = groups.at(-1);
    if (last?.kind === hit.kind) last.hits.push(hit);
    else groups.push({ kind: hit.kind, hits: [hit] });
  }
  return groups;
}

/** A PDF (a document's address on the site service) opens as a file, not as a page of the app. */
export const isFile = (href: string): boolean => href.startsWith('/website/');
