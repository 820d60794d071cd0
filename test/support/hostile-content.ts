// Test-only content: one reliable-types entry whose stored rich text (Markdown, as Strapi's richtext stores it)
// carries a <script> and an <img onerror>, the proof material for "a script or event handler stored in content
// never runs in a visitor's browser" (issue 5): raw HTML in Markdown is shown as text (src/lib/markdown.ts). The sample content never ships it; the browser tests' global setup writes it into their own
// throw-away PGlite folder before the server starts:
//   DATA_DIR=<folder> tsx test/support/hostile-content.ts
// migrates the folder, loads the sample content and adds this entry (the server then seeds the rest).
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/database';
import { contentSeed } from '../../server/content/seed';
import { documentId, loadContent } from '../../server/content/seed/load';
import { MEDIA } from '../../server/content/seed/media';

export const HOSTILE_TITLE = 'Stored Markup Check';
/** The text around the hostile markup: it must still show on the page. */
export const HOSTILE_TEXT = 'This paragraph was stored with a script and an image error handler; only its text may reach the page.';
export const HOSTILE_MARKUP = '<img src="x" onerror="window.__xss=1"><script>window.__xss=2</script>';

export const hostileEntry = {
  title: HOSTILE_TITLE,
  sequence: 100,
  sub_title: 'Test fixture of the browser tests.',
  description: `${HOSTILE_TEXT} ${HOSTILE_MARKUP}`,
  image_position: 'RIGHT',
  button_name: 'Contact Us',
  redirection_url: '/contact/contact-us',
  image: { path: MEDIA.fieldService.path, alt: 'Test fixture image' },
  is_active: true,
  is_deleted: false,
};

/** Adds the hostile entry to reliable-types (parameterised insert; the content cache reloads on start). */
export async function insertHostileContent(database: Database): Promise<void> {
  await database.rows(sql`insert into content_item (document_id, collection, data)
    values (${documentId('test/hostile-content')}, 'reliable-types', ${JSON.stringify(hostileEntry)}::jsonb)`);
}

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent' });
  if (!process.env.DATA_DIR) throw new Error('DATA_DIR must name the throw-away PGlite folder of the browser tests');
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await loadContent(database, contentSeed(config.brandName));
    await insertHostileContent(database);
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
