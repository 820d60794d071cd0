// TypeBox building blocks of the contract. Each keeps the exact JSON Schema the routes served before TypeBox
// (a type list such as ['number', 'null'] rather than anyOf), so responses serialise byte for byte as before
// and fast-json-stringify keeps its fast paths.
import { Type, type Static, type TArray, type TObject, type TSchema, type TUnsafe } from 'typebox';

/** A value of `schema`'s single JSON type, or null. */
export function Nullable<T extends TSchema & { type: string }>(schema: T, options: object = {}): TUnsafe<Static<T> | null> {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'], ...options });
}

/** One of a fixed list of strings. */
export function StringEnum<const V extends readonly string[]>(values: V, options: object = {}): TUnsafe<V[number]> {
  return Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options });
}

/** `{ data: T[] }`: the list answer of the site service (SPEC §7). */
export const ListOf = <T extends TSchema>(item: T): TObject<{ data: TArray<T> }> => Type.Object({ data: Type.Array(item) });

/** `{ data: T }`. */
export const ItemOf = <T extends TSchema>(item: T) => Type.Object({ data: item });

/** `{ data: { rows: T[], count } }`: a paged list with its total. */
export const RowsOf = <T extends TSchema>(item: T) =>
  Type.Object({ data: Type.Object({ rows: Type.Array(item), count: Type.Integer() }) });

/** Every error answer of the site service. */
export const ApiError = Type.Object({ statusCode: Type.Integer(), error: Type.String(), message: Type.String() });
export type ApiError = Static<typeof ApiError>;
