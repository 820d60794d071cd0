// The public site service (SPEC §7, base '/website/'). One createApi per base address; features add their
// endpoints with `siteApi.injectEndpoints<Result, Arg>` in their own api.ts (DESIGN habit 3).
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { markPublic } from './public-headers';

export const siteApi = createApi({
  reducerPath: 'siteApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/website/', prepareHeaders: markPublic }),
  tagTypes: ['Catalog', 'Product', 'Resource', 'Country', 'Dealer'],
  endpoints: () => ({}),
});
