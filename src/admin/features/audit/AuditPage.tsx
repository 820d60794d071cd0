// /admin/audit (admins): the admin API's audit log, newest first, 50 entries a page; the page number is in the
// address (?page=). Each entry: when, who (a person, a token or the CLI), the call, its answer and what it
// changed (never a secret or personal data: the server writes only counts, versions and names).
import { useSearchParams } from 'react-router-dom';
import type { AuditEntry } from '../../../contract/staff';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadState } from '../../components/LoadState';
import { PageHeading } from '../../components/PageHeading';
import { Pager } from '../../components/Pager';
import { StatusBadge } from '../../components/StatusBadge';
import { AUDIT_PAGE_SIZE, useGetAuditQuery } from './api';

const detailText = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join('; ');

const columns: Column<AuditEntry>[] = [
  { key: 'at', header: 'When', rowHeader: true, cell: (e) => new Date(e.at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' }) },
  { key: 'actor', header: 'Who', cell: (e) => e.actor ?? 'unknown' },
  { key: 'call', header: 'Call', cell: (e) => <code>{`${e.method} ${e.route}`}</code> },
  { key: 'status', header: 'Answer', cell: (e) => <StatusBadge tone={e.status < 400 ? 'good' : e.status < 500 ? 'warn' : 'bad'}>{e.status}</StatusBadge> },
  { key: 'detail', header: 'Detail', cell: (e) => detailText(e.detail) },
];

export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  // Every call adds entries: the log is asked afresh each time the page opens.
  const audit = useGetAuditQuery({ page, pageSize: AUDIT_PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return (
    <div className="console-page">
      <PageHeading title="Audit log" />
      <LoadState isLoading={audit.isLoading} error={audit.error} onRetry={() => void audit.refetch()} what="the audit log">
        <DataTable caption="Audit log entries, newest first" columns={columns} rows={audit.data?.entries ?? []} rowKey={(e) => e.id} busy={audit.isFetching} empty="No entry yet." />
        {audit.data ? (
          <Pager
            label="Audit log pages"
            page={page}
            pageSize={AUDIT_PAGE_SIZE}
            total={audit.data.total}
            onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        ) : null}
      </LoadState>
    </div>
  );
}
