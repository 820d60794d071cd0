// createApi for both services, and the base query they share. In the browser a query starts in an effect;
// on the server (src/ssr/render.tsx) no effect runs, so hooks start their queries during render and the
// renderer waits for them (RTK Query's documented server-rendering switch). The server hands the store a
// fetch answered in process (thunk extra argument), so its queries never leave the process. Every failed call
// is reported in one place, here (./failed-call.ts).
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { ServerFetch } from '../lib/ssr-contract';
import { reportFailedCall } from './failed-call';
import { markPublic } from './public-headers';

/** True in Node: the page is being rendered on the server. */
export const serverRendering = typeof window === 'undefined';

export const createAppApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: serverRendering }),
);

/** The thunk extra argument of a server-rendering store (src/app/store.ts). */
export interface ServiceExtra {
  serverFetch?: ServerFetch;
}

type ServiceBaseQuery = ReturnType<typeof fetchBaseQuery>;

// A Request needs an absolute address; the server's fetch uses only the path and query.
const SERVER_ORIGIN = 'http://ssr.localhost';

/** fetchBaseQuery at `baseUrl` ('/website/'), through the server's fetch when the store has one. */
export function serviceBaseQuery(baseUrl: string): ServiceBaseQuery {
  const browser = fetchBaseQuery({ baseUrl, prepareHeaders: markPublic });
  const onServer = new WeakMap<ServerFetch, ServiceBaseQuery>();
  const call: ServiceBaseQuery = (args, api, extraOptions) => {
    const serverFetch = (api.extra as ServiceExtra | undefined)?.serverFetch;
    if (!serverFetch) return browser(args, api, extraOptions);
    let query = onServer.get(serverFetch);
    if (!query) {
      query = fetchBaseQuery({
        baseUrl: SERVER_ORIGIN + baseUrl,
        prepareHeaders: markPublic,
        fetchFn: (input, init) => serverFetch(input instanceof Request ? input : new Request(input, init)),
      });
      onServer.set(serverFetch, query);
    }
    return query(args, api, extraOptions);
  };
  return async (args, api, extraOptions) => {
    const result = await call(args, api, extraOptions);
    const inBrowser = !(api.extra as ServiceExtra | undefined)?.serverFetch;
    if (result.error) reportFailedCall(baseUrl, args, api, result.error, result.meta, inBrowser);
    return result;
  };
}
