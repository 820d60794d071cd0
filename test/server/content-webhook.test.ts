// Issue 19: POST /content/webhook, the call a Strapi makes when an editor changes content. Its secret header is
// the only authentication (Strapi signs no payload): wrong or missing, nothing changes; right, the cached answers
// and pages are dropped and the pages showing the changed type are rendered again before it answers.
import { makeTestApp, type TestApp } from './support/test-app';

const SECRET = 'webhook-secret-0123456789abcdef';
let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ CONTENT_WEBHOOK_SECRET: SECRET });
});
afterAll(async () => t.close());

const hook = (body: unknown, secret: string | null = SECRET) =>
  t.app.inject({
    method: 'POST',
    url: '/content/webhook',
    headers: { 'content-type': 'application/json', ...(secret === null ? {} : { 'x-basalt-webhook-secret': secret }) },
    payload: JSON.stringify(body),
  });

const publish = { event: 'entry.publish', model: 'article', uid: 'api::article.article', entry: { id: 4, slug: 'haul-truck-positioning' } };

describe('the content webhook', () => {
  it('refuses a missing or wrong secret with 401 and drops nothing', async () => {
    await t.get('/content/api/articles');
    const generation = t.app.responseCache.generation;
    for (const secret of [null, '', 'wrong', `${SECRET}x`, SECRET.slice(0, -1), SECRET.toUpperCase()]) {
      const res = await hook(publish, secret);
      expect([secret, res.statusCode, res.json().error.name]).toEqual([secret, 401, 'UnauthorizedError']);
    }
    expect(t.app.responseCache.generation).toBe(generation);
    expect(t.app.responseCache.size).toBeGreaterThan(0);
  });

  it('with the secret: drops the caches and answers once the article’s pages are rendered again', async () => {
    await t.get('/content/api/articles');
    const generation = t.app.responseCache.generation;
    const res = await hook(publish);
    expect(res.statusCode).toBe(200);
    expect(res.json().refreshed).toEqual(['/infocenter', '/infocenter/archives', '/infocenter/otr-tips/haul-truck-positioning', '/sitemap.xml']);
    expect(t.app.responseCache.generation).toBeGreaterThan(generation);
  });

  it('maps each kind of change to the pages that show it; media may be on any content page', async () => {
    const pages = async (body: unknown) => (await hook(body)).json().refreshed as string[];
    expect(await pages({ event: 'entry.update', model: 'home-page' })).toEqual(['/']);
    expect(await pages({ event: 'entry.unpublish', model: 'content-page', entry: { slug: 'technology' } })).toEqual(['/total-mobility/trusted-products/technology']);
    expect(await pages({ event: 'entry.delete', model: 'reliable-type' })).toEqual(['/total-mobility/reliable-services']);
    expect(await pages({ event: 'media.update', media: { id: 3 } })).toEqual(expect.arrayContaining(['/', '/total-mobility/reliable-services', '/infocenter']));
    // A type no page shows: the caches go, nothing to render again.
    expect(await pages({ event: 'entry.create', model: 'contact-enquiry' })).toEqual([]);
    // Names of what every object has are no types either (a lookup once reached the prototype: a 500).
    for (const model of ['__proto__', 'constructor', 'toString']) expect(await pages({ event: 'entry.update', model })).toEqual([]);
    // An odd slug names no page.
    expect(await pages({ event: 'entry.publish', model: 'article', entry: { slug: '../../admin' } })).toEqual(['/infocenter', '/infocenter/archives', '/sitemap.xml']);
  });

  it('refuses bodies that are not a Strapi event with 400', async () => {
    for (const body of [{}, { event: 'entry.hack' }, { event: 'entry.publish', model: { name: 'article' } }, 'text', [publish]]) {
      expect([body, (await hook(body)).statusCode]).toEqual([body, 400]);
    }
  });

  it('does not exist without CONTENT_WEBHOOK_SECRET', async () => {
    const plain = await makeTestApp();
    try {
      const res = await plain.app.inject({ method: 'POST', url: '/content/webhook', headers: { 'content-type': 'application/json', 'x-basalt-webhook-secret': SECRET }, payload: '{"event":"entry.publish"}' });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
