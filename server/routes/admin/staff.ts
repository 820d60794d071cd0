// /admin/api/staff (scope `staff`: admins, and the CLI on this machine): staff accounts, their invitations and
// password resets, and the first admin's setup link (docs/staff-console.md). A one-time link is in the answer
// for the admin to pass on; it is never logged.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError } from '../../http-errors';
import { ADMIN_RATE_LIMIT } from '../../plugins/admin-auth';
import { accountById, createAccount, hasActiveAdmin, listAccounts, publicAccount, setDisabled, setPasswordHash, updateAccount } from '../../staff/accounts';
import { accountRefusal } from './session';
import { createLink, type CreatedLink } from '../../staff/links';
import { STAFF_ROLES } from '../../../src/contract/staff';

const config = { adminScope: 'staff', rateLimit: ADMIN_RATE_LIMIT } as const;
const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } }, required: ['id'], additionalProperties: false } as const;

export const adminStaffRoutes: FastifyPluginAsync = async (app) => {
  const linkOf = (req: FastifyRequest, link: CreatedLink) => ({ url: `${app.originOf(req)}${link.path}`, expiresAt: link.expiresAt });
  const notSelf = (req: FastifyRequest, id: number, what: string) => {
    if (req.admin?.accountId === id) throw new HttpError(409, what);
  };

  app.get('/staff', { config, schema: { tags: ['staff'], summary: 'Every staff account' }, handler: async () => ({ accounts: await listAccounts(app.database) }) });

  app.post('/staff', {
    config,
    bodyLimit: 4096,
    schema: {
      tags: ['staff'],
      summary: 'Invite a member of staff: the answer has the one-time link that sets their password',
      body: {
        type: 'object',
        properties: { email: { type: 'string', maxLength: 254 }, name: { type: 'string', maxLength: 200 }, role: { type: 'string', enum: [...STAFF_ROLES] } },
        required: ['email', 'name', 'role'],
        additionalProperties: false,
      },
    },
    handler: async (req, reply) => {
      const body = req.body as { email: string; name: string; role: string };
      const account = await createAccount(app.database, { ...body, createdBy: req.admin!.name }).catch(accountRefusal);
      const link = await createLink(app.database, 'invite', account.id);
      req.auditDetail = { account: account.id, role: account.role, invited: true };
      return reply.status(201).send({ account: publicAccount(account), link: linkOf(req, link) });
    },
  });

  app.post('/staff/:id', {
    config,
    bodyLimit: 4096,
    schema: {
      tags: ['staff'],
      summary: "Change an account's name or role",
      params: idParams,
      body: { type: 'object', properties: { name: { type: 'string', maxLength: 200 }, role: { type: 'string', enum: [...STAFF_ROLES] } }, additionalProperties: false },
    },
    handler: async (req) => {
      const { id } = req.params as { id: number };
      const account = await updateAccount(app.database, id, req.body as { name?: string; role?: string }).catch(accountRefusal);
      req.auditDetail = { account: id, role: account.role };
      return { account: publicAccount(account) };
    },
  });

  for (const [action, disabled] of [['disable', true], ['enable', false]] as const) {
    app.post(`/staff/:id/${action}`, {
      config,
      schema: { tags: ['staff'], summary: disabled ? 'Disable an account: its sessions end and it cannot sign in' : 'Enable a disabled account again', params: idParams },
      handler: async (req) => {
        const { id } = req.params as { id: number };
        if (disabled) notSelf(req, id, 'You cannot disable your own account.');
        const account = await setDisabled(app.database, id, disabled).catch(accountRefusal);
        req.auditDetail = { account: id, disabled };
        return { account: publicAccount(account) };
      },
    });
  }

  app.post('/staff/:id/reset', {
    config,
    schema: { tags: ['staff'], summary: "Reset an account's password: it is cleared, its sessions end, and the answer has a one-time link to set a new one", params: idParams },
    handler: async (req) => {
      const { id } = req.params as { id: number };
      notSelf(req, id, 'Change your own password under Account.');
      const account = await accountById(app.database, id);
      if (!account) throw new HttpError(404, 'There is no such account.');
      if (account.disabled_at !== null) throw new HttpError(409, 'Enable the account before resetting its password.');
      await setPasswordHash(app.database, id, null);
      const link = await createLink(app.database, 'reset', id);
      req.auditDetail = { account: id, reset: true };
      return { account: publicAccount({ ...account, password_hash: null }), link: linkOf(req, link) };
    },
  });

  app.post('/staff/setup-link', {
    config,
    schema: { tags: ['staff'], summary: "A new one-time link that creates the first admin (only while there is no admin; the CLI's `npm run staff -- setup-link`)" },
    handler: async (req) => {
      if (await hasActiveAdmin(app.database)) throw new HttpError(409, 'There is an admin already: an admin invites staff from the console.');
      const link = await createLink(app.database, 'first-admin', null);
      req.auditDetail = { setupLink: true };
      return { link: linkOf(req, link) };
    },
  });
};
