// Star, ply and load index side by side for a size (issue 23 part 4): every rating the load tables of our tires in
// the size (both notations: 29.5R25 and 29.5-25) mark, with its load index. The SPA imports this file with `import type` only.
import { Type, type Static } from 'typebox';
import { Nullable } from './kit';

export const RatingPoint = Type.Object({
  speed: Type.String(),
  speedKmh: Type.Number(),
  rating: Type.String(),
  construction: Type.String(),
  psi: Type.Number(),
  kpa: Type.Number(),
  lbs: Type.Number(),
  kg: Type.Number(),
  loadIndex: Nullable(Type.String()),
});

export const SizeRatings = Type.Object({
  /** The sizes of ours the points come from, byte-wise. */
  sizes: Type.Array(Type.String()),
  points: Type.Array(RatingPoint),
});
export type SizeRatings = Static<typeof SizeRatings>;
