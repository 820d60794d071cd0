// Mapbox's hosts answered by the test (no outside service): a minimal style, 204 for telemetry, 404 for the
// rest. Every URL the page asked for is pushed to `hits`; page.route only sees what the page's CSP let through.
import type { Page, Route } from 'playwright-core';

const STYLE = { version: 8, name: 'test', sources: {}, layers: [{ id: 'bg', type: 'background', paint: { 'background-color': '#dfe8ee' } }] };

export async function answerMapbox(page: Page, hits: string[]): Promise<void> {
  const answer = (route: Route) => {
    const url = route.request().url();
    hits.push(url);
    if (url.includes('/styles/v1/')) return route.fulfill({ json: STYLE });
    if (url.startsWith('https://events.mapbox.com')) return route.fulfill({ status: 204 });
    return route.fulfill({ status: 404, body: '' });
  };
  await page.route('https://api.mapbox.com/**', answer);
  await page.route('https://events.mapbox.com/**', answer);
  await page.route(/^https:\/\/[a-z0-9.-]+\.tiles\.mapbox\.com\//, answer);
}
