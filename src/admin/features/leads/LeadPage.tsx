// /admin/leads/:id: one lead in full (every field as the form labels it), its status and assignee, its
// notification with Resend; the way back keeps the list's filters.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { LeadDetail } from '../../../contract/staff';
import { failureOf } from '../../api/call-failure';
import { Alert } from '../../components/Alert';
import { PageHeading } from '../../components/PageHeading';
import { formatDateTime } from '../../lib/format';
import { consolePaths } from '../../routing/pages';
import { useLeadQuery } from './api';
import { KIND_LABELS, leadDate, statusText } from './labels';
import { LeadNotification } from './LeadNotification';
import { LeadStatusForm } from './LeadStatusForm';
import './leads.css';

function backOf(state: unknown): string {
  const back = (state as { back?: unknown } | null)?.back;
  return typeof back === 'string' && back.startsWith(consolePaths.leads()) ? back : consolePaths.leads();
}

function LeadFields({ lead }: { lead: LeadDetail }) {
  const rows: [string, string, string][] = [
    ['received', 'Received', leadDate(lead.createdAt)],
    ['kind', 'Type', KIND_LABELS[lead.kind]],
    ...lead.fields.map((f): [string, string, string] => [`field-${f.name}`, f.label, f.value === '' ? '—' : f.value]),
    ['diagnostics', 'Diagnostic information', lead.diagnosticsAttached ? 'Attached' : 'None'],
  ];
  return (
    <dl className="console-facts leads-fields">
      {rows.map(([key, label, value]) => (
        <div key={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function LeadPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const lead = useLeadQuery(id, { skip: !valid });
  const back = backOf(useLocation().state);
  const [saved, setSaved] = useState<string | null>(null);
  const savedRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (saved) savedRef.current?.focus();
  }, [saved]);

  const data = lead.data?.lead;
  return (
    <div className="leads-page">
      <p>
        <Link to={back} className="back-link">
          Back to the leads
        </Link>
      </p>
      <PageHeading title="Lead">{data ? `${data.name || `Lead ${data.id}`}${data.company ? `, ${data.company}` : ''}` : 'Lead'}</PageHeading>
      {!valid ? (
        <Alert tone="error">This address names no lead. Go back to the leads and open one from the list.</Alert>
      ) : lead.isError ? (
        <Alert tone="error">
          <p>{failureOf(lead.error).message}</p>
          <button type="button" className="button button--small" onClick={() => void lead.refetch()}>
            Try again
          </button>
        </Alert>
      ) : !data ? (
        <p className="console-loading" role="status">
          Loading the lead…
        </p>
      ) : (
        <>
          <section className="console-section" aria-labelledby="lead-fields">
            <h2 id="lead-fields" className="console-section-title">
              What they sent
            </h2>
            <LeadFields lead={data} />
          </section>
          <section className="console-section" aria-labelledby="lead-status">
            <h2 id="lead-status" className="console-section-title">
              Status: {statusText(data)}
            </h2>
            {data.statusChangedBy ? (
              <p className="console-loading">
                Changed by {data.statusChangedBy} at {formatDateTime(data.statusChangedAt)}.
              </p>
            ) : null}
            {saved ? (
              <div ref={savedRef} tabIndex={-1} className="leads-focus">
                <Alert tone="success">{saved}</Alert>
              </div>
            ) : null}
            <LeadStatusForm key={`${data.id}:${data.status}:${data.assignee?.id ?? ''}`} lead={data} onSaved={setSaved} />
          </section>
          <section className="console-section" aria-labelledby="lead-notification">
            <h2 id="lead-notification" className="console-section-title">
              Notification to the sales inbox
            </h2>
            <LeadNotification lead={data} />
          </section>
        </>
      )}
    </div>
  );
}
