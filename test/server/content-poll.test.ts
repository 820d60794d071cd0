// Issue 19: without a webhook, a change in the Strapi behind the site shows within CONTENT_POLL_SECONDS: the
// server asks each content type's count and latest change, and a difference drops the cached answers.
import { makeTestApp, type TestApp } from './support/test-app';
import { startStrapiStandIn, strapiArticle, strapiList, type StrapiStandIn } from './support/strapi-stand-in';

let strapi: StrapiStandIn;
let t: TestApp;
let title = 'Look Under Your Tires';
let changedAt = '2026-11-27T00:00:00.000Z';

beforeAll(async () => {
  strapi = await startStrapiStandIn();
  strapi.answer = (url) => {
    if (url.startsWith('/api/articles')) return { status: 200, body: strapiList([{ ...strapiArticle(title), updatedAt: changedAt }]) };
    if (url.startsWith('/api/home-page')) return { status: 404, body: JSON.stringify({ data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } }) };
    return { status: 200, body: strapiList([]) };
  };
  t = await makeTestApp({ CONTENT_API_URL: strapi.url, CONTENT_POLL_SECONDS: '1' });
});
afterAll(async () => {
  await t.close();
  await strapi.close();
});

const titleNow = async () => (await t.get('/content/api/articles?filters[slug][$eq]=look-under-your-tires')).body.data[0].title as string;

it('shows an edit made in Strapi within the poll interval, without a webhook', async () => {
  expect(await titleNow()).toBe('Look Under Your Tires');
  // Cached: an edit is not seen until the poll notices it.
  title = 'Look Under Your Tires (revised)';
  expect(await titleNow()).toBe('Look Under Your Tires');
  changedAt = '2026-11-27T10:00:00.000Z';
  let seen = '';
  for (let i = 0; i < 40 && seen !== title; i++) {
    await new Promise((r) => setTimeout(r, 250));
    seen = await titleNow();
  }
  expect(seen).toBe('Look Under Your Tires (revised)');
});
