// The header search's sizes (issue 23 part 2), apart from its schemas (./search.ts) so the SPA takes them without typebox.

/** The longest search text taken (a size, a machine or a few words; more is refused with a 400). */
export const SEARCH_TEXT_MAX = 100;
/** How many of each kind the header's suggestions show; the results page asks for more. */
export const SUGGESTIONS_PER_KIND = 5;
export const RESULTS_PER_KIND = 20;
