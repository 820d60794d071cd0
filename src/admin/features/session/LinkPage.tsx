// /admin/link#<token>: a one-time link (docs/staff-console.md). The setup of the first admin asks for an
// email, a name and a password; an invitation or a reset asks for a password for the account it names. The
// flow (check the link, ask, save, signed in) is machines/staff-link.machine.ts; the token is read from the
// fragment, which never reaches a server log. A used or expired link says to ask an admin for a new one.
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { staffLinkMachine, type LinkDetails, type LinkValues } from '../../../../machines/staff-link.machine';
import { useCheckLinkMutation, useRedeemLinkMutation } from '../../api/session-api';
import { Alert } from '../../components/Alert';
import { PageHeading } from '../../components/PageHeading';
import { consolePaths } from '../../routing/pages';
import { LinkForm } from './LinkForm';

const TITLES: Record<LinkDetails['purpose'], string> = {
  'first-admin': 'Set up the first admin account',
  invite: 'Choose your password',
  reset: 'Choose a new password',
};

export default function LinkPage() {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const [check] = useCheckLinkMutation();
  const [redeem] = useRedeemLinkMutation();
  const [machine] = useState(() =>
    staffLinkMachine.provide({
      actors: {
        check: fromPromise<LinkDetails, { token: string }>(({ input }) => check(input).unwrap()),
        use: fromPromise<unknown, LinkValues & { token: string }>(({ input }) => redeem(input).unwrap()),
      },
      actions: { linkUsed: () => navigate(consolePaths.home(), { replace: true }) },
    }),
  );
  const token = hash.replace(/^#/, '');
  const [state, send] = useMachine(machine, { input: { token: token === '' ? null : token } });
  const { link, message, attempt } = state.context;

  if (state.matches('gone') || state.matches('missing')) {
    return (
      <div className="console-page console-page--narrow">
        <PageHeading title="This link cannot be used" />
        <Alert tone="error">{message}</Alert>
        <p>
          <Link to={consolePaths.signIn()}>Go to the sign-in page</Link>
        </p>
      </div>
    );
  }
  if (state.matches('failed')) {
    return (
      <div className="console-page console-page--narrow">
        <PageHeading title="Checking your link" />
        <Alert tone="error" announceKey={attempt}>
          {message}
        </Alert>
        <button type="button" className="button" onClick={() => send({ type: 'link.retry' })}>
          Try again
        </button>
      </div>
    );
  }
  if (!link) {
    return (
      <div className="console-page console-page--narrow">
        <PageHeading title="Checking your link" />
        <p role="status">Checking your link…</p>
      </div>
    );
  }
  return (
    <div className="console-page console-page--narrow">
      <PageHeading title={TITLES[link.purpose]} />
      {link.purpose === 'first-admin' ? (
        <p>This link sets up the console&apos;s first admin account: yours. You can invite the rest of the staff once you are in.</p>
      ) : (
        <p>
          {link.purpose === 'invite' ? `Welcome${link.name ? `, ${link.name}` : ''}. ` : ''}
          This sets the password of <strong>{link.email}</strong>; you are signed in once it is saved.
        </p>
      )}
      {message ? (
        <Alert tone="error" announceKey={attempt}>
          {message}
        </Alert>
      ) : null}
      <LinkForm link={link} busy={state.hasTag('busy')} onSubmit={(values) => send({ type: 'link.submit', values })} />
    </div>
  );
}
