// createApi for both services, and the base query they share. In the browser a query starts in an effect;
// on the server (src/ssr/render.tsx) no effect runs, so hooks start their queries during render and the
// renderer waits for them (RTK Query's documented server-rendering switch). The server hands the store a
// query answered in process (thunk extra argument, ./server-query.ts), so its calls never leave the process.
// Every failed call is reported in one place, here (./failed-call.ts).
import { buildCreateApi, coreModule, fetchBaseQuery, reactHooksModule } from '@reduxjs/toolkit/query/react';
import { reportFailedCall } from './failed-call';
import { markPublic } from './public-headers';
import type { ServerQuery } from './server-query';

/** True in Node: the page is being rendered on the server. */
export const serverRendering = typeof window === 'undefined';

export const createAppApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: serverRendering }),
);

/** The thunk extra argument of a server-rendering store (src/app/store.ts). */
export interface ServiceExtra {
  /** The services' calls, answered in process (./server-query.ts). */
  serverQuery?: ServerQuery;
}

type ServiceBaseQuery = ReturnType<typeof fetchBaseQuery>;

/** fetchBaseQuery at `baseUrl` ('/website/'); the server store's own query (./server-query.ts) when it has one. */
export function serviceBaseQuery(baseUrl: string): ServiceBaseQuery {
  const browser = fetchBaseQuery({ baseUrl, prepareHeaders: markPublic });
  const call: ServiceBaseQuery = (args, api, extraOptions) => {
    const serverQuery = (api.extra as ServiceExtra | undefined)?.serverQuery;
    return serverQuery ? serverQuery(baseUrl, args) : browser(args, api, extraOptions);
  };
  return async (args, api, extraOptions) => {
    const result = await call(args, api, extraOptions);
    const inBrowser = !(api.extra as ServiceExtra | undefined)?.serverQuery;
    if (result.error) reportFailedCall(baseUrl, args, api, result.error, result.meta, inBrowser);
    return result;
  };
}
