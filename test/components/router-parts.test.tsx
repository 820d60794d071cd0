// The parts of React Router the site rebuilt to keep them out of the first script (issue 22), side by side with
// React Router's own: the route rendering (src/app/render-matches.tsx, over src/app/match-table.ts) against
// useRoutes, and useSearchParams (src/lib/search-params.ts) against React Router's.
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import {
  MemoryRouter,
  Outlet,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams as routerSearchParams,
  type NavigateFunction,
  type RouteObject,
  type SetURLSearchParams,
} from 'react-router';
import { tableMatcher } from '../../src/app/match-table';
import { useMatchedRoutes } from '../../src/app/render-matches';
import { useSearchParams } from '../../src/lib/search-params';

/** What a page can learn from the router where it is rendered. */
function Probe({ name }: { name: string }) {
  const params = useParams();
  return (
    <p data-testid="probe">
      {JSON.stringify({ name, params, here: useResolvedPath('.'), up: useResolvedPath('..'), href: useHref('next') })}
    </p>
  );
}

function Layout() {
  return (
    <div>
      <span data-testid="layout">{useLocation().pathname}</span>
      <Outlet />
    </div>
  );
}

const table: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <Probe name="home" /> },
      { path: 'tires/tire-results', element: <Probe name="results" /> },
      { path: 'infocenter/otr-tips/:slug', element: <Probe name="article" /> },
      { path: 'total-mobility' },
      { path: '*', element: <Probe name="not found" /> },
    ],
  },
];
const matchTable = tableMatcher(table);

function WithUseRoutes() {
  return useRoutes(table);
}

function WithMatchedRoutes() {
  return useMatchedRoutes(matchTable(useLocation().pathname));
}

function renderAt(url: string, Routes: () => React.ReactNode): string {
  const { container, unmount } = render(
    <MemoryRouter initialEntries={[url]}>
      <Routes />
    </MemoryRouter>,
  );
  const html = container.innerHTML;
  unmount();
  return html;
}

describe('route rendering without useRoutes', () => {
  // React Router warns of a route without an element and of a malformed address: both are asked on purpose.
  beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  it.each([
    '/',
    '/tires/tire-results',
    '/Tires/Tire-Results//',
    '/infocenter/otr-tips/caf%C3%A9',
    '/infocenter/otr-tips/a%2Fb%20c',
    '/no/such/page/',
    '/total-mobility',
    '/%zz/x',
  ])('%s renders what useRoutes renders: layout, page, params, resolved and relative paths', (url) => {
    const expected = renderAt(url, WithUseRoutes);
    expect(expected).toContain('data-testid="layout"');
    expect(renderAt(url, WithMatchedRoutes)).toBe(expected);
  });

  it('renders the page of each new address, the layout staying mounted', () => {
    let navigate: NavigateFunction = () => undefined;
    function Navigation({ onNavigate }: { onNavigate: (go: NavigateFunction) => void }) {
      const go = useNavigate();
      useEffect(() => {
        onNavigate(go);
      });
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <Navigation onNavigate={(go) => (navigate = go)} />
        <WithMatchedRoutes />
      </MemoryRouter>,
    );
    const layout = screen.getByTestId('layout');
    expect(screen.getByTestId('probe')).toHaveTextContent('"name":"home"');
    act(() => void navigate('/infocenter/otr-tips/caf%C3%A9'));
    expect(screen.getByTestId('probe')).toHaveTextContent('"name":"article","params":{"slug":"café"}');
    expect(screen.getByTestId('layout')).toBe(layout);
    act(() => void navigate('/nope'));
    expect(screen.getByTestId('probe')).toHaveTextContent('"name":"not found"');
  });
});

type Setter = SetURLSearchParams;
/** A hook's query, its setter, and the location's query, after each render. */
type Seen = [URLSearchParams, Setter, string];

function Capture({ use, onValue }: { use: () => [URLSearchParams, Setter]; onValue: (value: Seen) => void }) {
  const [params, set] = use();
  const { search } = useLocation();
  useEffect(() => {
    onValue([params, set, search]);
  });
  return null;
}

describe('useSearchParams outside React Router', () => {
  /** Renders both hooks at `url`; returns each one's view and setter. */
  function renderBoth(url: string) {
    const seen: { ours?: Seen; theirs?: Seen } = {};
    render(
      <>
        <MemoryRouter initialEntries={[url]}>
          <Capture use={useSearchParams} onValue={(value) => (seen.ours = value)} />
        </MemoryRouter>
        <MemoryRouter initialEntries={[url]}>
          <Capture use={routerSearchParams} onValue={(value) => (seen.theirs = value)} />
        </MemoryRouter>
      </>,
    );
    return seen as Required<typeof seen>;
  }

  it('reads the query as React Router does', () => {
    const seen = renderBoth('/dealers?q=Denver&kind=a&kind=b&empty=&x=%20y');
    expect([...seen.ours[0]]).toEqual([...seen.theirs[0]]);
    expect(seen.ours[0].getAll('kind')).toEqual(['a', 'b']);
  });

  it.each<[string, Parameters<Setter>[0]]>([
    ['URLSearchParams', new URLSearchParams({ q: 'Perth', page: '2' })],
    ['a record with lists', { kind: ['a', 'b'], q: 'x y' }],
    ['a string', 'a=1&b=2'],
    ['pairs', [['a', '1'], ['a', '2']]],
    ['an updater', (prev: URLSearchParams) => (prev.set('page', '3'), prev)],
    ['nothing', undefined],
  ])('sets %s as React Router does', (_kind, next) => {
    const seen = renderBoth('/dealers?q=Denver&page=1');
    act(() => {
      seen.ours[1](next, { replace: true });
      seen.theirs[1](next, { replace: true });
    });
    expect(seen.ours[2]).toBe(seen.theirs[2]);
    expect([...seen.ours[0]]).toEqual([...seen.theirs[0]]);
  });

  it('keeps the same params object while the query is the same', () => {
    const seen = renderBoth('/dealers?q=Denver');
    const before = seen.ours[0];
    act(() => seen.ours[1]('q=Denver'));
    expect(seen.ours[0]).toBe(before);
  });
});
