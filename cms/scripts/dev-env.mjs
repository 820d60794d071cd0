#!/usr/bin/env node
// Writes cms/.env with random secrets when it does not exist (never overwrites one), so that
// `npm run dev-env && npm run develop` starts the CMS locally. The database comes from DATABASE_URL if set
// in the environment, else Strapi's defaults of .env.example (a local PostgreSQL with user/db "strapi").
// Prints the values the site needs (CONTENT_API_TOKEN, CONTENT_WEBHOOK_SECRET, CONTENT_PREVIEW_SECRET).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const cmsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(cmsDir, '.env');
const secret = (bytes = 32) => randomBytes(bytes).toString('base64url');

const parse = (text) =>
  Object.fromEntries(
    text
      .split('\n')
      .map((l) => l.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/))
      .filter(Boolean)
      .map(([, k, v]) => [k, v.replace(/^"(.*)"$/, '$1')]),
  );

if (!fs.existsSync(file)) {
  const env = process.env;
  const lines = [
    '# Written by scripts/dev-env.mjs: local secrets, never committed.',
    `HOST=${env.HOST || '127.0.0.1'}`,
    `PORT=${env.PORT || 1337}`,
    'STRAPI_TELEMETRY_DISABLED=true',
    env.DATABASE_URL ? `DATABASE_URL=${env.DATABASE_URL}` : '# DATABASE_URL=postgres://strapi:strapi@127.0.0.1:5432/strapi',
    `DATABASE_HOST=${env.DATABASE_HOST || '127.0.0.1'}`,
    `DATABASE_PORT=${env.DATABASE_PORT || 5432}`,
    `DATABASE_NAME=${env.DATABASE_NAME || 'strapi'}`,
    `DATABASE_USERNAME=${env.DATABASE_USERNAME || 'strapi'}`,
    `DATABASE_PASSWORD=${env.DATABASE_PASSWORD || 'strapi'}`,
    `APP_KEYS=${[1, 2, 3, 4].map(() => secret(16)).join(',')}`,
    `API_TOKEN_SALT=${secret()}`,
    `ADMIN_JWT_SECRET=${secret()}`,
    `TRANSFER_TOKEN_SALT=${secret()}`,
    `JWT_SECRET=${secret()}`,
    `ENCRYPTION_KEY=${secret()}`,
    `SITE_URL=${env.SITE_URL || 'http://127.0.0.1:3000'}`,
    `CMS_SITE_TOKEN=${env.CMS_SITE_TOKEN || randomBytes(32).toString('hex')}`,
    `CMS_WEBHOOK_SECRET=${env.CMS_WEBHOOK_SECRET || secret()}`,
    `CMS_PREVIEW_SECRET=${env.CMS_PREVIEW_SECRET || secret()}`,
    `CMS_EDITOR_TOKEN=${env.CMS_EDITOR_TOKEN || randomBytes(32).toString('hex')}`,
    '',
  ];
  fs.writeFileSync(file, lines.join('\n'), { mode: 0o600 });
  console.error(`wrote ${path.relative(process.cwd(), file) || file}`);
} else {
  console.error(`${path.relative(process.cwd(), file) || file} exists: left as it is`);
}

const env = parse(fs.readFileSync(file, 'utf8'));
const port = env.PORT || 1337;
console.log(`# For the site (e.g. its .env):
CONTENT_API_URL=http://127.0.0.1:${port}
CONTENT_API_TOKEN=${env.CMS_SITE_TOKEN ?? ''}
CONTENT_WEBHOOK_SECRET=${env.CMS_WEBHOOK_SECRET ?? ''}
CONTENT_PREVIEW_SECRET=${env.CMS_PREVIEW_SECRET ?? ''}`);
