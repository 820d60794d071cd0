// The services' wiring: base addresses, the ispublic header (SPEC §6) and the finder endpoints' URLs.
import type { Middleware } from '@reduxjs/toolkit';
import { legacy_configureStore as configureMockStore } from 'redux-mock-store';
import { makeStore } from '../../src/app/store';
import { tireFinderApi } from '../../src/features/tire-finder/api';
import { contentApi } from '../../src/services/contentApi';
import { fakeServices, type FakeServices } from '../support/fake-services';

// Browsers resolve '/website/...' against the page; Node's Request needs an absolute URL.
const NodeRequest = globalThis.Request;
class PageRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
  }
}

let net: FakeServices;

beforeAll(() => {
  globalThis.Request = PageRequest;
});
afterAll(() => {
  globalThis.Request = NodeRequest;
});
beforeEach(() => {
  net = fakeServices({}, { fallback: { data: [{ rim_size_id: 1, rim_diameter: 25 }] } });
});

function sentRequest(call = 0): Request {
  return net.calls[call]!.request!;
}

describe('siteApi', () => {
  it('sends ispublic: true and reads the finder list', async () => {
    const store = makeStore();
    const result = await store.dispatch(tireFinderApi.endpoints.getRimSizes.initiate());
    expect(result.data).toEqual({ data: [{ rim_size_id: 1, rim_diameter: 25 }] });
    const request = sentRequest();
    expect(request.method).toBe('GET');
    expect(request.headers.get('ispublic')).toBe('true');
    expect(request.url).toBe('http://localhost/website/rimsize/list?sort_by=rim_diameter&sort_type=asc&is_all=true');
  });

  it('builds the finder URLs of SPEC §7', async () => {
    const store = makeStore();
    await store.dispatch(tireFinderApi.endpoints.getSegments.initiate());
    await store.dispatch(tireFinderApi.endpoints.getApplications.initiate({ segment_id: 3 }));
    await store.dispatch(tireFinderApi.endpoints.getTireSizes.initiate({ rim_size_id: 7, search: '  27.00 ' }));
    await store.dispatch(tireFinderApi.endpoints.getTireSizes.initiate({ application_id: 2, search: '   ' }));
    const urls = net.calls.map(({ href }) => href.replace('http://localhost', ''));
    expect(urls).toEqual([
      '/website/segment/list?sort_by=name&sort_type=asc&is_all=true',
      '/website/application/list?sort_by=name&sort_type=asc&is_all=true&segment_id=3',
      '/website/tiresize/list?sort_by=size&sort_type=asc&is_all=true&rim_size_id=7&search=27.00',
      '/website/tiresize/list?sort_by=size&sort_type=asc&is_all=true&application_id=2',
    ]);
  });

  it('dispatches pending then fulfilled for an endpoint (recorded by redux-mock-store)', async () => {
    // Keeps what each thunk returns: the query's thunk settles once it has dispatched its outcome.
    const thunks: unknown[] = [];
    const thunk: Middleware = (api) => (next) => (action) => {
      if (typeof action !== 'function') return next(action);
      const result: unknown = action(api.dispatch, api.getState, undefined);
      thunks.push(result);
      return result;
    };
    // redux-mock-store's types predate redux 5's Middleware typing; the middlewares themselves are fine.
    const middlewares = [thunk, tireFinderApi.middleware] as unknown as Parameters<typeof configureMockStore>[0];
    const mockStore = configureMockStore(middlewares)(makeStore().getState());
    mockStore.dispatch(tireFinderApi.endpoints.getRimSizes.initiate() as never);
    // The mock store never updates its state, so wait for the thunks rather than for the query result.
    await Promise.allSettled(thunks);
    type Recorded = { type: string; meta?: { arg?: { endpointName?: string } } };
    const queryActions = () =>
      (mockStore.getActions() as Recorded[]).filter((a) => a.type.startsWith('siteApi/executeQuery'));
    expect(queryActions().map((a) => a.type)).toEqual([
      'siteApi/executeQuery/pending',
      'siteApi/executeQuery/fulfilled',
    ]);
    expect(queryActions()[0].meta?.arg?.endpointName).toBe('getRimSizes');
  });
});

describe('contentApi', () => {
  it('sends ispublic: true under /content/api/', async () => {
    const probe = contentApi.injectEndpoints({
      endpoints: (build) => ({ probeContent: build.query<unknown, void>({ query: () => 'reliable-services' }) }),
    });
    net = fakeServices({}, { fallback: { data: [] } });
    await makeStore().dispatch(probe.endpoints.probeContent.initiate());
    expect(sentRequest().url).toBe('http://localhost/content/api/reliable-services');
    expect(sentRequest().headers.get('ispublic')).toBe('true');
  });
});
