// Helpers for the lead tests (the valid bodies are in test/support/leads.ts): a poster that gives each test
// its own client address (the per-client rate limit would otherwise carry over between tests).
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/database';

let nextIp = 1;
export const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

export function poster(app: FastifyInstance) {
  return (url: string, payload: unknown, opts: { headers?: Record<string, string>; ip?: string } = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers: { 'content-type': 'application/json', ...opts.headers },
      remoteAddress: opts.ip ?? freshIp(),
    });
}

export interface LeadRow {
  id: number;
  kind: string;
  data: Record<string, string | boolean>;
}

export const leadRows = (database: Database) =>
  database.rows<LeadRow>(sql`select id, kind, data from lead order by id`);

export const outboxRows = (database: Database) =>
  database.rows<{ lead_id: number; subject: string; body: string; sent_at: string | null; attempts: number; last_error: string | null }>(
    sql`select lead_id, subject, body, sent_at, attempts, last_error from lead_outbox order by id`,
  );
