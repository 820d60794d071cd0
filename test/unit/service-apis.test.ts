// The service APIs are lazy slices (src/app/store.ts, src/services/registry.ts): a store gets an API's reducer
// and middleware once its module has loaded, keeps a preloaded state for an API loaded before it was made, and
// its queries work either way.
import { makeStore, type AppStore } from '../../src/app/store';

type SiteApi = typeof import('../../src/services/siteApi').siteApi;

function pingEndpoint(siteApi: SiteApi) {
  return siteApi.injectEndpoints({
    endpoints: (build) => ({ ping: build.query<string, void>({ queryFn: () => ({ data: 'pong' }) }) }),
    overrideExisting: true,
  }).endpoints.ping;
}

async function ping(store: AppStore, siteApi: SiteApi) {
  return store.dispatch(pingEndpoint(siteApi).initiate()).unwrap();
}

describe('service APIs as lazy slices', () => {
  it('joins a store made before its module loaded, at the next action, with a working middleware', async () => {
    const store = makeStore();
    expect(store.getState().siteApi).toBeUndefined();
    const { siteApi } = await import('../../src/services/siteApi');
    // The query's own dispatch adds the API first: its state exists and the query settles.
    await expect(ping(store, siteApi)).resolves.toBe('pong');
    expect(store.getState().siteApi?.queries['ping(undefined)']?.status).toBe('fulfilled');
    // The other service has not loaded: its slice is still absent.
    expect(store.getState().contentApi).toBeUndefined();
  });

  it('keeps the preloaded state of an API that loaded before the store was made', async () => {
    const { siteApi } = await import('../../src/services/siteApi');
    const first = makeStore();
    await ping(first, siteApi);
    const server = first.getState().siteApi!;
    const store = makeStore({ siteApi: { ...server, subscriptions: {} } });
    expect(store.getState().siteApi?.queries['ping(undefined)']?.data).toBe('pong');
  });
});
