// GHSA-wgrm-67xf-hhpq (CVE-2024-4367, docs/security.md "pdf.js advisory"): pdfjs-dist 3.11 compiles a font's
// glyph paths with `new Function` unless `isEvalSupported` is false, and a crafted FontMatrix then runs script.
// The site's PDF modal is shown a crafted PDF (test/support/crafted-font-pdf.ts) in place of a brochure: the
// document renders, pdf.js draws the crafted glyphs through its data path (the payload reaches the canvas as a
// value), the payload never runs and nothing even tries to eval (no CSP report, no policy message). A control
// page without a CSP renders the same bytes with pdf.js's default (eval on) and shows that the payload runs.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { craftedFontPdf, PLAIN_TEXT } from '../support/crafted-font-pdf';
import { baseUrl, openBrowser, type Session } from './support/browser';

const BEACON = '/__crafted-font-payload';
// Counts its runs on window and calls a URL the test watches (the site's connect-src allows its own origin).
const PAYLOAD = `window.__payloadRuns = (window.__payloadRuns || 0) + 1; fetch('${BEACON}')`;
const PDF = craftedFontPdf(PAYLOAD);
const BROCHURE = '/website/documents/brochure-tpms-heavy-duty.pdf';
const pdfjsBuild = path.join(__dirname, '../../node_modules/pdfjs-dist/build');

interface Watch {
  beacons: number;
  /** securitypolicyviolation events of any document, and console messages about CSP or eval, workers' too. */
  policy: string[];
}

async function watch(s: Session): Promise<Watch> {
  const w: Watch = { beacons: 0, policy: [] };
  await s.page.route(`**${BEACON}`, (route) => {
    w.beacons += 1;
    return route.fulfill({ status: 204 });
  });
  await s.context.exposeBinding('__reportViolation', (_source, v: string) => void w.policy.push(v));
  await s.context.addInitScript(() => {
    const report = (window as unknown as { __reportViolation: (v: string) => void }).__reportViolation;
    document.addEventListener('securitypolicyviolation', (e) => void report(`${e.effectiveDirective} ${e.blockedURI}`), true);
  });
  const policyMessage = /content[- ]security[- ]policy|unsafe-eval|evaluate a string/i;
  s.page.on('console', (m) => void (policyMessage.test(m.text()) && w.policy.push(m.text())));
  s.page.on('worker', (worker) => worker.on('console', (m) => void (policyMessage.test(m.text()) && w.policy.push(m.text()))));
  return w;
}

/** Records calls of a canvas's transform() that were handed the payload as a value. */
async function recordPayloadAsData(s: Session) {
  await s.context.addInitScript(() => {
    const w = window as unknown as { __payloadAsData: number };
    w.__payloadAsData = 0;
    const transform = CanvasRenderingContext2D.prototype.transform;
    CanvasRenderingContext2D.prototype.transform = function (this: CanvasRenderingContext2D, ...args: number[]) {
      if (args.some((a) => typeof a === 'string' && String(a).includes('__payloadRuns'))) w.__payloadAsData += 1;
      return transform.apply(this, args as Parameters<typeof transform>);
    };
  });
}

/** Waits (up to 10 s) for a condition on what the test recorded. */
async function eventually(condition: () => boolean): Promise<boolean> {
  for (let waited = 0; !condition() && waited < 10_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
  return condition();
}

const payloadRuns = (page: Page) => page.evaluate(() => (window as unknown as { __payloadRuns?: number }).__payloadRuns ?? 0);

let s: Session;
afterEach(() => s?.close());

it('the site\'s PDF modal shows a crafted PDF without running its font payload or trying to eval', async () => {
  s = await openBrowser();
  const w = await watch(s);
  await recordPayloadAsData(s);
  const { page } = s;
  await page.route(`**${BROCHURE}`, (route) => route.fulfill({ status: 200, contentType: 'application/pdf', body: PDF }));
  await page.goto('/resources/brochures');
  await page.locator('main').getByRole('button', { name: 'TPMS Heavy Duty' }).click();
  const dialog = page.getByRole('dialog');
  // Rendered in the viewer (not the fallback frame): its text layer and a painted canvas.
  await dialog.locator('.rpv-core__text-layer-text', { hasText: PLAIN_TEXT }).waitFor();
  expect(await dialog.locator('canvas').first().evaluate((c: HTMLCanvasElement) => c.width > 0 && c.height > 0)).toBe(true);
  expect(await dialog.locator('iframe').count()).toBe(0);
  // The crafted glyphs were drawn, through pdf.js's data path: the payload reached transform() as a value.
  await page.waitForFunction(() => (window as unknown as { __payloadAsData: number }).__payloadAsData > 0);
  await page.waitForLoadState('networkidle');
  expect(await payloadRuns(page)).toBe(0);
  expect(w.beacons).toBe(0);
  expect(w.policy).toEqual([]);
  expect(s.errors).toEqual([]);

  // The watch would have seen an eval attempt: a script of the page that tries `new Function` is reported.
  await page.route('**/__eval-probe.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "try { new Function('return 1')(); } catch {}" }),
  );
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const probe = Object.assign(document.createElement('script'), { src: '/__eval-probe.js', onload: resolve });
        document.head.append(probe);
      }),
  );
  expect(await eventually(() => w.policy.some((p) => /eval/.test(p)))).toBe(true);
});

it('control: without the site\'s setting and CSP, pdf.js 3.11 runs the same PDF\'s payload', async () => {
  s = await openBrowser();
  const w = await watch(s);
  const { page } = s;
  // A page of the site's origin answered by the test, so no CSP: pdf.js as shipped, eval on (its default).
  const control = `${baseUrl()}/__pdf-advisory-control`;
  await page.route(`${control}/**`, (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!;
    if (name === 'crafted.pdf') return route.fulfill({ contentType: 'application/pdf', body: PDF });
    if (name.endsWith('.js')) return route.fulfill({ contentType: 'text/javascript', path: path.join(pdfjsBuild, name) });
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>control</title><canvas id="c"></canvas><script src="pdf.min.js"></script><script>
        pdfjsLib.GlobalWorkerOptions.workerSrc = 'pdf.worker.min.js';
        pdfjsLib.getDocument('crafted.pdf').promise.then((doc) => doc.getPage(1)).then((p) => {
          const viewport = p.getViewport({ scale: 1 });
          const c = document.getElementById('c');
          c.width = viewport.width; c.height = viewport.height;
          return p.render({ canvasContext: c.getContext('2d'), viewport }).promise;
        }).then(() => { document.title = 'rendered'; }, (e) => { document.title = 'failed: ' + e; });
      </script>`,
    });
  });
  await page.goto(`${control}/index.html`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.title !== 'control');
  expect(await page.title()).toBe('rendered');
  expect(await payloadRuns(page)).toBeGreaterThan(0);
  expect(await eventually(() => w.beacons > 0)).toBe(true);
});
