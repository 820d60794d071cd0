// The service fake as the form tests use it: records POSTs, answers them as told, serves a small country list.
import { fakeServices, networkError, reply, type FakeCall } from '../support/fake-services';

export interface Posted {
  path: string;
  body: unknown;
  headers: Headers;
}

export interface Answer {
  status: number;
  body: unknown;
}

// In code order, as the service answers sort_by=country_code; by name Germany comes before Switzerland and
// United Arab Emirates after Switzerland, so an order by code shows.
export const COUNTRIES = {
  code: 200,
  data: [
    { country: 'United Arab Emirates', country_code: 'AE' },
    { country: 'Aruba', country_code: 'AW' },
    { country: 'Canada', country_code: 'CA', states: [{ state: 'Alberta', state_code: 'AB' }, { state: 'Ontario', state_code: 'ON' }] },
    { country: 'Switzerland', country_code: 'CH' },
    { country: 'Chile', country_code: 'CL', states: [{ state: 'Antofagasta', state_code: 'AN' }] },
    { country: 'Germany', country_code: 'DE' },
    { country: 'United States of America', country_code: 'US', states: [{ state: 'Colorado', state_code: 'CO' }] },
  ],
};

/** Installs the service fake; `answer` decides each POST's response (a function may hold it to test the spinner). */
export function mockFormFetch(answer: () => Answer | Promise<Answer> = () => ({ status: 200, body: { code: 200, message: 'ok' } }), countries: unknown = COUNTRIES) {
  const posts: Posted[] = [];
  const countryUrls: URL[] = [];
  fakeServices(
    {
      'GET /website/country/list': ({ url }: FakeCall) => {
        countryUrls.push(url);
        return countries;
      },
    },
    {
      fallback: async ({ method, path, body, headers }: FakeCall) => {
        if (method !== 'POST') return reply(404, { message: 'not mocked' });
        posts.push({ path, body, headers });
        const a = await answer();
        return a.status === 0 ? networkError() : reply(a.status, a.body);
      },
    },
  );
  return { posts, countryUrls };
}
