// Shared shapes of the leads module (issue 6).
export const LEAD_KINDS = ['contact', 'consultation', 'emtrack'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export type LeadData = Record<string, string | boolean>;

/** The answer a POST gave, kept per Idempotency-Key so a retry gets it again. */
export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

export interface Notification {
  recipient: string;
  subject: string;
  body: string;
}

/** A notification as the outbox hands it to the mailer. */
export interface OutboxMail extends Notification {
  /**
   * The left part of its Message-ID (the mailer adds MAIL_FROM's domain), derived from the outbox row: the same
   * on every attempt, so a re-send after a crash is recognisably the same mail (outbox.ts, messageKey).
   */
  messageKey: string;
}
