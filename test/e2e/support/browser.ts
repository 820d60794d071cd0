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

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

// A fresh user data folder each time (playwright passes it as --user-data-dir).
export async function openBrowser(
  viewport = { width: 1280, height: 900 },
  { javaScriptEnabled = true }: { javaScriptEnabled?: boolean } = {},
): Promise<Session> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    viewport,
    javaScriptEnabled,
    baseURL: baseUrl(),
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const page = context.pages()[0] ?? (await context.newPage());
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
