// Debian's Chromium through playwright-core (never a downloaded browser), flags that keep it off the network.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL missing: run through `npm run test:e2e`');
  return url;
};

const patched = new WeakSet<Page>();

/**
 * A server-rendered page starts its scripts after the first paint (src/boot.ts) and hydrates in steps: the
 * load event comes first. page.goto and page.reload with the default wait (load) also wait until the app has
 * started (`<html data-app-ready>`, set once the page has hydrated or rendered), as a visitor's first click
 * comes a moment after the page shows. An explicit `waitUntil` (a test of the page before or without its
 * scripts) waits for that only.
 */
function waitForAppOnLoad(page: Page): void {
  patched.add(page);
  const appReady = async () => {
    await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-app-ready'));
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (!options?.waitUntil) await appReady();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    if (!options?.waitUntil) await appReady();
    return response;
  };
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

// A fresh user data folder each time (playwright passes it as --user-data-dir). `origin`: a server of the test's
// own instead of the shared one.
export async function openBrowser(
  viewport = { width: 1280, height: 900 },
  { javaScriptEnabled = true, origin }: { javaScriptEnabled?: boolean; origin?: string } = {},
): Promise<Session> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    viewport,
    javaScriptEnabled,
    baseURL: origin ?? baseUrl(),
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  if (javaScriptEnabled) context.on('page', waitForAppOnLoad);
  const page = context.pages()[0] ?? (await context.newPage());
  if (javaScriptEnabled && !patched.has(page)) waitForAppOnLoad(page);
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(String(err)));
  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
