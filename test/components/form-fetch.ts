// A fetch stand-in for the form tests: records POSTs, answers them as told, serves a small country list.
export interface Posted {
  path: string;
  body: unknown;
  headers: Headers;
}

export interface Answer {
  status: number;
  body: unknown;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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

/** Installs the mock; `answer` decides each POST's response (a function may hold it to test the spinner). */
export function mockFormFetch(answer: () => Answer | Promise<Answer> = () => ({ status: 200, body: { code: 200, message: 'ok' } }), countries: unknown = COUNTRIES) {
  const posts: Posted[] = [];
  const countryUrls: URL[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(req.url, 'http://localhost');
    if (req.method === 'POST') {
      posts.push({ path: url.pathname, body: await req.json(), headers: req.headers });
      const a = await answer();
      if (a.status === 0) throw new TypeError('Failed to fetch');
      return json(a.status, a.body);
    }
    if (url.pathname === '/website/country/list') {
      countryUrls.push(url);
      return json(200, countries);
    }
    return json(404, { message: 'not mocked' });
  }) as typeof fetch;
  return { posts, countryUrls };
}
