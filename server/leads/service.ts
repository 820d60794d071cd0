// The leads service the routes use: storage plus notification. Every lead's notification is queued in the
// outbox inside the lead's transaction; with SMTP_URL set, a drain runs right after each lead and every
// minute (retries with back-off); without it, rows wait for `npm run leads -- drain` under a configured SMTP.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { createMailer, type Mailer } from './mailer';
import type { MailSettings } from './mail-settings';
import { leadNotification } from './notification';
import { drainOutbox } from './outbox';
import { createLeadRepository } from './repository';
import type { LeadData, LeadKind } from './types';

const DRAIN_EVERY_MS = 60_000;

export interface LeadServiceOptions {
  database: Database;
  smtpUrl: string | null;
  mail: MailSettings;
  brand: string;
  log: FastifyBaseLogger;
}

export function createLeadService(opts: LeadServiceOptions) {
  const repository = createLeadRepository(opts.database);
  const mailer: Mailer | null = opts.smtpUrl ? createMailer(opts.smtpUrl, opts.mail.from) : null;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: ReturnType<typeof setInterval> | null = null;

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

  return {
    ...repository,
    notification: (kind: LeadKind, leadId: number, data: LeadData, diagnostics: string | null = null) =>
      leadNotification(opts.mail, opts.brand, kind, leadId, data, diagnostics),
    kick,
    start(): void {
      if (!mailer || timer) return;
      timer = setInterval(kick, DRAIN_EVERY_MS);
      timer.unref();
      kick();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      again = false;
      await running;
      mailer?.close();
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
