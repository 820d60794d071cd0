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
