// What `import … from 'react-router-dom'` gets in the builds and tests (aliased in webpack.react-router.ts and
// test/jest.config.ts): React Router itself, with a lighter <Link> and <NavLink>. React Router's own carry
// the code of its framework mode (route-module prefetching, lazy route discovery, data-router navigation
// states) into the first script, ~2.7 KB gzipped that a declarative app never runs. These are built from the
// router's public hooks (useHref, useLinkClickHandler, useResolvedPath), so a click navigates exactly as with
// React Router's, and NavLink is active by React Router's rule.
import { createContext, forwardRef, useContext, type MouseEvent, type ReactNode, type Ref } from 'react';
import {
  createPath,
  parsePath,
  resolvePath,
  UNSAFE_NavigationContext as NavigationContext,
  useHref,
  useLinkClickHandler,
  useLocation,
  useNavigate,
  useResolvedPath,
  type LinkProps,
  type NavigateFunction,
  type NavLinkProps,
  type NavLinkRenderProps,
  type Path,
  type To,
} from 'react-router';

export * from 'react-router';
export { useSearchParams } from './search-params';

/** Another origin or scheme: the browser follows it (React Router does the same for other origins). */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The router's navigate, taken once under the router (`RootNavigation`, in src/app/AppRoutes.tsx). React Router's
 * link hooks each serialise the route matches to JSON and back (three times a link, a few percent of a results
 * page's server render and hydration: issue 22), only to resolve a relative `to`; a path from the site's root
 * resolves the same from anywhere, so its links use this one navigate and resolve nothing more.
 */
const RootNavigate = createContext<NavigateFunction | null>(null);

export function RootNavigation({ children }: { children: ReactNode }) {
  return <RootNavigate.Provider value={useNavigate()}>{children}</RootNavigate.Provider>;
}

/** `to` as React Router resolves it when it starts at the site's root ("/tires/…"); null for any other `to`. */
function rootPath(to: To): Path | null {
  const pathname = typeof to === 'string' ? parsePath(to).pathname : to.pathname;
  if (!pathname?.startsWith('/') || ABSOLUTE_URL.test(pathname)) return null;
  return resolvePath(to); // an explicit trailing slash stays, as React Router's resolveTo keeps it
}

type LinkOwnProps = Omit<LinkProps, 'to' | 'reloadDocument' | 'discover' | 'prefetch'>;
type Navigation = Pick<
  LinkProps,
  'replace' | 'state' | 'preventScrollReset' | 'relative' | 'viewTransition' | 'mask' | 'defaultShouldRevalidate'
>;
interface AnchorProps {
  rest: Omit<LinkOwnProps, keyof Navigation | 'onClick' | 'target'>;
  anchorRef: Ref<HTMLAnchorElement>;
  target: string | undefined;
  onClick: LinkProps['onClick'];
}

/** The `<a>` of a link: `follow` navigates on a click the page's own handler did not prevent (null: the browser does). */
const anchorOf = ({ rest, anchorRef, target, onClick }: AnchorProps, href: string, follow: ((event: MouseEvent<HTMLAnchorElement>) => void) | null) => (
  <a
    {...rest}
    ref={anchorRef}
    href={href}
    target={target}
    onClick={(event) => {
      onClick?.(event);
      if (follow && !event.defaultPrevented) follow(event);
    }}
  />
);

/** A link to a path from the site's root (no basename): its href and its navigation without the route matches. */
function RootLink({ path, to, navigate, nav, ...anchor }: AnchorProps & { path: Path; to: To; navigate: NavigateFunction; nav: Navigation }) {
  const location = useLocation();
  return anchorOf(anchor, useContext(NavigationContext).navigator.createHref(path), (event) => {
    // React Router's rule: a click the browser would follow in this tab, without a modifier key.
    const { target } = anchor;
    if (event.button || (target && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to, { ...nav, replace: nav.replace ?? createPath(location) === createPath(path) });
  });
}

/** Any other link (relative, another origin, under a basename, or outside RootNavigation): React Router's hooks. */
function RouterLink({ to, reloadDocument, nav, ...anchor }: AnchorProps & { to: To; reloadDocument?: boolean; nav: Navigation }) {
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = useHref(to, { relative: nav.relative });
  const follow = useLinkClickHandler(to, { ...nav, target: anchor.target });
  return anchorOf(anchor, external ? (to as string) : href, external || reloadDocument ? null : follow);
}

export const Link = /* @__PURE__ */ forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    onClick,
    reloadDocument,
    replace,
    state,
    target,
    preventScrollReset,
    relative,
    viewTransition,
    mask,
    defaultShouldRevalidate,
    discover: _discover, // framework mode only
    prefetch: _prefetch, // framework mode only
    ...rest
  },
  ref,
) {
  const navigate = useContext(RootNavigate);
  const { basename } = useContext(NavigationContext);
  const nav: Navigation = { replace, state, preventScrollReset, relative, viewTransition, mask, defaultShouldRevalidate };
  const anchor: AnchorProps = { rest, anchorRef: ref, target, onClick };
  const path = navigate && !reloadDocument && basename === '/' ? rootPath(to) : null;
  return path && navigate ? (
    <RootLink path={path} to={to} navigate={navigate} nav={nav} {...anchor} />
  ) : (
    <RouterLink to={to} reloadDocument={reloadDocument} nav={nav} {...anchor} />
  );
});

/**
 * Active when the location is `to` or (without `end`) below it; `aria-current` and the "active" class then,
 * as React Router's NavLink. A declarative router has no pending or transitioning navigation: both false.
 */
export const NavLink = /* @__PURE__ */ forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { 'aria-current': ariaCurrent = 'page', caseSensitive = false, className, end = false, style, children, ...rest },
  ref,
) {
  const fold = (p: string) => (caseSensitive ? p : p.toLowerCase());
  const to = fold(useResolvedPath(rest.to, { relative: rest.relative }).pathname);
  const at = fold(useLocation().pathname);
  const slash = to !== '/' && to.endsWith('/') ? to.length - 1 : to.length;
  const isActive = at === to || (!end && at.startsWith(to) && at.charAt(slash) === '/');
  const state: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      ref={ref}
      aria-current={isActive ? ariaCurrent : undefined}
      className={typeof className === 'function' ? className(state) : [className, isActive ? 'active' : null].filter(Boolean).join(' ')}
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
});
