import type { Core } from '@strapi/strapi';
import { NEEDS_SLUG, previewPath, signedPreviewUrl } from '../src/preview-link';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => {
  const siteUrl = env('SITE_URL', 'http://127.0.0.1:3000').replace(/\/+$/, '');
  return {
    auth: {
      secret: env('ADMIN_JWT_SECRET')!,
    },
    apiToken: {
      salt: env('API_TOKEN_SALT')!,
    },
    transfer: {
      token: {
        salt: env('TRANSFER_TOKEN_SALT')!,
      },
    },
    secrets: {
      encryptionKey: env('ENCRYPTION_KEY')!,
    },
    flags: {
      nps: env.bool('FLAG_NPS', false),
      promoteEE: env.bool('FLAG_PROMOTE_EE', false),
      docLinks: env.bool('FLAG_DOC_LINKS', true),
    },
    // The Preview button opens the real page on the site through its signed /preview link (src/preview-link.ts).
    preview: {
      enabled: true,
      config: {
        allowedOrigins: [siteUrl],
        async handler(uid: string, params: { documentId?: string; status?: string }) {
          const { documentId } = params;
          const status = params.status === 'published' ? 'published' : 'draft';
          const secret = env('CMS_PREVIEW_SECRET');
          if (!secret) return null;
          let doc: { slug?: unknown } | null = null;
          if (NEEDS_SLUG.has(uid)) {
            const find = (s: 'draft' | 'published') =>
              strapi.documents(uid as never).findOne({ documentId, status: s, fields: ['slug'] } as never) as Promise<{ slug?: unknown } | null>;
            doc = (await find(status)) ?? (status === 'published' ? await find('draft') : null);
          }
          const path = previewPath(uid, doc);
          return path === null ? null : signedPreviewUrl(siteUrl, path, secret);
        },
      },
    },
  };
};

export default config;
