// /admin/account: one's own account. Change the password (the current one first; the account's other sessions
// end), sign out here, or sign out on every device (asked first); signed out, the frame takes the person to
// the sign-in page. Each runs through machines/staff-action.machine.ts (useStaffAction).
import { useSignOutEverywhereMutation, useSignOutMutation, useStaffSession } from '../../api/session-api';
import { Alert } from '../../components/Alert';
import { ConfirmDialog } from '../../components/Dialog';
import { BusyButton } from '../../components/form/BusyButton';
import { PageHeading } from '../../components/PageHeading';
import { useStaffAction } from '../../components/useStaffAction';
import { PasswordForm } from './PasswordForm';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export default function AccountPage() {
  const session = useStaffSession();
  const [signOut] = useSignOutMutation();
  const [signOutEverywhere] = useSignOutEverywhereMutation();
  const here = useStaffAction<'here', void>(() => signOut().unwrap());
  const everywhere = useStaffAction<'everywhere', void>(() => signOutEverywhere().unwrap());
  if (!session) return null;
  return (
    <div className="console-page">
      <PageHeading title="Your account" />
      <dl className="console-facts">
        <div>
          <dt>Name</dt>
          <dd>{session.account.name}</dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>{session.account.email}</dd>
        </div>
        <div>
          <dt>Role</dt>
          <dd>{session.account.role}</dd>
        </div>
        <div>
          <dt>This session ends</dt>
          <dd>
            at {when(session.expiresAt)} at the latest, or after a while without activity (from {when(session.idleExpiresAt)} if you do nothing)
          </dd>
        </div>
      </dl>

      <section className="console-section" aria-labelledby="password-title">
        <h2 id="password-title" className="console-section-title">
          Change your password
        </h2>
        <PasswordForm email={session.account.email} />
      </section>

      <section className="console-section" aria-labelledby="sign-out-title">
        <h2 id="sign-out-title" className="console-section-title">
          Sign out
        </h2>
        <p>Signing out everywhere ends your sessions on every computer and tablet, this one included.</p>
        {here.failure ? <Alert tone="error" announceKey={here.failureKey}>{here.failure}</Alert> : null}
        <div className="console-form__actions">
          <BusyButton type="button" busy={here.busy} onClick={() => here.request('here')}>
            Sign out
          </BusyButton>
          <button type="button" className="button" onClick={() => everywhere.request('everywhere', { confirm: true })}>
            Sign out everywhere
          </button>
        </div>
      </section>
      {everywhere.asking ? (
        <ConfirmDialog
          title="Sign out on every device?"
          confirmLabel="Sign out everywhere"
          onConfirm={everywhere.confirm}
          onCancel={everywhere.cancel}
          busy={everywhere.busy}
          error={everywhere.failure}
          errorKey={everywhere.failureKey}
        >
          <p>Every session of your account ends, this one too. You will need your password to sign in again.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
