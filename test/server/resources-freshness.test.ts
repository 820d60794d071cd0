// Documents stay fresh without making a visitor wait: the databook is generated as soon as the server
// listens (not on the first request) and again after a seed moves the version; editing the content
// service's Reliable Services sections changes the brochures.
import { makeTestApp, type TestApp } from './support/test-app';
import { readPdf } from './support/pdf-text';
import { contentSeed } from '../../server/content/seed';
import { loadContent } from '../../server/content/seed/load';

jest.setTimeout(180_000);

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(() => t.close());

const DATABOOK = 'otr-engineering-databook';

/** Waits until `check` holds; the generous bound only turns a hang into a clear failure (no timing asserted). */
async function until(check: () => boolean, what: string): Promise<void> {
  const giveUp = Date.now() + 120_000;
  while (!check()) {
    if (Date.now() > giveUp) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function brochureText(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/website/documents/brochure-rh-4a-plus-lineup.pdf' });
  expect(res.statusCode).toBe(200);
  return (await readPdf(res.rawPayload)).text.join(' ');
}

it('under inject alone (no listening server) nothing is generated ahead of a request', async () => {
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(t.app.documents.generations()).toBe(0);
  expect(t.app.documents.isCached(DATABOOK)).toBe(false);
});

it('generates the databook once the server listens, so the first download finds it ready', async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  await until(() => t.app.documents.isCached(DATABOOK), 'the databook generated after listen');
  const generated = t.app.documents.generations();
  expect(generated).toBe(1);

  const res = await t.app.inject({ method: 'GET', url: `/website/documents/${DATABOOK}.pdf` });
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  expect(t.app.documents.generations()).toBe(generated); // served from the warm cache
});

it('an edited Reliable Services section shows in the brochures, and the databook is regenerated in the background', async () => {
  const before = await brochureText();
  expect(before).toContain('Field Service and Mounting');
  const generated = t.app.documents.generations();

  const seed = contentSeed(t.app.config.brandName);
  const items = seed.items.map((item) =>
    item.collection === 'reliable-types' && item.title === 'Field Service and Mounting'
      ? { ...item, title: 'Field Service, Mounting and Nitrogen Inflation' }
      : item.collection === 'reliable-types' && item.title === 'Emergency Response'
        ? { ...item, is_active: false }
        : item,
  );
  await loadContent(t.database, { ...seed, items });
  await t.app.checkCatalogVersion();

  // Regenerated without a request for it.
  await until(() => t.app.documents.isCached(DATABOOK), 'the databook regenerated after the content seed');
  expect(t.app.documents.generations()).toBe(generated + 1);

  const after = await brochureText();
  expect(after).toContain('Field Service, Mounting and Nitrogen Inflation');
  expect(after).not.toContain('Field Service and Mounting');
  expect(after).not.toContain('Emergency Response');
  expect(after).toContain('Site Surveys and Tire Audits');

  // A request for the databook now shares the background generation rather than starting another.
  const count = t.app.documents.generations();
  const res = await t.app.inject({ method: 'GET', url: `/website/documents/${DATABOOK}.pdf` });
  expect(res.statusCode).toBe(200);
  expect(t.app.documents.generations()).toBe(count);
});
