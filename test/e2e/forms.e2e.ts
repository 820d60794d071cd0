// The three forms in a real browser against a server of their own (so the stored rows can be read back with
// `npm run leads -- export` once it stops: one process owns a PGlite folder at a time). Each form is first
// submitted with errors, then successfully; a failed POST shows the danger banner.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { openBrowser, type Session } from './support/browser';
import { chunkScriptsNamed } from './support/assets';

const root = path.resolve(__dirname, '../..');
const SUCCESS = 'Thank you for your interest in the provider OTR. You will hear from a representative soon.';
const FAILURE = 'An error occurred while submitting the form. Please check to confirm all information is correct and try again.';

let server: ServerProcess;
let s: Session;
/** The diagnostic attachment the export wrote (the support test imports it). */
let attachmentFile = '';
beforeAll(async () => {
  server = await startServerProcess();
  s = await openBrowser();
}, 180_000);
afterAll(async () => {
  await s?.close();
  await server?.stop();
});

const url = (p: string) => `${server.baseUrl}${p}`;
const main = (page: Page) => page.locator('main');

async function fillContact(page: Page, first: string) {
  await page.getByLabel(/^First Name/).fill(first);
  await page.getByLabel(/^Last Name/).fill('Lovelace');
  await page.getByLabel(/^Company Name/).fill('Rock, Gravel & "Sons"');
  await page.getByLabel(/^Email Address/).fill('ada@quarry.example');
  await page.getByLabel(/^Phone/).fill('+13035551234');
  await page.getByLabel(/^Region/).selectOption('NORTH_AMERICA');
  await page.getByLabel(/^Country/).fill('United States');
  await page.getByLabel(/^State\/Province/).fill('Colorado');
  await page.getByLabel(/^City/).fill('Denver');
  await page.getByLabel(/^Zip\/Postal Code/).fill('80202');
}

function exportCsv(type: string, ...more: string[]): string {
  const run = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'server/cli/leads.ts', 'export', '--type', type, ...more],
    { cwd: root, encoding: 'utf8', env: { ...process.env, DATA_DIR: path.join(server.dataDir, 'db') } },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
}

describe('forms', () => {
  it('contact-us: errors first, then a stored request and the success banner', async () => {
    const { page } = s;
    await page.goto(url('/contact/contact-us'));
    await main(page).getByRole('heading', { level: 1, name: 'Contact Basalt OTR' }).waitFor();
    await page.getByRole('button', { name: /^Submit/ }).click();
    for (const message of ['Please enter first name.', 'Please select a region.', 'Please enter a zip/postal code.']) {
      await main(page).getByText(message).waitFor();
    }
    await page.getByLabel(/^Email Address/).fill('ada@quarry');
    await page.getByLabel(/^Email Address/).blur();
    await main(page).getByText('Please enter a valid email address.').waitFor();
    await fillContact(page, 'Ada');
    await page.getByLabel('Comments').fill('Six haul trucks, 27.00R49.');
    await page.getByRole('button', { name: /^Submit/ }).click();
    await main(page).getByText(SUCCESS).waitFor();
    expect(await page.getByLabel(/^First Name/).inputValue()).toBe('');
  });

  it('request-consultation: a failed POST shows the danger banner; a retry succeeds', async () => {
    const { page } = s;
    await page.goto(url('/contact/request-consultation'));
    await main(page).getByRole('heading', { level: 1, name: 'Request a Consultation' }).waitFor();
    await page.route('**/website/request-consultation', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
    );
    await fillContact(page, 'Charles');
    await page.getByLabel('Question or Comment').fill('Quarry site visit?');
    await page.getByRole('button', { name: /^Submit/ }).click();
    await main(page).getByText(FAILURE).waitFor();
    await page.getByText('Something bad happened; please try again later.').waitFor();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: /^Submit/ }).click();
    await main(page).getByText(SUCCESS).waitFor();
  });

  it('EMTrack sign-up: errors first, the terms gate, then a stored sign-up and the green banner', async () => {
    const { page } = s;
    await page.goto(url('/emtrack/registration'));
    await main(page).getByRole('heading', { level: 1, name: 'EMTrack Sign Up' }).waitFor();
    // 'US' is chosen at first (SPEC §9), and the countries are listed by name, valued by code.
    const country = page.getByLabel(/^Country/);
    await country.locator('option', { hasText: 'Canada' }).waitFor({ state: 'attached' });
    expect(await country.inputValue()).toBe('US');
    expect(await country.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]!.textContent)).toBe('United States of America');
    const names = (await country.locator('option').allTextContents()).slice(1);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names.slice(0, 2)).toEqual(['Afghanistan', 'Åland Islands']);
    await page.getByRole('button', { name: /Sign Up for EMTrack/ }).click();
    for (const message of [
      'Please choose if you are a Basalt user, dealer or end user.',
      'Please choose your preferred access type.',
      'Please read and agree to the terms and conditions.',
    ]) {
      await main(page).getByText(message).waitFor();
    }
    const terms = page.getByRole('checkbox', { name: /agree to the terms/ });
    expect(await terms.isDisabled()).toBe(true);
    await page.getByLabel(/existing EMTrack user/).check();
    await page.getByLabel(/EMTrack Serial Number/).fill('SN-2041');
    await page.getByRole('radio', { name: 'Dealer' }).check();
    await page.getByLabel(/^First Name/).fill('Grace');
    await page.getByLabel(/^Last Name/).fill('Hopper');
    await page.getByLabel(/^Email$|^Email \*/).fill('grace@mine.example');
    await page.getByLabel(/^Verify Email/).fill('grace@mine.example');
    await page.getByLabel(/^Country/).selectOption('CA');
    await page.getByLabel(/^State\/Province/).selectOption('Alberta');
    await page.getByLabel(/^City/).fill('Calgary');
    await page.getByRole('radio', { name: /Full access/ }).check();
    await terms.check();
    await page.getByRole('button', { name: /Sign Up for EMTrack/ }).click();
    await main(page)
      .getByText('Thank you for your interest in EMTrack. Your inquiry has been forwarded to a Basalt associate, who will contact you soon.')
      .waitFor();
    expect(s.errors.filter((e) => !/503/.test(e))).toEqual([]);
  });

  it('request-consultation with diagnostic information attached: stored with the lead', async () => {
    const { page } = s;
    await page.goto(url('/contact/request-consultation'));
    await main(page).getByRole('heading', { level: 1, name: 'Request a Consultation' }).waitFor();
    await fillContact(page, 'Augusta');
    // The box is offered only once something failed in this visit (docs/privacy.md): the first try fails.
    const attach = page.getByRole('checkbox', { name: 'Attach diagnostic information (personal data is removed)' });
    expect(await attach.count()).toBe(0);
    await page.route(
      '**/website/request-consultation',
      (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
      { times: 1 },
    );
    await page.getByRole('button', { name: /^Submit/ }).click();
    await main(page).getByText(FAILURE).waitFor();
    expect(await attach.isChecked()).toBe(false);
    // The QA code is a lazy chunk of its own, loaded once the visitor ticks the box.
    const qaFiles = chunkScriptsNamed(/^qa-/);
    expect(qaFiles.length).toBeGreaterThan(0);
    const qaScripts = () =>
      page.evaluate((files) => performance.getEntriesByType('resource').filter((e) => files.some((f) => e.name.endsWith(f))).length, qaFiles);
    expect(await qaScripts()).toBe(0);
    await attach.check();
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/website/request-consultation') && r.method() === 'POST'),
      page.getByRole('button', { name: /^Submit/ }).click(),
    ]);
    await main(page).getByText(SUCCESS).waitFor();
    const body = request.postDataJSON() as { data: Record<string, string>; diagnostics: string };
    expect(body.data.first_name).toBe('Augusta');
    for (const typed of ['Augusta', 'Lovelace', 'ada@quarry.example', '13035551234', 'Denver', '80202']) {
      expect(body.diagnostics).not.toContain(typed);
    }
    expect(JSON.parse(body.diagnostics)).toMatchObject({ formatVersion: 1, personalData: 'redacted' });
    expect(await qaScripts()).toBeGreaterThan(0);
  });

  it('every accepted submission is stored exactly once (read back with npm run leads -- export)', async () => {
    // Stop the server (keeping its data folder) so the export can open the database.
    const exited = new Promise((r) => server.child.once('exit', r));
    server.child.kill('SIGTERM');
    await exited;
    const contact = exportCsv('contact').trim().split('\r\n');
    expect(contact).toHaveLength(2);
    // Every cell quoted (docs/security.md, "CSV export").
    expect(contact[1]).toContain('"Ada","Lovelace","Rock, Gravel & ""Sons""","ada@quarry.example","NORTH_AMERICA"');
    expect(contact[1]).toContain('Six haul trucks, 27.00R49.');
    const diagnosticsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basalt-diagnostics-'));
    const consultation = exportCsv('consultation', '--diagnostics', diagnosticsDir).trim().split('\r\n');
    expect(consultation).toHaveLength(3);
    expect(consultation[0]!.endsWith(',"notification","diagnostics"')).toBe(true);
    expect(consultation[1]).toContain('"Charles","Lovelace"');
    expect(consultation[1]!.endsWith(',"queued","no"')).toBe(true);
    expect(consultation[2]).toContain('"Augusta","Lovelace"');
    expect(consultation[2]!.endsWith(',"queued","yes"')).toBe(true);
    const attachedId = consultation[2]!.split(',')[0]!.replace(/"/g, '');
    expect(fs.readdirSync(diagnosticsDir)).toEqual([`${attachedId}.json`]);
    const attachment = JSON.parse(fs.readFileSync(path.join(diagnosticsDir, `${attachedId}.json`), 'utf8')) as {
      route: { pathname: string };
      components: Record<string, { values: Record<string, string> }>;
    };
    expect(attachment.route.pathname).toBe('/contact/request-consultation');
    expect(attachment.components['form:/contact/request-consultation']!.values.first_name).toBe('Xxxxxxx');
    attachmentFile = path.join(diagnosticsDir, `${attachedId}.json`);
    const emtrack = exportCsv('emtrack').trim().split('\r\n');
    expect(emtrack).toHaveLength(2);
    expect(emtrack[1]).toContain('"true","SN-2041","DEALER","Grace","Hopper","grace@mine.example","CA","Alberta","Calgary","FULL","queued"');
  });
});

describe('support', () => {
  it('imports a stored attachment in the QA panel and sees the visitor’s form (personal data removed)', async () => {
    expect(attachmentFile).toBeTruthy();
    const support = await openBrowser();
    try {
      const { page } = support;
      await page.goto('/?qa');
      const panel = page.getByRole('complementary', { name: 'QA panel' });
      await panel.waitFor();
      await panel.getByLabel('Import state').setInputFiles(attachmentFile);
      await main(page).getByRole('heading', { level: 1, name: 'Request a Consultation' }).waitFor();
      await page.waitForURL(/\/contact\/request-consultation$/);
      expect(await page.getByLabel(/^First Name/).inputValue()).toBe('Xxxxxxx');
      expect(await page.getByLabel(/^Email Address/).inputValue()).toBe('xxx@xxxxxx.xxxxxxx');
      expect(await page.getByLabel(/^Country/).inputValue()).toBe('United States');
      expect(await page.getByRole('checkbox', { name: /Attach diagnostic information/ }).isChecked()).toBe(true);
      expect(await page.getByRole('button', { name: /^Submit/ }).isEnabled()).toBe(true);
    } finally {
      await support.close();
    }
  });
});
