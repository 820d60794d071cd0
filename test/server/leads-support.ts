// Helpers for the lead tests: valid bodies and a poster that gives each test its own client address (the
// per-client rate limit would otherwise carry over between tests).
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/database';

export const validContact = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company_name: 'Quarry Co',
  email_address: 'ada@quarry.example',
  region: 'NORTH_AMERICA',
  city: 'Denver',
  state: 'Colorado',
  zip_code: '80202',
  country: 'United States',
  phone: '+13035551234',
  equipment_make: 'CAT',
  equipment_model: '777G',
  comments: 'Need 27.00R49 for six haul trucks.',
};

export const validRegistration = {
  is_existing_user: false,
  user_type: 'END_USER',
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@mine.example',
  verify_email: 'grace@mine.example',
  country: 'CA',
  state: 'Alberta',
  city: 'Calgary',
  preferred_access_type: 'RESTRICTED',
};

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
