// The notification a lead sent to the sales inbox: sent, queued or failed (how many tries, the last error), and
// Resend, which queues it again.
import { useState } from 'react';
import type { LeadDetail } from '../../../contract/staff';
import { failureOf } from '../../api/call-failure';
import { formatDateTime } from '../../lib/format';
import { useResendLeadMutation } from './api';
import { NOTIFICATION_LABELS } from './labels';
import { Alert } from '../../components/Alert';

export function LeadNotification({ lead }: { lead: LeadDetail }) {
  const [resend, state] = useResendLeadMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const n = lead.notificationDetail;
  const facts: [string, string][] = [
    ['Notification', NOTIFICATION_LABELS[n.status]],
    ['Tries', String(n.attempts)],
    ...(n.sentAt ? ([['Sent', formatDateTime(n.sentAt)]] as [string, string][]) : []),
    ...(n.lastError ? ([['Last error', n.lastError]] as [string, string][]) : []),
  ];

  const run = async () => {
    if (state.isLoading) return;
    setMessage(null);
    try {
      await resend(lead.id).unwrap();
      setMessage({ ok: true, text: 'The notification is queued to be sent again.' });
    } catch (error) {
      setMessage({ ok: false, text: failureOf(error).message });
    }
  };

  return (
    <>
      <dl className="console-facts leads-fields">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="console-form__actions leads-actions">
        <button type="button" className="button" aria-disabled={state.isLoading || undefined} onClick={() => void run()}>
          {state.isLoading ? 'Queuing…' : n.status === 'sent' ? 'Send the notification again' : 'Resend the notification'}
        </button>
      </div>
      {message ? (
        <Alert tone={message.ok ? 'success' : 'error'}>{message.text}</Alert>
      ) : null}
    </>
  );
}
