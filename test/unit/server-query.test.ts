// The server-rendering store's base query (src/services/server-query.ts) answers as fetchBaseQuery does in the
// browser: the same address asked for, and the same data or error for every kind of answer.
import { fetchBaseQuery, type BaseQueryApi, type FetchArgs } from '@reduxjs/toolkit/query';
import type { ServerAnswer, ServerRequest } from '../../src/lib/ssr-contract';
import { serverQuery } from '../../src/services/server-query';

const api = { signal: new AbortController().signal, dispatch: () => undefined, getState: () => ({}), extra: undefined, endpoint: 'e', type: 'query', abort: () => undefined } as unknown as BaseQueryApi;

/** Both queries against one answer: what each asked for and what each returned (fetchBaseQuery's meta aside). */
async function both(baseUrl: string, args: string | FetchArgs, answer: ServerAnswer | Error) {
  const asked: string[] = [];
  const browser = fetchBaseQuery({
    baseUrl: `http://site.example${baseUrl}`,
    fetchFn: async (input) => {
      const request = input as Request;
      const url = new URL(request.url);
      asked.push(url.pathname + url.search);
      if (answer instanceof Error) throw answer;
      return new Response(answer.status === 204 ? null : answer.body, { status: answer.status });
    },
  });
  const viaBrowser = await browser(args, api, {});
  const server = await serverQuery(baseUrl, args, async (request: ServerRequest) => {
    asked.push(request.path);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const { meta: _meta, ...expected } = viaBrowser;
  return { asked, expected, server };
}

const ok = (body: unknown): ServerAnswer => ({ status: 200, body: JSON.stringify(body) });

describe('the server-rendering base query', () => {
  it.each<[string, string | FetchArgs]>([
    ['a path', 'rimsize/list'],
    ['a leading slash', '/rimsize/list'],
    ['a query in the path', 'products/list?sort_by=name'],
    ['params, undefined ones left out', { url: 'products/list', params: { tyre_size: '27.00R49', rim: undefined, page: 2, all: true } }],
    ['params after a query', { url: 'tiresize/list?sort_by=size', params: { application_id: 4 } }],
    ['characters to escape', { url: 'dealers', params: { place: 'Perth & Kalgoorlie, WA/6430' } }],
  ])('asks for the same address: %s', async (_name, args) => {
    const { asked, expected, server } = await both('/website/', args, ok({ data: [1, 2] }));
    expect(asked[1]).toBe(asked[0]);
    expect(server).toEqual(expected);
    expect(server).toEqual({ data: { data: [1, 2] } });
  });

  it.each<[string, ServerAnswer | Error]>([
    ['a refusal with a JSON message', { status: 404, body: JSON.stringify({ message: 'No such tire size' }) }],
    ['a server error without a body', { status: 503, body: '' }],
    ['an empty success', { status: 204, body: '' }],
    ['a body that is not JSON', { status: 200, body: '<html>oops</html>' }],
    ['a failed call', new Error('the app is closing')],
  ])('returns the same result for %s', async (_name, answer) => {
    const { expected, server } = await both('/content/api/', 'articles?populate=*', answer);
    expect(server).toEqual(expected);
    expect(server.error ?? server.data).toBeDefined();
  });

  it('refuses to send anything but a GET while rendering', async () => {
    const calls: ServerRequest[] = [];
    const result = await serverQuery('/website/', { url: 'contact', method: 'POST', body: {} }, async (r) => {
      calls.push(r);
      return ok({});
    });
    expect(result).toEqual({ error: { status: 405, data: null } });
    expect(calls).toEqual([]);
  });

  it('marks the request as the public site’s and asks for JSON', async () => {
    const calls: ServerRequest[] = [];
    await serverQuery('/website/', 'rimsize/list', async (r) => {
      calls.push(r);
      return ok({});
    });
    expect(calls[0]!.headers).toEqual({ accept: 'application/json', ispublic: 'true' });
  });
});
