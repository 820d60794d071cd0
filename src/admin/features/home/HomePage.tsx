// /admin: who is signed in and what their role can do here (the pages its scopes open, each with what it is
// for), and where page copy is edited: the CMS's own admin, with its own sign-in, when the site has one.
import { Link } from 'react-router-dom';
import type { StaffRole } from '../../../contract/staff';
import { useStaffSession } from '../../api/session-api';
import { PageHeading } from '../../components/PageHeading';
import { pagesFor } from '../../routing/pages';

const ROLE_TEXT: Record<StaffRole, string> = {
  admin: 'an admin: you manage staff accounts, API tokens and the audit log, and can do everything editors and sales can',
  editor: 'an editor: you look after the catalog, the dealers and the documents',
  sales: 'in sales: you handle the leads',
};

export default function HomePage() {
  const session = useStaffSession();
  if (!session) return null;
  const pages = pagesFor(session.scopes).filter((p) => p.nav !== null && p.key !== 'home');
  return (
    <div className="console-page">
      <PageHeading title="Home">Welcome, {session.account.name}</PageHeading>
      <p className="console-lead">You are {ROLE_TEXT[session.account.role]}.</p>
      <h2 className="console-section-title">What you can do</h2>
      <ul className="console-cards">
        {pages.map((p) => (
          <li key={p.key} className="console-card">
            <h3 className="console-card__title">
              <Link to={p.path}>{p.title}</Link>
            </h3>
            <p>{p.summary}</p>
          </li>
        ))}
      </ul>
      {session.cmsAdminUrl ? (
        <section className="console-callout" aria-labelledby="cms-title">
          <h2 id="cms-title" className="console-section-title">
            Page copy
          </h2>
          <p>
            The texts of the public pages and the articles are edited in the content management system, not here. It has a sign-in of its own.
          </p>
          <p>
            <a href={session.cmsAdminUrl} target="_blank" rel="noopener noreferrer">
              Open the content management system<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </section>
      ) : null}
    </div>
  );
}
