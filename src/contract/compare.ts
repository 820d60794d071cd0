// Compare (SPEC §3, §5): how many tires can be compared side by side. Used by the compare selection machine,
// the compare dialog's text and the compare endpoint's validation. Plain values: the SPA imports them.

/** At most this many tires are compared (SPEC: 3). */
export const COMPARE_LIMIT = 3;
/** A comparison needs at least this many tires. */
export const COMPARE_MIN = 2;
