// Shared by the keyboard*.e2e.ts files: one browser per file, a fresh KeyboardUser per test whose focus
// problems fail the test, and the small page helpers the journeys use.
import type { Page } from 'playwright-core';
import { baseUrl, openBrowser, type Session } from './browser';
import { KeyboardUser, type Focused } from './keyboard';

export interface KeyboardSession {
  s: Session;
  kb: KeyboardUser;
}

/** Registers the hooks: the browser for the file, a KeyboardUser per test, and its problems checked after it. */
export function keyboardSession(label: string): KeyboardSession {
  const ctx = {} as KeyboardSession;
  let stops = 0;
  beforeAll(async () => {
    ctx.s = await openBrowser();
  });
  afterAll(async () => {
    console.log(`${label}: ${stops} focus stops checked`);
    expect(ctx.s.errors).toEqual([]); // no console error on the way
    await ctx.s?.close();
  });
  beforeEach(() => {
    ctx.kb = new KeyboardUser(ctx.s.page);
  });
  // Every journey: each focus stop had a visible indicator, was on screen and came in page order.
  afterEach(() => {
    stops += ctx.kb.checked;
    expect(ctx.kb.problems).toEqual([]);
  });
  return ctx;
}

export const api = async <T>(path: string): Promise<T> =>
  (await (await fetch(`${baseUrl()}/website/${path}`, { headers: { ispublic: 'true' } })).json()) as T;

/** Finder lists: sorted ascending, unpaged (SPEC §9). */
export const list = '&sort_type=asc&is_all=true';

export const dialog = (page: Page) => page.locator('[role=dialog], [role=alertdialog]');

/** A Tab target: a button by its name. */
export const button = (name: string | RegExp) => ({ name, role: 'button' });

export const inDialogButton = (name: string) => (f: Focused) => f.inDialog && f.role === 'button' && f.name === name;

/** Opens a page and waits for its h1 and for the scripts that hydrate it (the HTML shows before them). */
export async function load(page: Page, path: string, h1?: string | RegExp) {
  await page.goto(path);
  await page.locator('main h1', h1 ? { hasText: h1 } : {}).first().waitFor();
  await page.waitForLoadState('networkidle');
}
