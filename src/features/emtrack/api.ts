// EMTrack sign-up calls (SPEC §7): the country list (with its timestamp parameter; data used only when code
// is 200) and the tracking sign-up POST (success is response code 200).
import type { Country, CountryListResponse } from '../../contract/countries';
import { siteApi } from '../../services/siteApi';

export type { Country } from '../../contract/countries';

export interface RegistrationPost {
  payload: Record<string, string | boolean>;
  idempotencyKey: string;
}

export const emtrackApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    getCountries: build.query<Country[], void>({
      // The timestamp is made when the request is, so the cache key (no argument) stays the same.
      query: () => ({
        url: 'country/list',
        params: { sort_by: 'country_code', sort_type: 'asc', is_all: true, timestamp: Date.now() },
      }),
      transformResponse: (response: CountryListResponse) => (response?.code === 200 && Array.isArray(response.data) ? response.data : []),
      providesTags: ['Country'],
    }),
    createRegistration: build.mutation<{ code?: number }, RegistrationPost>({
      query: ({ payload, idempotencyKey }) => ({
        url: 'em-track/create',
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: payload,
      }),
    }),
  }),
});

export const { useGetCountriesQuery, useCreateRegistrationMutation } = emtrackApi;
