// /admin/api/leads: the sales team's leads in the staff console (issue 20, docs/staff-console.md): the list
// with its filters, a lead's detail, its status and assignee, its notification sent again, the CSV export, and
// (scope `erase`, admins) erasing one person's leads. Personal data: every answer is `no-store`, and the audit
// entry of each call holds counts and lead ids only, never a name, an address or the searched text.
import type { FastifyPluginAsync } from 'fastify';
import { LEAD_STATUSES, type LeadFilter, type LeadStatus } from '../../../src/contract/staff';
import { badRequest, notFound } from '../../http-errors';
import { eraseLeadsOf, listAssignees, requeueNotification, setLeadStatus } from '../../leads/staff-actions';
import { DEFAULT_PAGE_SIZE, exportFilteredLeads, listLeads, MAX_PAGE_SIZE } from '../../leads/staff-list';
import { findLead, leadQuery } from '../../leads/staff-query';
import { LEAD_KINDS, type LeadKind } from '../../leads/types';
import { ADMIN_RATE_LIMIT } from '../../plugins/admin-auth';
import { PRIVATE_NO_STORE } from '../../cache/policy';

const config = { adminScope: 'leads', rateLimit: ADMIN_RATE_LIMIT } as const;

const filters = {
  kind: { type: 'string', maxLength: 20, description: 'contact, consultation or emtrack' },
  status: { type: 'string', maxLength: 20, description: 'new, assigned or handled' },
  from: { type: 'string', maxLength: 10, description: 'YYYY-MM-DD (UTC), inclusive' },
  to: { type: 'string', maxLength: 10, description: 'YYYY-MM-DD (UTC), inclusive' },
  q: { type: 'string', maxLength: 200, description: 'text in the name, company, email address or message' },
} as const;

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['id'],
  additionalProperties: false,
} as const;

const words = (list: readonly string[]) => `${list.slice(0, -1).join(', ')} or ${list.at(-1)}`;

function oneOf<T extends string>(name: string, list: readonly T[], value: string | undefined): T | undefined {
  if (value === undefined || value === '') return undefined;
  if (!(list as readonly string[]).includes(value)) throw badRequest(`${name} must be ${words(list)}`);
  return value as T;
}

/** The query's filters, checked: 400 naming what to change. */
function filterOf(q: Record<string, string | undefined>): ReturnType<typeof leadQuery> {
  const filter: LeadFilter = {};
  const kind = oneOf<LeadKind>('kind', LEAD_KINDS, q.kind);
  const status = oneOf<LeadStatus>('status', LEAD_STATUSES, q.status);
  if (kind) filter.kind = kind;
  if (status) filter.status = status;
  if (q.from) filter.from = q.from;
  if (q.to) filter.to = q.to;
  if (q.q !== undefined) filter.q = q.q;
  return leadQuery(filter);
}

export const adminLeadRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return payload;
  });

  app.get('/', {
    config,
    schema: {
      tags: ['admin'],
      summary: 'Leads, newest first, a page at a time (LeadList)',
      querystring: {
        type: 'object',
        properties: {
          ...filters,
          page: { type: 'integer', minimum: 1, maximum: 1_000_000, default: 1 },
          pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
        },
        additionalProperties: false,
      },
    },
    handler: async (req) => {
      const q = req.query as Record<string, string | undefined> & { page: number; pageSize: number };
      const list = await listLeads(app.database, filterOf(q), q.page, q.pageSize);
      req.auditDetail = { viewed: list.leads.length };
      return list;
    },
  });

  app.get('/assignees', {
    config,
    schema: { tags: ['admin'], summary: 'The accounts a lead can be assigned to: active sales and admin accounts' },
    handler: async () => ({ assignees: await listAssignees(app.database) }),
  });

  app.get('/export.csv', {
    config,
    schema: {
      tags: ['admin'],
      summary: "Every lead the filters match, as CSV (the list's filters, no paging; formulas defused)",
      querystring: { type: 'object', properties: filters, additionalProperties: false },
    },
    handler: async (req, reply) => {
      const { csv, count } = await exportFilteredLeads(app.database, filterOf(req.query as Record<string, string | undefined>));
      req.auditDetail = { exported: count };
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
        .send(csv);
    },
  });

  app.get('/:id', {
    config,
    schema: { tags: ['admin'], summary: 'One lead with every field (LeadDetail)', params: idParams },
    handler: async (req) => {
      const { id } = req.params as { id: number };
      req.auditDetail = { lead: id };
      const lead = await findLead(app.database, id);
      if (!lead) throw notFound(`There is no lead ${id}: it may have been erased or deleted after its retention time`);
      return { lead };
    },
  });

  app.post('/:id/status', {
    config,
    bodyLimit: 1024,
    schema: {
      tags: ['admin'],
      summary: "Set a lead's status: new, assigned (assigneeId: an active sales or admin account) or handled",
      params: idParams,
      body: {
        type: 'object',
        properties: { status: { type: 'string', maxLength: 20 }, assigneeId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
        required: ['status'],
        additionalProperties: false,
      },
    },
    handler: async (req) => {
      const { id } = req.params as { id: number };
      const body = req.body as { status: string; assigneeId?: number };
      const status = oneOf<LeadStatus>('status', LEAD_STATUSES, body.status);
      if (!status) throw badRequest(`status must be ${words(LEAD_STATUSES)}`);
      req.auditDetail = { lead: id, status };
      const change = body.assigneeId === undefined ? { status } : { status, assigneeId: body.assigneeId };
      if (!(await setLeadStatus(app.database, id, change, req.admin!.name))) throw notFound(`There is no lead ${id}`);
      return { lead: await findLead(app.database, id) };
    },
  });

  app.post('/:id/resend', {
    config,
    bodyLimit: 1024,
    schema: { tags: ['admin'], summary: "Queue a lead's notification again (a sent one is sent once more)", params: idParams },
    handler: async (req) => {
      const { id } = req.params as { id: number };
      req.auditDetail = { lead: id };
      if (!(await requeueNotification(app.database, id))) throw notFound(`There is no lead ${id}`);
      app.leads.kick();
      return { lead: await findLead(app.database, id) };
    },
  });

  app.post('/erase', {
    config: { adminScope: 'erase', rateLimit: ADMIN_RATE_LIMIT },
    bodyLimit: 1024,
    schema: {
      tags: ['admin'],
      summary: "Erase one person's data: every lead of that email address, with its notifications (admins)",
      body: {
        type: 'object',
        properties: { email: { type: 'string', minLength: 3, maxLength: 254 } },
        required: ['email'],
        additionalProperties: false,
      },
    },
    handler: async (req) => {
      const { email } = req.body as { email: string };
      if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) throw badRequest('email must be the email address the person gave, such as name@example.com');
      const erased = await eraseLeadsOf(app.database, email);
      req.auditDetail = { erased };
      return { erased };
    },
  });
};
