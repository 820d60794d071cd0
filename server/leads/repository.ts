// Lead storage: the lead, its notification (outbox row) and the Idempotency-Key's answer are written in ONE
// transaction, so a 2xx is only ever sent for a committed lead that has its notification queued, and a
// retried key can never store twice (the key's primary key decides under concurrency).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { idempotencyKey, lead, leadOutbox } from '../db/schema';
import { answerFor } from './idempotency';
import type { LeadData, LeadKind, Notification, StoredAnswer } from './types';

/** How long an Idempotency-Key is remembered. */
export const IDEMPOTENCY_TTL_HOURS = 24;

export interface IdempotencyRef {
  scope: string;
  key: string;
  requestHash: string;
}

export interface PriorAnswer extends StoredAnswer {
  requestHash: string;
}

export interface StoreLeadInput {
  kind: LeadKind;
  data: LeadData;
  /** Diagnostic information attached to a contact / consultation request (a JSON state export), as sent. */
  diagnostics?: string | null;
  clientIp: string | null;
  idempotency: IdempotencyRef | null;
  notification: (leadId: number) => Notification;
  answer: StoredAnswer;
}

export type StoreOutcome =
  | { status: 'stored'; answer: StoredAnswer; leadId: number }
  /** The same key and body committed first: its answer. */
  | { status: 'replayed'; answer: StoredAnswer }
  /** The same key with another body committed first: refused like a sequential reuse. */
  | { status: 'key-reused' };

class KeyAlreadyUsed extends Error {}

export function createLeadRepository(database: Database) {
  const { db } = database;

  async function findAnswer(scope: string, key: string): Promise<PriorAnswer | null> {
    const rows = await db
      .select()
      .from(idempotencyKey)
      .where(
        and(
          eq(idempotencyKey.scope, scope),
          eq(idempotencyKey.key, key),
          sql`${idempotencyKey.created_at} > now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`,
        ),
      );
    const row = rows[0];
    return row ? { statusCode: row.status_code, body: row.response, requestHash: row.request_hash } : null;
  }

  /**
   * Stores the lead. When a concurrent request with the same key committed first (on this instance or another),
   * nothing is stored and the outcome is what a later retry would get: that request's answer replayed, or
   * 'key-reused' when it came with another body.
   */
  async function store(input: StoreLeadInput): Promise<StoreOutcome> {
    try {
      const leadId = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(lead)
          .values({ kind: input.kind, data: input.data, diagnostics: input.diagnostics ?? null, client_ip: input.clientIp })
          .returning({ id: lead.id });
        const id = row!.id;
        await tx.insert(leadOutbox).values({ lead_id: id, ...input.notification(id) });
        const idem = input.idempotency;
        if (idem) {
          // An expired key may be used again.
          await tx
            .delete(idempotencyKey)
            .where(
              and(
                eq(idempotencyKey.scope, idem.scope),
                eq(idempotencyKey.key, idem.key),
                lt(idempotencyKey.created_at, sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`),
              ),
            );
          const inserted = await tx
            .insert(idempotencyKey)
            .values({
              scope: idem.scope,
              key: idem.key,
              request_hash: idem.requestHash,
              status_code: input.answer.statusCode,
              response: input.answer.body,
            })
            .onConflictDoNothing()
            .returning({ key: idempotencyKey.key });
          if (inserted.length === 0) throw new KeyAlreadyUsed();
        }
        return id;
      });
      return { status: 'stored', answer: input.answer, leadId };
    } catch (err) {
      if (!(err instanceof KeyAlreadyUsed) || !input.idempotency) throw err;
      const prior = await findAnswer(input.idempotency.scope, input.idempotency.key);
      if (!prior) throw err;
      const answer = answerFor(prior, input.idempotency);
      return answer === 'reused' ? { status: 'key-reused' } : { status: 'replayed', answer };
    }
  }

  return { findAnswer, store };
}

export type LeadRepository = ReturnType<typeof createLeadRepository>;
