#!/usr/bin/env node
// Seeds the CMS with the site's sample content, idempotently: `npm run seed` (in cms/), after the site side
// wrote cms/.seed/ (`npx tsx server/cli/cms-export.ts` at the repository root).
//
// It runs Strapi in this process without its HTTP server (createStrapi(...).load(), the documented way for
// scripts), so it works whether or not a server is running on the same database. It
//  - uploads each artwork file once (found again by name; replaced when its bytes changed; alternativeText = the
//    seed's alt text),
//  - creates or updates each entry, found by its natural key (articles and content pages: slug; the single type:
//    its one document; the section collections: title), only when it differs from the seed, and publishes it
//    when it changed or has no published version.
// A second run changes nothing (same documentIds, no new versions). CMS_SEED_DIR overrides cms/.seed.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const crypto = require('node:crypto');

const appDir = path.resolve(__dirname, '..');
const seedDir = path.resolve(process.env.CMS_SEED_DIR || path.join(appDir, '.seed'));

// Attributes Strapi adds to every content type (never seeded).
const SYSTEM = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations']);

/** The newest modification time under `p` (a file or a folder). */
function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(p).map((e) => newest(path.join(p, e))));
}

/** The compiled project when it is newer than its sources, else compile it (what `strapi build` does first). */
async function appContext() {
  const { compileStrapi } = require('@strapi/strapi');
  const distDir = path.join(appDir, 'dist');
  const built = newest(path.join(distDir, 'src', 'index.js'));
  const sources = Math.max(newest(path.join(appDir, 'src')), newest(path.join(appDir, 'config')), newest(path.join(appDir, 'tsconfig.json')));
  if (built > sources && fs.existsSync(path.join(distDir, 'config'))) return { appDir, distDir };
  return compileStrapi({ appDir });
}

const userAttributes = (schema) => Object.entries(schema.attributes).filter(([name, a]) => !SYSTEM.has(name) && a.type !== 'relation');

/** A populate reaching every media and component attribute, at any depth. */
function fullPopulate(strapi, schema) {
  const out = {};
  for (const [name, attr] of userAttributes(schema)) {
    if (attr.type === 'media') out[name] = true;
    else if (attr.type === 'component') {
      const inner = fullPopulate(strapi, strapi.components[attr.component]);
      out[name] = Object.keys(inner).length ? { populate: inner } : true;
    }
  }
  return out;
}

/** Seed values -> Strapi data (media as file ids, components as lists of plain objects); absent values null. */
function toData(strapi, schema, item, fileIdOf, where) {
  const known = new Set(userAttributes(schema).map(([n]) => n));
  for (const key of Object.keys(item)) {
    if (key !== 'collection' && !known.has(key)) throw new Error(`${where}: ${key} is not an attribute of the content type`);
  }
  const data = {};
  for (const [name, attr] of userAttributes(schema)) {
    const value = item[name];
    if (attr.type === 'media') {
      if (value === undefined || value === null) data[name] = null;
      else if (Array.isArray(value)) data[name] = value.map((v) => fileIdOf(v, `${where}.${name}`));
      else data[name] = fileIdOf(value, `${where}.${name}`);
    } else if (attr.type === 'component') {
      const inner = strapi.components[attr.component];
      if (attr.repeatable) data[name] = (value ?? []).map((v, i) => toData(strapi, inner, v, fileIdOf, `${where}.${name}[${i}]`));
      else data[name] = value ? toData(strapi, inner, value, fileIdOf, `${where}.${name}`) : null;
    } else data[name] = value === undefined ? null : value;
  }
  return data;
}

/** A stored entry in the shape of toData's output, to compare with it. */
function fromEntry(strapi, schema, entry) {
  const data = {};
  for (const [name, attr] of userAttributes(schema)) {
    const value = entry?.[name];
    if (attr.type === 'media') data[name] = Array.isArray(value) ? value.map((f) => f.id) : value ? value.id : null;
    else if (attr.type === 'component') {
      const inner = strapi.components[attr.component];
      data[name] = attr.repeatable ? (value ?? []).map((v) => fromEntry(strapi, inner, v)) : value ? fromEntry(strapi, inner, value) : null;
    } else data[name] = value === undefined ? null : value;
  }
  return data;
}

const sameJson = (a, b) => JSON.stringify(a) === JSON.stringify(b);

async function seedMedia(strapi, content) {
  const files = strapi.db.query('plugin::upload.file');
  const upload = strapi.plugin('upload').service('upload');
  const altOf = new Map();
  const collectAlts = (value) => {
    if (Array.isArray(value)) return value.forEach(collectAlts);
    if (value && typeof value === 'object') {
      if (typeof value.path === 'string' && typeof value.alt === 'string' && !altOf.has(value.path)) altOf.set(value.path, value.alt);
      Object.values(value).forEach(collectAlts);
    }
  };
  content.items.forEach(collectAlts);
  const paths = Object.keys(content.artwork);
  const basenames = paths.map((p) => path.posix.basename(p));
  const unique = new Set(basenames).size === basenames.length;
  const ids = new Map();
  let uploaded = 0;
  let updated = 0;
  for (const mediaPath of paths) {
    const name = unique ? path.posix.basename(mediaPath) : mediaPath.replace(/^content\//, '').replace(/\//g, '-');
    const filepath = path.join(seedDir, content.artwork[mediaPath]);
    const bytes = fs.readFileSync(filepath);
    const alternativeText = altOf.get(mediaPath) ?? '';
    const file = { filepath, originalFilename: name, mimetype: 'image/svg+xml', size: bytes.length };
    const existing = await files.findOne({ where: { name }, orderBy: { id: 'asc' } });
    if (!existing) {
      const [created] = await upload.upload({ data: { fileInfo: { name, alternativeText, caption: null } }, files: file });
      ids.set(mediaPath, created.id);
      uploaded += 1;
      continue;
    }
    ids.set(mediaPath, existing.id);
    const stored = existing.provider === 'local' ? path.join(strapi.dirs.static.public, existing.url) : null;
    const storedBytes = stored && fs.existsSync(stored) ? fs.readFileSync(stored) : null;
    if (!storedBytes || !crypto.timingSafeEqual(crypto.createHash('sha256').update(storedBytes).digest(), crypto.createHash('sha256').update(bytes).digest())) {
      await upload.replace(existing.id, { data: { fileInfo: { name, alternativeText } }, file });
      updated += 1;
    } else if (existing.alternativeText !== alternativeText) {
      await upload.updateFileInfo(existing.id, { alternativeText });
      updated += 1;
    }
  }
  return { ids, uploaded, updated };
}

/**
 * Media given by URL only (the brochures: {url: '/website/documents/<slug>.pdf'}, PDFs the site generates):
 * a Media Library entry pointing at that URL, so the field has the site's address as its url.
 */
async function linkedFile(strapi, url, cache) {
  if (cache.has(url)) return cache.get(url);
  const files = strapi.db.query('plugin::upload.file');
  const name = path.posix.basename(url);
  const ext = path.posix.extname(name);
  const title = path.posix.basename(name, ext).replace(/^brochure-/, '').replace(/-/g, ' ');
  const alternativeText = `Brochure (PDF): ${title}`;
  let file = await files.findOne({ where: { url } });
  if (!file) {
    file = await files.create({
      data: {
        name,
        alternativeText,
        hash: `${path.posix.basename(name, ext).replace(/[^A-Za-z0-9]+/g, '_')}_site`,
        ext,
        mime: ext === '.pdf' ? 'application/pdf' : 'application/octet-stream',
        size: 0,
        url,
        provider: 'site',
        folderPath: '/',
      },
    });
  }
  cache.set(url, file.id);
  return file.id;
}

async function main() {
  const contentFile = path.join(seedDir, 'content.json');
  if (!fs.existsSync(contentFile)) {
    throw new Error(`${contentFile} is missing: run \`npx tsx server/cli/cms-export.ts\` at the repository root first`);
  }
  const content = JSON.parse(fs.readFileSync(contentFile, 'utf8'));
  const { createStrapi } = require('@strapi/strapi');
  const strapi = await createStrapi(await appContext()).load();
  strapi.log.level = process.env.SEED_LOG_LEVEL || 'warn';
  const counts = { created: 0, updated: 0, published: 0, unchanged: 0 };
  try {
    const media = await seedMedia(strapi, content);
    // URL-only media (brochures): their Media Library entries, once per URL.
    const links = new Map();
    const urls = new Set();
    const collectUrls = (value) => {
      if (Array.isArray(value)) return value.forEach(collectUrls);
      if (value && typeof value === 'object') {
        if (typeof value.url === 'string' && typeof value.path !== 'string' && Object.keys(value).length === 1) urls.add(value.url);
        Object.values(value).forEach(collectUrls);
      }
    };
    content.items.forEach(collectUrls);
    for (const url of urls) await linkedFile(strapi, url, links);
    const fileIdOf = (value, where) => {
      if (value && typeof value.path === 'string') {
        const id = media.ids.get(value.path);
        if (id === undefined) throw new Error(`${where}: no artwork for ${value.path}`);
        return id;
      }
      if (value && typeof value.url === 'string' && links.has(value.url)) return links.get(value.url);
      throw new Error(`${where}: a media value needs a path or a url`);
    };
    const types = Object.entries(strapi.contentTypes).filter(([uid]) => uid.startsWith('api::'));
    const typeAt = (collection) =>
      types.find(([, t]) => (t.kind === 'singleType' ? t.info.singularName : t.info.pluralName) === collection);

    const seen = new Set();
    for (const item of content.items) {
      const found = typeAt(item.collection);
      if (!found) throw new Error(`no content type for ${item.collection}`);
      const [uid, type] = found;
      const keyField = type.kind === 'singleType' ? null : 'slug' in type.attributes ? 'slug' : 'title';
      const key = keyField ? item[keyField] : '(single)';
      const where = `${item.collection} ${key}`;
      if (seen.has(where)) throw new Error(`${where} appears twice in the seed`);
      seen.add(where);

      const data = toData(strapi, type, item, fileIdOf, where);

      const docs = strapi.documents(uid);
      const populate = fullPopulate(strapi, type);
      const filters = keyField ? { [keyField]: key } : {};
      const drafts = await docs.findMany({ status: 'draft', filters, populate, sort: 'id:asc' });
      if (drafts.length > 1) strapi.log.warn(`${where}: ${drafts.length} entries have this key; the first is seeded`);
      const draft = drafts[0];
      let documentId;
      let changed = false;
      if (!draft) {
        documentId = (await docs.create({ data })).documentId;
        counts.created += 1;
        changed = true;
      } else {
        documentId = draft.documentId;
        if (!sameJson(fromEntry(strapi, type, draft), data)) {
          await docs.update({ documentId, data });
          counts.updated += 1;
          changed = true;
        }
      }
      const published = changed ? null : await docs.findOne({ documentId, status: 'published', fields: ['id'] });
      if (changed || !published) {
        await docs.publish({ documentId });
        counts.published += 1;
      } else counts.unchanged += 1;
    }
    console.log(
      `seed: ${content.items.length} entries (${counts.created} created, ${counts.updated} updated, ${counts.published} published, ` +
        `${counts.unchanged} unchanged); ${media.ids.size} images (${media.uploaded} uploaded, ${media.updated} updated); ${links.size} linked files`,
    );
  } finally {
    await strapi.destroy();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err && err.details ? `${err.message} ${JSON.stringify(err.details)}` : err);
    process.exit(1);
  },
);
