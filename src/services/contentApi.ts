// The Strapi-compatible content service (SPEC §7, base '/content/api/'). Features inject endpoints.
import { createAppApi, serviceBaseQuery } from './create-api';
import { registerServiceApi } from './registry';

export const contentApi = createAppApi({
  reducerPath: 'contentApi',
  baseQuery: serviceBaseQuery('/content/api/'),
  tagTypes: ['Content'],
  endpoints: () => ({}),
});

registerServiceApi(contentApi);
