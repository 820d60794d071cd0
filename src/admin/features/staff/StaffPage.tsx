// /admin/staff (admins): invite someone (their one-time link is shown to pass on), and for each account change
// the role, disable or enable it, or reset its password (a new link). Each action is a
// machines/staff-action.machine.ts run (useStaffAction): asked, confirmed where it cannot be undone, busy,
// then its result or its refusal.
import type { StaffAccount, StaffRole } from '../../../contract/staff';
import { useStaffSession } from '../../api/session-api';
import { Alert } from '../../components/Alert';
import { ConfirmDialog } from '../../components/Dialog';
import { LoadState } from '../../components/LoadState';
import { PageHeading } from '../../components/PageHeading';
import { useStaffAction } from '../../components/useStaffAction';
import { useToast } from '../../../components/toast/useToast';
import {
  useInviteStaffMutation,
  useListStaffQuery,
  useResetStaffMutation,
  useSetStaffEnabledMutation,
  useUpdateStaffMutation,
  type AccountWithLink,
  type InviteBody,
} from './api';
import { InviteForm } from './InviteForm';
import { LinkDialog } from './LinkDialog';
import { RoleDialog } from './RoleDialog';
import { ROLE_LABELS } from './roles';
import { StaffTable } from './StaffTable';

interface RoleChange {
  account: StaffAccount;
  role?: StaffRole;
}

export default function StaffPage() {
  const session = useStaffSession();
  const toast = useToast();
  // Other admins change accounts too: asked afresh each time the page opens.
  const accounts = useListStaffQuery(undefined, { refetchOnMountOrArgChange: true });
  const [inviteStaff] = useInviteStaffMutation();
  const [updateStaff] = useUpdateStaffMutation();
  const [setEnabled] = useSetStaffEnabledMutation();
  const [resetStaff] = useResetStaffMutation();

  const invite = useStaffAction<{ body: InviteBody; reset: () => void }, AccountWithLink>(
    ({ body }) => inviteStaff(body).unwrap(),
    (_r, { reset }) => reset(),
  );
  const role = useStaffAction<RoleChange, StaffAccount>(
    ({ account, role: next }) => updateStaff({ id: account.id, role: next ?? account.role }).unwrap(),
    (a) => toast(`${a.name} is now ${ROLE_LABELS[a.role].toLowerCase()}.`, 'success'),
  );
  const enabled = useStaffAction<{ account: StaffAccount; enabled: boolean }, StaffAccount>(
    ({ account, enabled: on }) => setEnabled({ id: account.id, enabled: on }).unwrap(),
    (a) => toast(a.status === 'disabled' ? `${a.name} is disabled: their sessions have ended.` : `${a.name} is enabled.`, 'success'),
  );
  const reset = useStaffAction<StaffAccount, AccountWithLink>((account) => resetStaff({ id: account.id }).unwrap());

  const failure = enabled.failure && !enabled.asking ? enabled : null;
  return (
    <div className="console-page">
      <PageHeading title="Staff accounts" />
      <section className="console-section" aria-labelledby="invite-title">
        <h2 id="invite-title" className="console-section-title">
          Invite someone
        </h2>
        <p>They get a one-time link to choose their password: you pass it on. Editors look after the catalog, dealers and documents; sales handle the leads.</p>
        <InviteForm busy={invite.busy} failure={invite.failure} failureKey={invite.failureKey} onInvite={(body, resetForm) => invite.request({ body, reset: resetForm })} />
      </section>
      <section className="console-section" aria-labelledby="accounts-title">
        <h2 id="accounts-title" className="console-section-title">
          Accounts
        </h2>
        {failure ? (
          <Alert tone="error" announceKey={failure.failureKey}>
            {failure.failure}
          </Alert>
        ) : null}
        <LoadState isLoading={accounts.isLoading} error={accounts.error} onRetry={() => void accounts.refetch()} what="the staff accounts">
          <StaffTable
            accounts={accounts.data ?? []}
            ownId={session?.account.id ?? -1}
            onRole={(account) => role.request({ account }, { confirm: true })}
            onEnabled={(account, on) => enabled.request({ account, enabled: on }, { confirm: !on })}
            onReset={(account) => reset.request(account, { confirm: true })}
          />
        </LoadState>
      </section>

      {invite.result ? (
        <LinkDialog title={`Invitation for ${invite.result.account.name}`} link={invite.result.link} onClose={invite.dismiss}>
          Send this link to {invite.result.account.email}. With it they choose a password and are signed in as {ROLE_LABELS[invite.result.account.role].toLowerCase()}.
        </LinkDialog>
      ) : null}
      {role.asking && role.pending ? (
        <RoleDialog
          account={role.pending.account}
          busy={role.busy}
          error={role.failure}
          errorKey={role.failureKey}
          onSave={(next) => role.confirm({ account: role.pending!.account, role: next })}
          onCancel={role.cancel}
        />
      ) : null}
      {enabled.asking && enabled.pending ? (
        <ConfirmDialog
          title={`Disable ${enabled.pending.account.name}?`}
          confirmLabel="Disable account"
          danger
          busy={enabled.busy}
          error={enabled.failure}
          errorKey={enabled.failureKey}
          onConfirm={() => enabled.confirm()}
          onCancel={enabled.cancel}
        >
          <p>They are signed out at once and cannot sign in until the account is enabled again.</p>
        </ConfirmDialog>
      ) : null}
      {reset.asking && reset.pending ? (
        <ConfirmDialog
          title={`Reset the password of ${reset.pending.name}?`}
          confirmLabel="Reset password"
          danger
          busy={reset.busy}
          error={reset.failure}
          errorKey={reset.failureKey}
          onConfirm={() => reset.confirm()}
          onCancel={reset.cancel}
        >
          <p>Their password stops working and their sessions end. You get a one-time link for them to choose a new one.</p>
        </ConfirmDialog>
      ) : null}
      {reset.result ? (
        <LinkDialog title={`Password reset for ${reset.result.account.name}`} link={reset.result.link} onClose={reset.dismiss}>
          Send this link to {reset.result.account.email}. With it they choose a new password.
        </LinkDialog>
      ) : null}
    </div>
  );
}
