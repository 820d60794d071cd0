// The fictional-brand notice follows what is published (docs/api.md "Sample data notice"), and the legal
// links go where PRIVACY_POLICY_URL and LEGAL_NOTICE_URL say. Pages as the server renders them (the source's
// renderer, as in ssr.test.ts), so what a visitor sees first, before any script, is checked.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { generateCatalog } from '../../server/catalog/seed';
import { contentSeed } from '../../server/content/seed';
import { loadContent } from '../../server/content/seed/load';
import { dealerSeed } from '../../server/dealers/seed';
import { loadDealers } from '../../server/dealers/seed/load';
import { loadCatalog } from '../../server/catalog/seed/load';
import { samplePublished } from '../../server/db/published';
import { render } from '../../src/ssr/render';
import { makeTestApp, type TestApp } from './support/test-app';

const PRIVACY = 'https://granite.example.org/privacy?lang=en';
const LEGAL = 'https://granite.example.org/legal';
const FOOTER_NOTICE = 'Granite is a fictional brand and the products on this site are sample data.';
const INFOCENTER_NOTICE = 'Granite is a fictional brand; the catalog on this site is sample data.';

let t: TestApp;
let staticDir: string;

beforeAll(async () => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-sample-'));
  fs.copyFileSync(path.join(__dirname, '../../public/index.html'), path.join(staticDir, 'index.html'));
  t = await makeTestApp(
    { STATIC_DIR: staticDir, ALLOWED_HOSTS: 'tires.example.com', BRAND_NAME: 'Granite', PRIVACY_POLICY_URL: PRIVACY, LEGAL_NOTICE_URL: LEGAL },
    { ssr: { render, chunks: {} } },
  );
});
afterAll(async () => {
  await t.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { host: 'tires.example.com' } });
  expect([url, res.statusCode]).toEqual([url, 200]);
  const doc = new JSDOM(res.body).window.document;
  const text = (selector: string) => doc.querySelector(selector)?.textContent?.replace(/\s+/g, ' ') ?? '';
  const config = JSON.parse(doc.getElementById('app-config')?.textContent ?? 'null') as Record<string, unknown>;
  return { doc, footer: text('footer'), main: text('main'), config };
}

/** A seed from elsewhere: the catalog watch notices it (the test does not wait for the poll). */
async function seeded(): Promise<void> {
  await t.app.checkCatalogVersion();
}

describe('the fictional-brand notice', () => {
  it('shows, rendered on the server, while the built-in sample is published', async () => {
    expect(await samplePublished(t.database)).toEqual(['catalog', 'content', 'dealer']);
    const home = await page('/');
    expect(home.footer).toContain(FOOTER_NOTICE);
    expect(home.config.sampleData).toBe(true);
    expect((await page('/infocenter')).main).toContain(INFOCENTER_NOTICE);
  });

  it('stays while any one kind of data is still the sample, and goes once none is', async () => {
    await loadDealers(t.database, dealerSeed(), { sample: false });
    await loadContent(t.database, contentSeed('Granite'), { sample: false });
    await seeded();
    expect(await samplePublished(t.database)).toEqual(['catalog']);
    expect((await page('/')).footer).toContain(FOOTER_NOTICE);

    await loadCatalog(t.database, generateCatalog({ sizes: 30 }), { sample: false });
    await seeded();
    expect(await samplePublished(t.database)).toEqual([]);
    const home = await page('/');
    expect(home.footer).toContain('Granite and the Granite logo are trademarks of Granite Tire Company.');
    expect(home.footer).not.toContain('fictional');
    expect(home.config.sampleData).toBe(false);
    expect((await page('/infocenter')).main).not.toContain('fictional');
  });

  it('comes back with the sample, and goes when another writer moves the version without the marker', async () => {
    await loadCatalog(t.database, generateCatalog({ sizes: 30 }));
    await seeded();
    expect((await page('/')).footer).toContain(FOOTER_NOTICE);

    await t.database.db.execute(sql`update catalog_meta set value = 'imported-by-another-tool' where key = 'catalog_version'`);
    await seeded();
    expect(await samplePublished(t.database)).toEqual([]);
    expect((await page('/')).footer).not.toContain('fictional');
  });

  it('treats data seeded before the markers existed as the sample (the only source then)', async () => {
    await t.database.db.execute(sql`delete from catalog_meta where key like '%\\_sample'`);
    expect(await samplePublished(t.database)).toEqual(['catalog', 'content', 'dealer']);
  });
});

describe('the Privacy Policy and Legal Notice links', () => {
  it.each(['/', '/contact/contact-us', '/contact/request-consultation', '/emtrack/registration'])(
    'go to the configured addresses on %s',
    async (url) => {
      const { doc, config } = await page(url);
      const links = [...doc.querySelectorAll('a')].filter((a) => /Privacy Policy|Legal Notice/.test(a.textContent ?? ''));
      // The footer's pair, and the form's own pair on the form pages.
      expect(links.length).toBe(url === '/' ? 2 : 4);
      for (const a of links) {
        expect(a.getAttribute('href')).toBe(/Privacy/.test(a.textContent ?? '') ? PRIVACY : LEGAL);
        expect(a.getAttribute('target')).toBe('_blank');
      }
      expect(config).toMatchObject({ privacyPolicyUrl: PRIVACY, legalNoticeUrl: LEGAL });
    },
  );
});
