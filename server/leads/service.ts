// The leads service the routes use: storage plus notification. Every lead's notification is queued in the
// outbox inside the lead's transaction; with SMTP_URL set, a drain runs right after each lead and every
// minute (retries with back-off); without it, rows wait for `npm run leads -- drain` under a configured SMTP.
// submit() is a lead POST from validation to the answer, Idempotency-Key included (idempotency.ts). start()
// also begins the retention sweep (retention.ts): at once, then hourly.
import type { FastifyBaseLogger } from 'fastify';
import type { FieldErrors } from '../../src/lib/forms/field-errors';
import type { Database } from '../db/database';
import { idempotencyRef, KEY_FORMAT_MESSAGE, priorAnswer } from './idempotency';
import { createMailer, type Mailer } from './mailer';
import type { MailSettings } from './mail-settings';
import { leadNotification } from './notification';
import { drainOutbox } from './outbox';
import { parseLead } from './parse';
import { createLeadRepository } from './repository';
import { DEFAULT_RETENTION, retentionSweeper, type RetentionSettings } from './retention';
import type { LeadData, LeadKind, StoredAnswer } from './types';

const DRAIN_EVERY_MS = 60_000;

export const ACCEPTED: StoredAnswer = {
  statusCode: 200,
  body: { code: 200, message: 'Thank you. Your request has been received.' },
};

export interface LeadSubmission {
  kind: LeadKind;
  /** Idempotency-Keys are remembered per scope (the route's URL). */
  scope: string;
  body: unknown;
  idempotencyKey: string | string[] | undefined;
  clientIp: string | null;
}

export type LeadOutcome =
  | { status: 'invalid'; errors: FieldErrors }
  /** The Idempotency-Key was used before for a different body. */
  | { status: 'key-reused' }
  /** `bot`: the honeypot was filled; the usual answer, nothing stored. */
  | { status: 'answered'; answer: StoredAnswer; replayed: boolean; bot: boolean };

export interface LeadServiceOptions {
  database: Database;
  smtpUrl: string | null;
  mail: MailSettings;
  brand: string;
  log: FastifyBaseLogger;
  /** How long leads and their client addresses are kept (default: DEFAULT_RETENTION). */
  retention?: RetentionSettings;
}

export function createLeadService(opts: LeadServiceOptions) {
  const repository = createLeadRepository(opts.database);
  const mailer: Mailer | null = opts.smtpUrl ? createMailer(opts.smtpUrl, opts.mail.from) : null;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setInterval> | null = null;
  const retention = retentionSweeper(opts.database, opts.retention ?? DEFAULT_RETENTION, opts.log);

  /** Starts a drain now (or right after the running one); never throws. */
  function kick(): void {
    if (!mailer) return;
    if (running) {
      again = true;
      return;
    }
    running = drainOutbox(opts.database, mailer.send)
      .then((r) => {
        if (r.failed > 0) opts.log.warn({ ...r }, 'some lead notifications failed; they will be retried');
      })
      .catch((err: unknown) => opts.log.error({ err }, 'lead outbox drain failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  const notification = (kind: LeadKind, leadId: number, data: LeadData, diagnostics: string | null = null) =>
    leadNotification(opts.mail, opts.brand, kind, leadId, data, diagnostics);

  /** Validates and stores a lead with its notification; a known Idempotency-Key replays the first answer. */
  async function submit(input: LeadSubmission): Promise<LeadOutcome> {
    const ref = idempotencyRef(input.scope, input.idempotencyKey, input.body);
    if (ref === 'malformed') return { status: 'invalid', errors: { 'Idempotency-Key': KEY_FORMAT_MESSAGE } };
    if (ref) {
      const prior = await priorAnswer(repository, ref);
      if (prior === 'reused') return { status: 'key-reused' };
      if (prior) return { status: 'answered', answer: prior, replayed: true, bot: false };
    }
    const parsed = parseLead(input.kind, input.body, opts.brand);
    if (!parsed.ok) return { status: 'invalid', errors: parsed.errors };
    if (parsed.bot) return { status: 'answered', answer: ACCEPTED, replayed: false, bot: true };
    const stored = await repository.store({
      kind: input.kind,
      data: parsed.data,
      diagnostics: parsed.diagnostics,
      clientIp: input.clientIp,
      idempotency: ref,
      notification: (id) => notification(input.kind, id, parsed.data, parsed.diagnostics),
      answer: ACCEPTED,
    });
    if (stored.status === 'key-reused') return { status: 'key-reused' };
    if (stored.status === 'stored') kick();
    return { status: 'answered', answer: stored.answer, replayed: stored.status === 'replayed', bot: false };
  }

  return {
    ...repository,
    notification,
    submit,
    kick,
    /** Runs the retention sweep now (it also runs at start and hourly). */
    sweep: retention.sweep,
    start(): void {
      retention.start();
      if (!mailer || timer) return;
      timer = setInterval(kick, DRAIN_EVERY_MS);
      timer.unref();
      kick();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      again = false;
      await Promise.all([running, retention.stop()]);
      mailer?.close();
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
