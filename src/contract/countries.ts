// The country list (SPEC §3 country, §7 country list): GET /website/country/list. The SPA imports this file
// with `import type` only.
import { Type, type Static } from 'typebox';
import { Nullable } from './kit';

export const StateItem = Type.Object({ state: Type.String(), state_code: Nullable(Type.String()) });
export type StateItem = Static<typeof StateItem>;

export const Country = Type.Object({
  country: Type.String(),
  /** ISO 3166-1 alpha-2. */
  country_code: Type.String(),
  /** Present only for countries divided into states/provinces. */
  states: Type.Optional(Type.Array(StateItem)),
});
export type Country = Static<typeof Country>;

/** SPEC §7: the SPA uses `data` only when `code` is 200. */
export const CountryListResponse = Type.Object({ code: Type.Integer(), data: Type.Array(Country) });
export type CountryListResponse = Static<typeof CountryListResponse>;
