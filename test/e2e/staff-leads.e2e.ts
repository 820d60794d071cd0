// Issue 20, a sales user's round in the staff console, on a server of its own: leads come in through the
// public forms; a sales user signs in, filters the list (the filters stay in the address across a reload),
// opens a lead, assigns it to themself, and exports the filtered leads as CSV (the download holds that lead
// only). axe checks the list and the lead's page.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { parseCsv } from '../../server/catalog/exchange/csv';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { auditInto } from './support/axe';
import { openBrowser, type Session } from './support/browser';
import { createStaffAccount, signInToConsole, tabletLayoutProblems, type StaffCredentials } from './support/staff';

const SUCCESS = 'Thank you for your interest in the provider OTR. You will hear from a representative soon.';

let server: ServerProcess;
let s: Session;
let sales: StaffCredentials;

beforeAll(async () => {
  server = await startServerProcess({ DATABASE_URL: '' });
  sales = await createStaffAccount(path.join(server.dataDir, 'db'), { role: 'sales', name: 'Sam Sales' });
  s = await openBrowser(undefined, { origin: server.baseUrl });
}, 180_000);
afterAll(async () => {
  await s?.close();
  await server?.stop();
});

interface Visitor {
  first: string;
  last: string;
  company: string;
  email: string;
  comment: string;
}

const VISITORS: { form: 'contact-us' | 'request-consultation'; who: Visitor }[] = [
  { form: 'contact-us', who: { first: 'Ada', last: 'Lovelace', company: 'Rock and Gravel', email: 'ada@rock.example', comment: 'Six haul trucks, 27.00R49.' } },
  { form: 'request-consultation', who: { first: 'Brook', last: 'Stone', company: 'Quarry Two Ltd', email: 'brook@quarry.example', comment: 'A visit to our pit?' } },
  { form: 'request-consultation', who: { first: 'Cyd', last: 'Charisse', company: 'Haul Road Mining', email: 'cyd@haul.example', comment: 'Tires for twelve 793F trucks.' } },
];

async function submitForm(page: Page, form: string, who: Visitor): Promise<void> {
  await page.goto(`/contact/${form}`);
  await page.getByLabel(/^First Name/).fill(who.first);
  await page.getByLabel(/^Last Name/).fill(who.last);
  await page.getByLabel(/^Company Name/).fill(who.company);
  await page.getByLabel(/^Email Address/).fill(who.email);
  await page.getByLabel(/^Phone/).fill('+13035551234');
  await page.getByLabel(/^Region/).selectOption('NORTH_AMERICA');
  await page.getByLabel(/^Country/).fill('United States');
  await page.getByLabel(/^State\/Province/).fill('Colorado');
  await page.getByLabel(/^City/).fill('Denver');
  await page.getByLabel(/^Zip\/Postal Code/).fill('80202');
  await page.getByLabel(form === 'contact-us' ? 'Comments' : 'Question or Comment').fill(who.comment);
  await page.getByRole('button', { name: /^Submit/ }).click();
  await page.locator('main').getByText(SUCCESS).waitFor();
}

const leadRows = (page: Page) => page.getByRole('table', { name: /^Leads, newest first/ }).locator('tbody tr');

describe("a sales user's round in the console", () => {
  it('filters the leads, opens one, assigns it, and exports the filtered CSV', async () => {
    const { page } = s;
    const problems: string[] = [];
    for (const { form, who } of VISITORS) await submitForm(page, form, who);

    await signInToConsole(page, sales);
    await page.goto('/admin/leads');
    await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
    await page.getByRole('table', { name: /3 leads$/ }).waitFor();
    // Newest first.
    expect((await leadRows(page).locator('th').allTextContents()).map((t) => t.trim())).toEqual(['Cyd Charisse', 'Brook Stone', 'Ada Lovelace']);
    await auditInto(problems, page, 'lead list');
    problems.push(...(await tabletLayoutProblems(page, 'lead list')));

    await page.getByLabel('Type').selectOption('consultation');
    await page.getByRole('table', { name: /2 leads$/ }).waitFor();
    await page.getByLabel('Text').fill('haul road');
    await page.getByRole('table', { name: /1 lead$/ }).waitFor();
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({ kind: 'consultation', q: 'haul road' });

    // A reload keeps the filters.
    await page.reload();
    await page.getByRole('table', { name: /1 lead$/ }).waitFor();
    expect(await page.getByLabel('Type').inputValue()).toBe('consultation');
    expect(await page.getByLabel('Text').inputValue()).toBe('haul road');

    await leadRows(page).getByRole('link', { name: 'Cyd Charisse' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cyd Charisse, Haul Road Mining' }).waitFor();
    await page.getByText('Tires for twelve 793F trucks.').waitFor();
    await page.getByRole('heading', { name: 'Status: New' }).waitFor();
    await auditInto(problems, page, 'lead page');
    problems.push(...(await tabletLayoutProblems(page, 'lead page')));

    await page.getByRole('radio', { name: 'Assigned' }).check();
    await page.getByLabel('Assigned to').selectOption({ label: 'Sam Sales' });
    await page.getByRole('button', { name: 'Save the status' }).click();
    await page.getByText('Saved: Assigned to Sam Sales.').waitFor();
    await page.getByRole('heading', { name: 'Status: Assigned to Sam Sales' }).waitFor();
    await page.getByText(`Changed by ${sales.email} at`, { exact: false }).waitFor();

    // Back to the list, with its filters.
    await page.getByRole('link', { name: 'Back to the leads' }).click();
    await page.getByRole('table', { name: /1 lead$/ }).waitFor();
    expect(await leadRows(page).first().textContent()).toContain('Assigned to Sam Sales');
    await page.getByLabel('Status').selectOption('assigned');
    await page.getByRole('table', { name: /1 lead$/ }).waitFor();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ kind: 'consultation', status: 'assigned', q: 'haul road' });

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync(await download.path(), 'utf8');
    const rows = parseCsv(new TextEncoder().encode(text), 'leads.csv', []);
    const body = rows.slice(1).filter((r) => r.some((c) => c !== ''));
    expect(body).toHaveLength(1);
    expect(text).toContain('cyd@haul.example');
    expect(text).toContain('Haul Road Mining');
    expect(text).not.toContain('brook@quarry.example');
    expect(text).not.toContain('ada@rock.example');
    await page.getByText(/^Downloaded leads-/).waitFor();

    expect(problems).toEqual([]);
    expect(s.errors).toEqual([]);
  }, 300_000);
});
