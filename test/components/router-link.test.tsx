// The site's <Link> and <NavLink> (src/lib/react-router-dom.tsx) against React Router's own, side by side: the
// same href, the same navigation on a click (push or replace, state), the same clicks left to the browser. Under
// RootNavigation a link to a path from the site's root resolves without the route matches (issue 22); every
// other link goes through React Router's hooks.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, MemoryRouter, NavLink as RouterNavLink, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { Link, NavLink, RootNavigation } from '../../src/lib/react-router-dom';

function Where() {
  const location = useLocation();
  return (
    <output data-testid="where">
      {`${useNavigationType()} ${location.pathname}${location.search}${location.hash} ${JSON.stringify(location.state)}`}
    </output>
  );
}

/** `link` rendered at `start`, inside a nested route (so relative paths resolve against it), with `basename`. */
function at(start: string, link: ReactNode, { root = true, basename = '/' } = {}) {
  const page = (
    <>
      {link}
      <Where />
    </>
  );
  render(
    <MemoryRouter initialEntries={[start]} basename={basename}>
      <Routes>
        <Route path="/tires/*" element={root ? <RootNavigation>{page}</RootNavigation> : page} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return screen.getByRole('link');
}

const targets = [
  '/tires/tire-results?tireSize=29.5R29#list',
  '/',
  '/infocenter/otr-tips/',
  '/infocenter/./otr-tips/../archives?year=2024#top',
  { pathname: '/dealers', search: 'zip=77001' },
  '../dealers',
  'tire-details/7',
  '?tireSize=18.00R25',
];

describe('Link', () => {
  it.each(targets.flatMap((to) => ['/', '/site'].map((basename) => [to, basename] as const)))(
    'to %j under basename %s: the href and the navigation of React Router’s Link',
    (to, basename) => {
      const start = `${basename === '/' ? '' : basename}/tires/tire-results?tireSize=1`;
      const ours = at(start, <Link to={to} state={{ from: 'finder' }}>go</Link>, { basename });
      const href = ours.getAttribute('href');
      fireEvent.click(ours);
      const where = screen.getByTestId('where').textContent;
      cleanup();
      const theirs = at(start, <RouterLink to={to} state={{ from: 'finder' }}>go</RouterLink>, { basename });
      expect(href).toBe(theirs.getAttribute('href'));
      fireEvent.click(theirs);
      expect(where).toBe(screen.getByTestId('where').textContent);
      expect(where).toMatch(/^PUSH /);
    },
  );

  it('replaces the entry when the link is to where the visitor already is, as React Router does', () => {
    fireEvent.click(at('/tires/a?b=1', <Link to="/tires/a?b=1">here</Link>));
    expect(screen.getByTestId('where').textContent).toBe('REPLACE /tires/a?b=1 null');
  });

  it('leaves a click with a modifier key, another target, a prevented click or reloadDocument to the browser', () => {
    const cases: [ReactNode, Partial<MouseEventInit>][] = [
      [<Link to="/dealers">a</Link>, { ctrlKey: true }],
      [<Link to="/dealers">a</Link>, { button: 1 }],
      [<Link to="/dealers" target="_blank">a</Link>, {}],
      [<Link to="/dealers" onClick={(e) => e.preventDefault()}>a</Link>, {}],
      [<Link to="/dealers" reloadDocument>a</Link>, {}],
    ];
    for (const [link, init] of cases) {
      const anchor = at('/tires/a', link);
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      anchor.dispatchEvent(event);
      expect(screen.getByTestId('where').textContent).toBe('POP /tires/a null');
      cleanup();
    }
  });

  it('navigates the same without RootNavigation (React Router’s hooks)', () => {
    fireEvent.click(at('/tires/a', <Link to="/dealers?zip=1">a</Link>, { root: false }));
    expect(screen.getByTestId('where').textContent).toBe('PUSH /dealers?zip=1 null');
  });

  it('leaves a link to another origin as it is', () => {
    expect(at('/tires/a', <Link to="https://example.com/x">a</Link>).getAttribute('href')).toBe('https://example.com/x');
  });
});

describe('NavLink', () => {
  it.each([
    ['/tires/tire-results', '/tires/tire-results', false],
    ['/tires/tire-results/x', '/tires/tire-results', false],
    ['/tires/tire-results-other', '/tires/tire-results', false],
    ['/tires/tire-results/x', '/tires/tire-results', true],
    ['/tires/a', '/', false],
    ['/tires/a', '..', false],
  ])('at %s, to %s, end %s: active as React Router’s NavLink', (start, to, end) => {
    const ours = at(start, <NavLink to={to} end={end}>a</NavLink>);
    const state = [ours.getAttribute('aria-current'), ours.className];
    cleanup();
    const theirs = at(start, <RouterNavLink to={to} end={end}>a</RouterNavLink>);
    expect(state).toEqual([theirs.getAttribute('aria-current'), theirs.className]);
  });
});
