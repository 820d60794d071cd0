// A page whose scope the signed-in role lacks is not shown (the navigation does not offer it either; the
// server refuses its calls in any case): the person reads "Your role cannot do this." and a way home.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { StaffScope } from '../../../contract/staff';
import { ROLE_REFUSED } from '../../api/call-failure';
import { useStaffSession } from '../../api/session-api';
import { PageHeading } from '../../components/PageHeading';
import { consolePaths } from '../../routing/pages';

export function RequireScope({ scope, children }: { scope: StaffScope | null; children: ReactNode }) {
  const session = useStaffSession();
  if (scope === null || session?.scopes.includes(scope)) return <>{children}</>;
  return (
    <div className="console-page">
      <PageHeading title="Not for your role" />
      <p role="alert">{ROLE_REFUSED}</p>
      <p>
        If you need it, ask an admin. <Link to={consolePaths.home()}>Back to the console&apos;s home</Link>
      </p>
    </div>
  );
}
