// Site header (SPEC §2 "Shared frame", §4 "Header"): logo, top bar, desktop nav with three accordion
// submenus, and below 768 px a MENU toggle for the whole list. Escape, a click outside and any completed
// navigation close what is open.
import { useEffect, useReducer, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useMediaQuery } from '../../components/useMediaQuery';
import { paths } from '../../routing/paths';
import { headerReducer, initialHeaderState } from './header-state';
import { HeaderSearch } from './HeaderSearch';
import { Logo } from './Logo';
import { ASSET_TRACKING_LABEL, submenus, type SubmenuId } from './nav-links';
import { Submenu } from './Submenu';
import './header.css';

type NavEntry = { label: string; to: string } | { submenu: SubmenuId };

const navEntries: NavEntry[] = [
  { label: 'Tires', to: paths.tires() },
  { submenu: 'mobility' },
  { submenu: 'resources' },
  { label: 'Info Center', to: paths.infocenter() },
  { submenu: 'contact' },
];

/**
 * Below 768 px (SPEC §9), where the MENU button collapses the list; read after mount (server-renderable).
 * In em, as header.css: a larger text size narrows the screen in text terms (48em = 768 px at 16 px).
 */
const NARROW_SCREEN = '(max-width: 47.99em)';

export function Header() {
  const [{ menuOpen, submenu }, dispatch] = useReducer(headerReducer, initialHeaderState);
  const headerRef = useRef<HTMLElement>(null);
  const menuToggle = useRef<HTMLButtonElement>(null);
  const toggles = useRef<Partial<Record<SubmenuId, HTMLButtonElement | null>>>({});
  const { key } = useLocation();
  const narrow = useMediaQuery(NARROW_SCREEN);

  useEffect(() => {
    dispatch({ type: 'all.close' });
  }, [key]);

  useEffect(() => {
    if (submenu === null && !menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Give focus back to the submenu's (or the menu's) toggle, so keyboard users keep their place.
      if (headerRef.current?.contains(document.activeElement)) {
        (submenu ? toggles.current[submenu] : menuToggle.current)?.focus();
      }
      dispatch({ type: submenu ? 'submenu.close' : 'all.close' });
    };
    const onPointerDown = (event: PointerEvent) => {
      if (submenu && !headerRef.current?.contains(event.target as Node)) dispatch({ type: 'submenu.close' });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [submenu, menuOpen]);

  const closeSubmenu = (id: SubmenuId) => {
    toggles.current[id]?.focus();
    dispatch({ type: 'submenu.close' });
  };

  return (
    <header ref={headerRef} className="site-header">
      <div className="site-header__top">
        <div className="container site-header__top-inner">
          <Link className="site-header__top-link" to={paths.assetTracking()}>
            {ASSET_TRACKING_LABEL}
          </Link>
        </div>
      </div>
      <div className="container site-header__bar">
        <Logo />
        <button
          ref={menuToggle}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav-panel"
          onClick={() => dispatch({ type: 'menu.toggle' })}
        >
          MENU
        </button>
        <nav className="site-nav" aria-label="Main">
          {/* A collapsed list leaves the tab order at once, not after the 0.4 s closing animation. */}
          <div id="site-nav-panel" className="collapsible site-nav__panel" data-open={menuOpen} inert={narrow && !menuOpen}>
            <div className="collapsible__inner">
              <ul className="site-nav__list">
                {navEntries.map((entry) =>
                  'submenu' in entry ? (
                    <Submenu
                      key={entry.submenu}
                      menu={submenus[entry.submenu]}
                      open={submenu === entry.submenu}
                      onToggle={() => dispatch({ type: 'submenu.toggle', id: entry.submenu })}
                      onClose={() => closeSubmenu(entry.submenu)}
                      toggleRef={(el) => {
                        toggles.current[entry.submenu] = el;
                      }}
                    />
                  ) : (
                    <li key={entry.to} className="site-nav__item">
                      <NavLink className="site-nav__link" to={entry.to}>
                        {entry.label}
                      </NavLink>
                    </li>
                  ),
                )}
                <li className="site-nav__item site-nav__item--mobile-only">
                  <Link className="site-nav__link" to={paths.assetTracking()}>
                    {ASSET_TRACKING_LABEL}
                  </Link>
                </li>
              </ul>
              <HeaderSearch />
            </div>
          </div>
        </nav>
      </div>
    </header>
  );
}
