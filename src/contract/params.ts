// Query parameters of the /website catalog calls (SPEC §7). The routes validate with them and /website/docs
// lists them; CatalogFilter is the search's filter as the repository and the SPA's calls take it.
import { Type, type Static, type TProperties } from 'typebox';
import { StringEnum } from './kit';

const MAX_INT4 = 2147483647;
export const IdParam = Type.Integer({ minimum: 1, maximum: MAX_INT4 });
/** Comma-joined ids, e.g. "3,7,12". */
export const IdListParam = Type.String({
  pattern: '^[1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,199}$',
  description: 'comma-joined ids',
});

export const IsAllParam = StringEnum(['true', 'false']);
export const SortTypeParam = StringEnum(['asc', 'desc']);
export const SortByParam = <C extends string>(column: C) => StringEnum([column]);

/** Querystring object: every parameter optional unless marked, unknown parameters refused (400 naming them). */
export const Query = <P extends TProperties>(properties: P) => Type.Object(properties, { additionalProperties: false });

/** Listing parameters of the finder lists (SPEC §7: sort_by, sort_type, is_all, page, limit). */
export const listingParams = <C extends string>(sortColumn: C) => ({
  sort_by: Type.Optional(SortByParam(sortColumn)),
  sort_type: Type.Optional(SortTypeParam),
  is_all: Type.Optional(IsAllParam),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
});

/** The search's filter, shared by the tire size, filter-list and product calls. */
export const catalogFilterParams = {
  tire_size: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  rim_size_id: Type.Optional(IdParam),
  segment_id: Type.Optional(IdParam),
  application_id: Type.Optional(IdParam),
};
export const CatalogFilter = Query(catalogFilterParams);
export type CatalogFilter = Static<typeof CatalogFilter>;

/** The filter with the Narrow Results choices, as lists of ids (the query sends them comma-joined). */
export interface ProductFilter extends CatalogFilter {
  tire_type_id?: number[];
  pattern_id?: number[];
  tra_code_id?: number[];
}
