// The header search (issue 23 part 2): one text, matched against our sizes, tire lines, machines, industries,
// documents and articles. The SPA imports this file with `import type` only.
import { Type, type Static } from 'typebox';
import { Nullable, StringEnum } from './kit';
import { RESULTS_PER_KIND, SEARCH_TEXT_MAX, SUGGESTIONS_PER_KIND } from './search-limits';

export { RESULTS_PER_KIND, SEARCH_TEXT_MAX, SUGGESTIONS_PER_KIND };


/** The kinds of thing the search finds, in the order their groups are shown. */
export const SEARCH_KINDS = ['size', 'line', 'machine', 'industry', 'document', 'article'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SearchParams = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: SEARCH_TEXT_MAX, description: 'what the visitor typed: 29.5R25, RH-4A, CAT 777, mining, pressure…' }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: RESULTS_PER_KIND, description: `how many of each kind (default ${SUGGESTIONS_PER_KIND})` })),
  },
  { additionalProperties: false },
);

export const SearchHit = Type.Object({
  kind: StringEnum(SEARCH_KINDS),
  /** What it is called: "29.5R25", "RH-4A+", "Caterpillar 777G", "Mining", a document's or an article's title. */
  label: Type.String(),
  /** A word on it: the other notation it was found by, a machine's equipment, a document's kind, a line's sizes. */
  detail: Nullable(Type.String()),
  /** Where it is on the site (a page's path and query, or a PDF's address). */
  href: Type.String(),
  /** exact: the whole text; prefix: what was typed so far (or every word of it); near: one character off. */
  match: StringEnum(['exact', 'prefix', 'near']),
});
export type SearchHit = Static<typeof SearchHit>;

export const SearchAnswer = Type.Object({
  /** The text as searched (trimmed, spaces collapsed). */
  query: Type.String(),
  /** Exact matches first, then prefixes, grouped by kind in SEARCH_KINDS' order. */
  hits: Type.Array(SearchHit),
  /** "Did you mean": one character off what was typed, often another real size or model; never mixed with the hits. */
  near: Type.Array(SearchHit),
});
export type SearchAnswer = Static<typeof SearchAnswer>;
