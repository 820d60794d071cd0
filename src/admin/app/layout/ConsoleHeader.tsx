// The console's header: its name (a link home), who is signed in with which role, Sign out, and the
// navigation, which lists only the pages this role may open (pagesFor: the session's scopes). On a tablet
// the links wrap onto as many lines as they need; the current page is marked (aria-current).
import { Link, NavLink } from 'react-router-dom';
import { useSignOutMutation, useStaffSession } from '../../api/session-api';
import { consoleTitle, useConsoleBrand } from '../../components/brand';
import { consolePaths, pagesFor } from '../../routing/pages';

export const ROLE_NAMES = { admin: 'Admin', editor: 'Editor', sales: 'Sales' } as const;

export function ConsoleHeader() {
  const brand = useConsoleBrand();
  const session = useStaffSession();
  const [signOut, { isLoading }] = useSignOutMutation();
  const pages = pagesFor(session?.scopes ?? []).filter((p) => p.nav !== null);
  // Signed out, the frame sends the person to the sign-in page (RequireSession); refused, the session had
  // ended already, which leads there too.
  const onSignOut = () => void signOut().unwrap().catch(() => undefined);
  return (
    <header className="console-header">
      <div className="console-header__bar">
        <Link className="console-header__brand" to={consolePaths.home()}>
          {consoleTitle(brand)}
        </Link>
        {session ? (
          <p className="console-header__who">
            <span className="visually-hidden">Signed in as </span>
            {session.account.name} <span className="console-header__role">({ROLE_NAMES[session.account.role]})</span>
          </p>
        ) : null}
        <button type="button" className="button button--small button--on-dark" onClick={onSignOut} disabled={isLoading}>
          Sign out
        </button>
      </div>
      <nav className="console-nav" aria-label="Console">
        <ul className="console-nav__list">
          {pages.map((p) => (
            <li key={p.key}>
              <NavLink className="console-nav__link" to={p.path} end={p.path === '/'}>
                {p.nav}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
