// The Strapi-compatible content service (SPEC §7, base '/content/api/'). Features inject endpoints.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { markPublic } from './public-headers';

export const contentApi = createApi({
  reducerPath: 'contentApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/content/api/', prepareHeaders: markPublic }),
  tagTypes: ['Content'],
  endpoints: () => ({}),
});
