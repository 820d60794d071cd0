// /admin/tokens (admins): API tokens for scripts (docs/admin-api.md). Create one (its secret is shown once,
// to copy), see when each was last used, revoke one (asked first: it is refused from its next call on).
import type { ReactNode } from 'react';
import { ConfirmDialog, Dialog } from '../../components/Dialog';
import { CopyField } from '../../components/CopyField';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadState } from '../../components/LoadState';
import { PageHeading } from '../../components/PageHeading';
import { StatusBadge } from '../../components/StatusBadge';
import { useStaffAction } from '../../components/useStaffAction';
import { useToast } from '../../../components/toast/useToast';
import { useCreateTokenMutation, useListTokensQuery, useRevokeTokenMutation, type ApiToken, type CreatedToken, type TokenScope } from './api';
import { CreateTokenForm } from './CreateTokenForm';

const when = (iso: string | null, never = 'Never') => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : never);

export default function TokensPage() {
  const toast = useToast();
  const tokens = useListTokensQuery(undefined, { refetchOnMountOrArgChange: true });
  const [createToken] = useCreateTokenMutation();
  const [revokeToken] = useRevokeTokenMutation();
  const create = useStaffAction<{ token: { name: string; scopes: TokenScope[] }; reset: () => void }, CreatedToken>(
    ({ token }) => createToken(token).unwrap(),
    (_r, { reset }) => reset(),
  );
  const revoke = useStaffAction<ApiToken, ApiToken>(
    (token) => revokeToken({ name: token.name }).unwrap(),
    (token) => toast(`The token "${token.name}" is revoked.`, 'success'),
  );
  const columns: Column<ApiToken>[] = [
    { key: 'name', header: 'Name', rowHeader: true, cell: (t) => t.name },
    { key: 'scopes', header: 'May do', cell: (t) => t.scopes.join(', ') },
    { key: 'created', header: 'Created', cell: (t) => `${when(t.createdAt)} by ${t.createdBy}` },
    { key: 'used', header: 'Last used', cell: (t) => when(t.lastUsedAt) },
    {
      key: 'status',
      header: 'Status',
      cell: (t): ReactNode => (t.revokedAt ? <StatusBadge tone="bad">Revoked {when(t.revokedAt)}</StatusBadge> : <StatusBadge tone="good">Active</StatusBadge>),
    },
    {
      key: 'actions',
      header: 'Actions',
      className: 'data-table__actions',
      cell: (t) =>
        t.revokedAt ? null : (
          <button type="button" className="button button--small" onClick={() => revoke.request(t, { confirm: true })}>
            Revoke<span className="visually-hidden"> {t.name}</span>
          </button>
        ),
    },
  ];
  return (
    <div className="console-page">
      <PageHeading title="API tokens" />
      <p className="console-lead">A token lets a script (a nightly import from the product database, for example) use the admin API without a person signing in.</p>
      <section className="console-section" aria-labelledby="create-token-title">
        <h2 id="create-token-title" className="console-section-title">
          Create a token
        </h2>
        <CreateTokenForm busy={create.busy} failure={create.failure} failureKey={create.failureKey} onCreate={(token, reset) => create.request({ token, reset })} />
      </section>
      <section className="console-section" aria-labelledby="tokens-title">
        <h2 id="tokens-title" className="console-section-title">
          Tokens
        </h2>
        <LoadState isLoading={tokens.isLoading} error={tokens.error} onRetry={() => void tokens.refetch()} what="the API tokens">
          <DataTable caption="API tokens" captionHidden columns={columns} rows={tokens.data ?? []} rowKey={(t) => t.id} empty="No token yet." />
        </LoadState>
      </section>
      {create.result ? (
        <Dialog title={`Token "${create.result.token.name}" created`} onClose={create.dismiss}>
          <p>Give it to the script as <code>Authorization: Bearer &lt;token&gt;</code>.</p>
          <CopyField label="Token" value={create.result.secret} hint="It is not shown again: copy it now and keep it where the script reads its secrets." />
        </Dialog>
      ) : null}
      {revoke.asking && revoke.pending ? (
        <ConfirmDialog
          title={`Revoke the token "${revoke.pending.name}"?`}
          confirmLabel="Revoke token"
          danger
          busy={revoke.busy}
          error={revoke.failure}
          errorKey={revoke.failureKey}
          onConfirm={() => revoke.confirm()}
          onCancel={revoke.cancel}
        >
          <p>Scripts using it are refused from their next call on. This cannot be undone: a new token would be needed.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
