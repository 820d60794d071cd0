// What `import … from 'react-router-dom'` gets in the builds and tests (aliased in webpack.react-router.ts and
// test/jest.config.ts): React Router itself, with a lighter <Link> and <NavLink>. React Router's own carry
// the code of its framework mode (route-module prefetching, lazy route discovery, data-router navigation
// states) into the first script, ~2.7 KB gzipped that a declarative app never runs. These are built from the
// router's public hooks (useHref, useLinkClickHandler, useResolvedPath), so a click navigates exactly as with
// React Router's, and NavLink is active by React Router's rule.
import { forwardRef } from 'react';
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type LinkProps,
  type NavLinkProps,
  type NavLinkRenderProps,
} from 'react-router';

export * from 'react-router';
export { useSearchParams } from './search-params';

/** Another origin or scheme: the browser follows it (React Router does the same for other origins). */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

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
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = useHref(to, { relative });
  const navigate = useLinkClickHandler(to, {
    replace,
    state,
    target,
    preventScrollReset,
    relative,
    viewTransition,
    mask,
    defaultShouldRevalidate,
  });
  const spa = !external && !reloadDocument;
  return (
    <a
      {...rest}
      ref={ref}
      href={external ? (to as string) : href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (spa && !event.defaultPrevented) navigate(event);
      }}
    />
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
