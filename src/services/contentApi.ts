// The Strapi-compatible content service (SPEC §7, base '/content/api/'). Features inject endpoints.
import { createAppApi, serviceBaseQuery } from './create-api';

export const contentApi = createAppApi({
  reducerPath: 'contentApi',
  baseQuery: serviceBaseQuery('/content/api/'),
  tagTypes: ['Content'],
  endpoints: () => ({}),
});
