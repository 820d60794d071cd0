// Retention of leads (issue 20, docs/privacy.md): a lead older than LEAD_RETENTION_DAYS is deleted with its
// notifications; the client address of a lead older than LEAD_CLIENT_ADDRESS_DAYS is cleared. The sweep runs
// when the server starts and every hour (server/leads/service.ts); several servers sweeping at once do the
// same deletes, so nothing needs to coordinate them. Expired Idempotency-Key records go too, and so do old audit
// entries, ended staff sessions and links, forgotten sign-in failures and old rate-limit counts.
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/database';
import { IDEMPOTENCY_TTL_HOURS } from './repository';
import { forgetOldFailures } from '../staff/throttle';
import { forgetEndedWindows } from '../plugins/rate-limit-store';

/** Days the audit log keeps refusals of nobody (a 401 or 429 without a valid credential). */
export const ANONYMOUS_AUDIT_DAYS = 7;

export interface RetentionSettings {
  /** Days a lead is kept (LEAD_RETENTION_DAYS, default 730). */
  leadDays: number;
  /** Days a lead keeps the client address it came from (LEAD_CLIENT_ADDRESS_DAYS, default 30). */
  clientAddressDays: number;
}

export const DEFAULT_RETENTION: RetentionSettings = { leadDays: 730, clientAddressDays: 30 };

export const SWEEP_EVERY_MS = 3_600_000;

export interface SweepResult {
  /** Leads deleted. */
  deleted: number;
  /** Leads whose client address was cleared. */
  addressesCleared: number;
}

export async function sweepLeads(database: Database, settings: RetentionSettings): Promise<SweepResult> {
  return database.db.transaction(async (tx) => {
    const expired = sql`select id from lead where created_at < now() - make_interval(days => ${settings.leadDays})`;
    await rowsOf(tx, sql`delete from lead_outbox where lead_id in (${expired})`);
    const deleted = await rowsOf<{ id: number }>(tx, sql`delete from lead where id in (${expired}) returning id`);
    const cleared = await rowsOf<{ id: number }>(tx, sql`
      update lead set client_ip = null
      where client_ip is not null and created_at < now() - make_interval(days => ${settings.clientAddressDays})
      returning id`);
    await rowsOf(tx, sql`delete from idempotency_key where created_at < now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`);
    // The audit log lives as long as the leads it may name; refusals of nobody (401, 429 without a caller),
    // which anyone can cause, a week: enough to see an attack, not enough to fill the disk with one.
    await rowsOf(tx, sql`delete from audit_log where at < now() - make_interval(days => ${settings.leadDays})`);
    await rowsOf(tx, sql`delete from audit_log where actor is null and status in (401, 429) and at < now() - make_interval(days => ${ANONYMOUS_AUDIT_DAYS})`);
    // Staff sessions, one-time links and sign-in failures that ended.
    await rowsOf(tx, sql`delete from staff_session where expires_at < now()`);
    await rowsOf(tx, sql`delete from staff_link where expires_at < now() - interval '1 day'`);
    await forgetOldFailures(tx);
    // Rate-limit counts of windows long ended (server/plugins/rate-limit-store.ts).
    await forgetEndedWindows(tx);
    return { deleted: deleted.length, addressesCleared: cleared.length };
  });
}

export interface SweepLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Sweeps now and every hour (the timer never keeps the process alive); stop() waits for a running sweep. */
export function retentionSweeper(database: Database, settings: RetentionSettings, log: SweepLog) {
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<void> | null = null;

  function sweep(): Promise<void> {
    running ??= sweepLeads(database, settings)
      .then((r) => {
        if (r.deleted > 0 || r.addressesCleared > 0) log.info({ ...r }, 'lead retention: old leads deleted, old client addresses cleared');
      })
      .catch((err: unknown) => log.error({ err }, 'lead retention sweep failed; it runs again within the hour'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    sweep,
    start(): void {
      if (timer) return;
      timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
      timer.unref();
      void sweep();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
