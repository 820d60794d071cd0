// The Tire Finder lists on the service fake (test/support/fake-services.ts): answers by path and filters
// like the server does, records each call's query string, and can fail the next call to a path.
import { fakeServices, reply, type FakeCall, type Route } from '../../support/fake-services';

interface Size {
  size: string;
  rim: number;
  apps: number[];
}

const rims = [
  { rim_size_id: 2, rim_diameter: 25 },
  { rim_size_id: 4, rim_diameter: 39 },
  { rim_size_id: 5, rim_diameter: 49 },
];
const segments = [
  { segment_id: 1, name: 'Construction' },
  { segment_id: 3, name: 'Mining' },
];
const applications = [
  { application_id: 10, name: 'Articulated Dump Truck', segments: [1] },
  { application_id: 11, name: 'Rigid Haul Truck', segments: [1, 3] },
  { application_id: 12, name: 'Wheel Loader', segments: [1, 3] },
];
const sizes: Size[] = [
  { size: '18.00R25', rim: 2, apps: [10, 12] },
  { size: '27.00R49', rim: 5, apps: [11] },
  { size: '29.5R25', rim: 2, apps: [12] },
  { size: '40.00R57', rim: 6, apps: [11] },
  { size: '40/65R39', rim: 4, apps: [10] },
];

export interface FinderFetch {
  /** Query strings of the calls to `path` (e.g. 'tiresize/list'), in order. */
  calls(path: string): string[];
  /** The next call to `path` waits until the returned function is called, then fails with a 500. */
  failNext(path: string): () => void;
}

const LISTS = ['rimsize/list', 'segment/list', 'application/list', 'tiresize/list'];

function answer(path: string, q: URLSearchParams): unknown {
  const id = (k: string) => (q.has(k) ? Number(q.get(k)) : undefined);
  switch (path) {
    case 'rimsize/list':
      return { data: rims };
    case 'segment/list':
      return { data: segments };
    case 'application/list': {
      const seg = id('segment_id');
      const rows = applications
        .filter((a) => seg === undefined || a.segments.includes(seg))
        .map(({ application_id, name }) => ({ application_id, name }));
      return { data: { rows, count: rows.length } };
    }
    default: {
      const rim = id('rim_size_id');
      const app = id('application_id');
      const data = sizes
        .filter((s) => (rim === undefined || s.rim === rim) && (app === undefined || s.apps.includes(app)))
        .map(({ size }) => ({ size }));
      return { data };
    }
  }
}

/** The finder lists as routes of the service fake, and their failNext. */
export function finderRoutes(): { routes: Record<string, Route>; failNext: FinderFetch['failNext'] } {
  const failing = new Map<string, Promise<void>>();
  const routes = Object.fromEntries(
    LISTS.map((path) => [
      `/website/${path}`,
      async ({ url }: FakeCall) => {
        const gate = failing.get(path);
        if (!gate) return answer(path, url.searchParams);
        failing.delete(path);
        await gate;
        return reply(500, { message: 'down' });
      },
    ]),
  );
  const failNext = (path: string) => {
    let release = () => {};
    failing.set(path, new Promise<void>((resolve) => (release = resolve)));
    return () => release();
  };
  return { routes, failNext };
}

/** Installs the service fake with the finder lists; other pages' calls (e.g. the results page) answer empty. */
export function finderFetch(): FinderFetch {
  const { routes, failNext } = finderRoutes();
  const net = fakeServices(routes, { fallback: { data: [] } });
  return {
    calls: (path) => net.to(`/website/${path}`).map((c) => c.url.search.slice(1)),
    failNext,
  };
}
