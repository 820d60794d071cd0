// When the server starts (server/server.ts) it writes the sample content if needsContentSeed says so: into an
// empty database, and over an earlier revision of the sample (its seed changed since: a new content type, copy
// moved from code into content, another brand), so an upgraded site shows the new pages' copy. Content that is
// not the sample (an editor's, imported with sample: false, or written by another writer) is never replaced.
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/db/database';
import { contentSeed, type SeedContent } from '../../server/content/seed';
import { loadContent, needsContentSeed, seedFingerprint } from '../../server/content/seed/load';
import { samplePublished } from '../../server/db/published';
import { copyTemplateDatabase } from './support/test-app';

let database: Database;
let drop: () => Promise<void>;
beforeEach(async () => {
  const copy = await copyTemplateDatabase();
  database = await openDatabase({ dataDir: copy.dataDir, databaseUrl: copy.databaseUrl });
  drop = copy.drop;
});
afterEach(async () => {
  await database.close();
  await drop();
});

const current = contentSeed('Basalt');

/** What server.ts does on start. */
async function start(seed: SeedContent = current): Promise<boolean> {
  const needed = await needsContentSeed(database, seed);
  if (needed) await loadContent(database, seed);
  return needed;
}

const count = async (collection: string) =>
  (await database.rows<{ n: number }>(sql`select count(*)::int as n from content_item where collection = ${collection}`))[0]!.n;
const titles = async (collection: string) =>
  (await database.rows<{ title: string }>(sql`select data->>'title' as title from content_item where collection = ${collection} order by id`)).map(
    (r) => r.title,
  );
const meta = async (key: string) => (await database.rows<{ value: string }>(sql`select value from catalog_meta where key = ${key}`))[0]?.value;

/** The sample as it was before issue 19: no articles, static pages or home page. */
const beforeIssue19: SeedContent = {
  ...current,
  items: current.items.filter((i) => !['articles', 'content-pages', 'home-page'].includes(i.collection)),
};

describe('needsContentSeed', () => {
  it('leaves the current sample as it is', async () => {
    expect(await needsContentSeed(database, current)).toBe(false);
    const version = await meta('content_version');
    expect(await start()).toBe(false);
    expect(await meta('content_version')).toBe(version);
  });

  it('seeds an empty database', async () => {
    await database.rows(sql`delete from content_item`);
    expect(await start()).toBe(true);
    expect(await count('articles')).toBe(7);
    expect(await count('home-page')).toBe(1);
  });

  it('re-seeds a database holding an older revision of the sample, and then leaves it', async () => {
    await loadContent(database, beforeIssue19);
    expect(await count('articles')).toBe(0);
    expect(await start()).toBe(true);
    expect(await count('articles')).toBe(7);
    expect(await count('content-pages')).toBe(3);
    expect(await count('home-page')).toBe(1);
    expect(await meta('content_seed')).toBe(seedFingerprint(current));
    expect(await samplePublished(database)).toContain('content');
    // Once up to date, the next start changes nothing.
    const version = await meta('content_version');
    expect(await start()).toBe(false);
    expect(await meta('content_version')).toBe(version);
  });

  it('re-seeds a sample loaded before the seed was fingerprinted (no content_seed mark)', async () => {
    await loadContent(database, beforeIssue19);
    await database.rows(sql`delete from catalog_meta where key = 'content_seed'`);
    expect(await start()).toBe(true);
    expect(await count('articles')).toBe(7);
  });

  it('re-seeds the sample for another brand (its copy names the brand)', async () => {
    const granite = contentSeed('Granite');
    expect(await start(granite)).toBe(true);
    const [home] = await database.rows<{ banner: string }>(sql`select data->>'banner_title' as banner from content_item where collection = 'home-page'`);
    expect(home!.banner).toBe('Granite Off-the-Road Tires');
  });

  it('never replaces content that is not the sample, even when the sample changed since', async () => {
    const editors: SeedContent = {
      ...beforeIssue19,
      items: beforeIssue19.items.map((i) => (i.collection === 'reliable-types' ? { ...i, title: `${i.title} (edited)` } : i)),
    };
    await loadContent(database, editors, { sample: false });
    const version = await meta('content_version');
    expect(await needsContentSeed(database, current)).toBe(false);
    expect(await start()).toBe(false);
    expect(await meta('content_version')).toBe(version);
    expect((await titles('reliable-types')).every((title) => title.endsWith('(edited)'))).toBe(true);
    expect(await count('articles')).toBe(0);
    expect(await samplePublished(database)).not.toContain('content');
  });

  it('never replaces content another writer published over the sample (the version moved without the mark)', async () => {
    await loadContent(database, beforeIssue19);
    await database.rows(sql`update catalog_meta set value = 'another-writer-1' where key = 'content_version'`);
    expect(await start()).toBe(false);
    expect(await count('articles')).toBe(0);
  });
});
