// A tire a catalog import removed (issue 18): its details call answers 410 Gone with what it was and the sizes
// its line still has, so the page can send the visitor on instead of a dead end.
import { Type, type Static } from 'typebox';
import { ApiError } from './kit';

export const RetiredTire = Type.Object({
  pattern_name: Type.String(),
  size: Type.String(),
  ply_rating: Type.String(),
  /** The line's sizes in the published catalog; empty when the whole line is gone. */
  others: Type.Array(Type.Object({ tire_size_id: Type.Integer(), size: Type.String(), ply_rating: Type.String() })),
});
export type RetiredTire = Static<typeof RetiredTire>;

/** The 410 answer of /website/products/detail for a removed tire. */
export const TireGone = Type.Object({ ...ApiError.properties, retired: RetiredTire });
export type TireGone = Static<typeof TireGone>;
