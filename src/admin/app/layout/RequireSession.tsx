// The console's pages need a session: without one (GET /admin/api/session answers 401) the person goes to the
// sign-in page, which brings them back here after (?next=). A session that ended meanwhile (any call answered
// 401, console-slice.ts, or the session check after its expiry) adds "Your session ended. Sign in again.";
// signing out (from the header or the account page) adds "You signed out." The check runs again when the
// session is due to expire, so an idle console does not stay open.
import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';
import { failureOf } from '../../api/call-failure';
import { useGetSessionQuery } from '../../api/session-api';
import { LoadState } from '../../components/LoadState';
import { consolePaths } from '../../routing/pages';
import type { AdminState } from '../store';

/** Milliseconds until the first of the session's two expiry times (idle, absolute), at most a day. */
function untilExpiry(idleExpiresAt: string, expiresAt: string, now = Date.now()): number {
  const first = Math.min(Date.parse(idleExpiresAt), Date.parse(expiresAt));
  return Number.isFinite(first) ? Math.min(Math.max(first - now + 1000, 1000), 86_400_000) : 86_400_000;
}

export function RequireSession({ children }: { children: ReactNode }) {
  const { sessionEnded: ended, signedOut } = useSelector((state: AdminState) => state.console);
  const { data, error, isLoading, refetch } = useGetSessionQuery();
  const location = useLocation();
  useEffect(() => {
    if (!data) return;
    const timer = setTimeout(() => void refetch(), untilExpiry(data.idleExpiresAt, data.expiresAt));
    return () => clearTimeout(timer);
  }, [data, refetch]);
  if (signedOut) return <Navigate to={consolePaths.signIn()} replace state={{ signedOut: true }} />;
  const refused = error !== undefined && failureOf(error).status === 401;
  if (ended || refused) {
    const next = `${location.pathname}${location.search}`;
    // A refusal after a session was shown: it ended (expired, signed out elsewhere).
    return <Navigate to={consolePaths.signIn(next)} replace state={{ ended: ended || data !== undefined }} />;
  }
  if (!data) {
    return (
      <main id="main" className="console-main console-main--plain">
        <LoadState isLoading={isLoading} error={error} onRetry={() => void refetch()} what="the staff console">
          {null}
        </LoadState>
      </main>
    );
  }
  return <>{children}</>;
}
