// Where the content comes from (issue 19): the built-in service (default), or a Strapi v5 at CONTENT_API_URL
// that this server reaches for the pages and the SPA, with its read token, its webhook's shared secret, the
// preview links' signing key and how often it is asked whether anything changed.
export interface ContentConfig {
  /** CONTENT_API_URL: a Strapi's origin (its REST API is <origin>/api); null: the built-in service. */
  apiUrl: string | null;
  /** CONTENT_API_TOKEN: the site's read-only Strapi API token (it may read drafts, for previews). */
  apiToken: string | null;
  /** CONTENT_WEBHOOK_SECRET: the value of the X-Basalt-Webhook-Secret header Strapi's webhook sends. */
  webhookSecret: string | null;
  /** CONTENT_PREVIEW_SECRET: the key preview links are signed with (cms/src/preview-link.ts). */
  previewSecret: string | null;
  /** CONTENT_POLL_SECONDS: without a webhook, a change shows within this (default 60). */
  pollSeconds: number;
}

type Env = Record<string, string | undefined>;

export class ContentConfigError extends Error {}

const value = (env: Env, name: string): string | null => {
  const v = env[name]?.trim();
  return v ? v : null;
};

function secret(env: Env, name: string): string | null {
  const v = value(env, name);
  if (v !== null && !/^[\x21-\x7e]{16,512}$/.test(v)) {
    throw new ContentConfigError(`${name} must be 16 to 512 printable characters without spaces`);
  }
  return v;
}

export function loadContentConfig(env: Env): ContentConfig {
  const raw = value(env, 'CONTENT_API_URL');
  let apiUrl: string | null = null;
  if (raw !== null) {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new ContentConfigError('CONTENT_API_URL is not a valid URL');
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password) {
      throw new ContentConfigError("CONTENT_API_URL must be a Strapi's http(s) origin, e.g. http://127.0.0.1:1337");
    }
    apiUrl = url.origin + url.pathname.replace(/\/+$/, '');
  }
  const poll = value(env, 'CONTENT_POLL_SECONDS') ?? '60';
  if (!/^\d{1,5}$/.test(poll) || Number(poll) < 1 || Number(poll) > 86_400) {
    throw new ContentConfigError(`CONTENT_POLL_SECONDS must be a whole number from 1 to 86400, got "${poll}"`);
  }
  return {
    apiUrl,
    apiToken: secret(env, 'CONTENT_API_TOKEN'),
    webhookSecret: secret(env, 'CONTENT_WEBHOOK_SECRET'),
    previewSecret: secret(env, 'CONTENT_PREVIEW_SECRET'),
    pollSeconds: Number(poll),
  };
}
