// Drains the lead outbox: claims due rows (a lease, so two processes never send the same row at once), sends
// each, and marks it sent or schedules a retry with back-off. A failed send never deletes anything: the lead
// and its notification stay until a send succeeds.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { SendMail } from './mailer';

/** How long a claimed row is held before another drain may try it (a crash mid-send releases it then). */
const LEASE_MINUTES = 10;
const MAX_BACKOFF_SECONDS = 3600;

/** Seconds to wait before attempt `attempts + 1`: 30 s, 60 s, 120 s ... capped at one hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_SECONDS);
}

interface ClaimedRow {
  id: number;
  lead_id: number;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
  /** When the row was queued, epoch milliseconds. */
  queued_ms: number;
}

/**
 * The left part of a row's Message-ID: `lead-<leadId>.<outboxId>.<when queued, base 36>`. Stable across
 * attempts and instances (a re-send after a lease ran out is the same mail to a mail server or client); the
 * time makes it unique beyond this database, since ids start again at 1 in a new one and a mailbox may drop a
 * mail whose Message-ID it has seen. A staff resend of a sent notification queues a new row: a new mail.
 */
export function messageKey(row: Pick<ClaimedRow, 'id' | 'lead_id' | 'queued_ms'>): string {
  return `lead-${row.lead_id}.${row.id}.${Number(row.queued_ms).toString(36)}`;
}

export interface DrainResult {
  sent: number;
  failed: number;
}

export async function drainOutbox(database: Database, send: SendMail, batch = 20): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, failed: 0 };
  for (;;) {
    const rows = await database.rows<ClaimedRow>(sql`
      update lead_outbox set next_attempt_at = now() + make_interval(mins => ${LEASE_MINUTES})
      where id in (
        select id from lead_outbox
        where sent_at is null and next_attempt_at <= now()
        order by id limit ${batch}
        for update skip locked)
      returning id, lead_id, recipient, subject, body, attempts,
        floor(extract(epoch from created_at) * 1000)::float8 as queued_ms`);
    if (rows.length === 0) return result;
    for (const row of rows) {
      try {
        await send({ recipient: row.recipient, subject: row.subject, body: row.body, messageKey: messageKey(row) });
        await database.rows(
          sql`update lead_outbox set sent_at = now(), attempts = attempts + 1, last_error = null where id = ${row.id}`,
        );
        result.sent += 1;
      } catch (err) {
        const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
        await database.rows(sql`
          update lead_outbox set attempts = attempts + 1, last_error = ${message},
            next_attempt_at = now() + make_interval(secs => ${backoffSeconds(row.attempts + 1)})
          where id = ${row.id}`);
        result.failed += 1;
      }
    }
    if (rows.length < batch) return result;
  }
}

export interface OutboxCounts {
  pending: number;
  sent: number;
}

export async function outboxCounts(database: Database): Promise<OutboxCounts> {
  const [row] = await database.rows<{ pending: number; sent: number }>(sql`
    select count(*) filter (where sent_at is null)::int as pending,
           count(*) filter (where sent_at is not null)::int as sent
    from lead_outbox`);
  return row ?? { pending: 0, sent: 0 };
}
