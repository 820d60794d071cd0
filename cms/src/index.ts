// The Basalt CMS's own code: on every start (idempotent) it sets the public role's permissions, the site's
// API tokens and its webhook; on every publish it checks that the entry's media have alternative texts.
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { checkAltTexts } from './alt-text';

const SITE_TOKEN_NAME = 'site';
const EDITOR_TOKEN_NAME = 'editor-automation';
const WEBHOOK_NAME = 'basalt-site';
const WEBHOOK_EVENTS = [
  'entry.create',
  'entry.update',
  'entry.delete',
  'entry.publish',
  'entry.unpublish',
  'media.create',
  'media.update',
  'media.delete',
];

const apiTypes = (strapi: Core.Strapi) =>
  Object.entries(strapi.contentTypes)
    .filter(([uid]) => uid.startsWith('api::'))
    .map(([uid, type]) => ({ uid, kind: type.kind }));

/** Public (users-permissions) role: find and findOne on every content type of ours, and nothing else. */
async function publicPermissions(strapi: Core.Strapi): Promise<void> {
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  if (!role) throw new Error('users-permissions public role not found');
  const wanted = new Set(
    apiTypes(strapi).flatMap(({ uid, kind }) => (kind === 'singleType' ? [`${uid}.find`] : [`${uid}.find`, `${uid}.findOne`])),
  );
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const existing: { id: number; action: string }[] = await permissions.findMany({ where: { role: role.id } });
  const have = new Set(existing.map((p) => p.action));
  for (const action of wanted) if (!have.has(action)) await permissions.create({ data: { action, role: role.id } });
  // Nothing else: not even users-permissions' defaults (register, login, password reset): the site has no users.
  const extra = existing.filter((p) => !wanted.has(p.action));
  if (extra.length) await permissions.deleteMany({ where: { id: { $in: extra.map((p) => p.id) } } });
}

/**
 * An API token whose secret is `value`: created when missing, its stored hash (HMAC-SHA512 with the API token
 * salt, the api-token service's `hash`), encrypted copy and type set when they differ.
 */
async function ensureToken(strapi: Core.Strapi, name: string, type: 'read-only' | 'full-access', value: string, description: string): Promise<void> {
  const service = strapi.service('admin::api-token-content-api') ?? strapi.service('admin::api-token');
  const tokens = strapi.db.query('admin::api-token');
  let row = await tokens.findOne({ where: { name } });
  if (!row) {
    const created = await service.create({ name, description, type, lifespan: null });
    row = await tokens.findOne({ where: { id: created.id } });
  }
  const accessKey = service.hash(value);
  if (row.accessKey !== accessKey || row.type !== type || row.expiresAt !== null) {
    const encryptedKey = strapi.service('admin::encryption').encrypt(value);
    await tokens.update({ where: { id: row.id }, data: { accessKey, encryptedKey, type, lifespan: null, expiresAt: null, description } });
  }
}

async function ensureWebhook(strapi: Core.Strapi, siteUrl: string, secret: string): Promise<void> {
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const wanted = {
    name: WEBHOOK_NAME,
    url: `${siteUrl}/content/webhook`,
    headers: { 'X-Basalt-Webhook-Secret': secret },
    events: WEBHOOK_EVENTS,
    isEnabled: true,
  };
  const all: { id: string; name: string; url: string; headers: Record<string, string>; events: string[]; isEnabled: boolean }[] =
    await store.findWebhooks();
  const mine = all.filter((w) => w.name === WEBHOOK_NAME);
  const [current, ...duplicates] = mine;
  for (const dup of duplicates) {
    await store.deleteWebhook(dup.id);
    runner.remove(dup);
  }
  if (!current) {
    runner.add(await store.createWebhook(wanted));
    return;
  }
  const same =
    current.url === wanted.url &&
    JSON.stringify(current.headers) === JSON.stringify(wanted.headers) &&
    JSON.stringify([...current.events].sort()) === JSON.stringify([...wanted.events].sort()) &&
    current.isEnabled;
  if (!same) runner.update(await store.updateWebhook(current.id, { ...current, ...wanted }));
}

/**
 * The first administrator, from CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD when both are set and no administrator
 * exists yet (a fresh install then opens on the sign-in page instead of the registration form). Never changes
 * an existing account.
 */
async function ensureFirstAdmin(strapi: Core.Strapi, email: string, password: string): Promise<void> {
  const users = strapi.service('admin::user');
  if ((await users.count()) > 0) return;
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  if (!superAdmin) throw new Error('the Super Admin role is missing');
  await users.create({ email, password, firstname: 'Site', lastname: 'Administrator', isActive: true, registrationToken: null, roles: [superAdmin.id] });
  strapi.log.info('created the first administrator from CMS_ADMIN_EMAIL');
}

/** Refuses to publish an entry whose media (in components too) lack an alternative text. */
function altTextOnPublish(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action } = context;
    const params = (context.params ?? {}) as { status?: string; documentId?: string; locale?: string };
    const publishing = action === 'publish' || ((action === 'create' || action === 'update') && params.status === 'published');
    if (!uid.startsWith('api::') || !publishing || !context.contentType.options?.draftAndPublish) return next();
    // Checked on what was published, inside one transaction: a refusal rolls the whole action back (and its
    // webhook events, which are sent on commit).
    return strapi.db.transaction(async () => {
      const result = await next();
      const documentId = action === 'publish' ? params.documentId : (result as { documentId?: string } | null)?.documentId;
      if (documentId) {
        const missing = await checkAltTexts(strapi, uid, documentId, params.locale);
        if (missing.length) {
          throw new errors.ValidationError(
            `Every image and file needs an alternative text before publishing. Missing on: ${missing.join(', ')}. ` +
              'Set it in the Media Library (the file\'s "Alternative text"), then publish again.',
            { missingAlternativeText: missing },
          );
        }
      }
      return result;
    });
  });
}

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    altTextOnPublish(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const env = process.env;
    const siteUrl = (env.SITE_URL || 'http://127.0.0.1:3000').replace(/\/+$/, '');
    await publicPermissions(strapi);
    if (env.CMS_SITE_TOKEN) {
      await ensureToken(strapi, SITE_TOKEN_NAME, 'read-only', env.CMS_SITE_TOKEN, "The site's read token (CMS_SITE_TOKEN): published entries, and drafts for previews.");
    } else strapi.log.warn('CMS_SITE_TOKEN is not set: no "site" API token ensured');
    if (env.CMS_EDITOR_TOKEN) {
      await ensureToken(strapi, EDITOR_TOKEN_NAME, 'full-access', env.CMS_EDITOR_TOKEN, 'Automation (tests, seed): full access (CMS_EDITOR_TOKEN).');
    } else {
      // Without CMS_EDITOR_TOKEN no full-access automation token stays behind from an earlier run.
      await strapi.db.query('admin::api-token').deleteMany({ where: { name: EDITOR_TOKEN_NAME } });
    }
    if (env.CMS_ADMIN_EMAIL && env.CMS_ADMIN_PASSWORD) await ensureFirstAdmin(strapi, env.CMS_ADMIN_EMAIL, env.CMS_ADMIN_PASSWORD);
    if (env.CMS_WEBHOOK_SECRET) await ensureWebhook(strapi, siteUrl, env.CMS_WEBHOOK_SECRET);
    else strapi.log.warn('CMS_WEBHOOK_SECRET is not set: no "basalt-site" webhook ensured');
  },
};
