// CI's size budget (.ci/budgets.json): every script the server-rendered home page loads before it is
// interactive (its tags, the loader and the list the loader starts: src/boot.ts), gzipped at level 9 as a
// CDN would send it. Fails the run when the sum exceeds the budget, or when any of those scripts is the staff
// console's or holds its code (bench/admin-bundle.ts); prints what /admin loads. Needs a build (`npm run build`).
import fs from 'node:fs';
import path from 'node:path';
import { describeConsoleBundle, measureConsoleBundle } from '../bench/admin-bundle';
import { measurePageJs } from '../bench/bundle';
import { startServerProcess } from '../test/support/server-process';

interface Budgets {
  firstRouteJsGzipKB: number;
}

async function main(): Promise<void> {
  const root = path.resolve(__dirname, '..');
  const budgets = JSON.parse(fs.readFileSync(path.join(__dirname, 'budgets.json'), 'utf8')) as Budgets;
  const server = await startServerProcess();
  try {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    const page = measurePageJs(html, path.join(root, 'dist/public'));
    if (page.files.length === 0) throw new Error('the home page lists no scripts: is the build missing?');
    const total = page.gzipBytes / 1024;
    for (const f of page.files) console.log(`  ${(f.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${f.file}`);
    const verdict = total <= budgets.firstRouteJsGzipKB ? 'within' : 'OVER';
    console.log(`first-route JS (server-rendered home): ${total.toFixed(1)} KB gzipped, ${verdict} the budget of ${budgets.firstRouteJsGzipKB} KB`);
    if (total > budgets.firstRouteJsGzipKB) process.exitCode = 1;
    const staffConsole = describeConsoleBundle(measureConsoleBundle(path.join(root, 'dist/public'), path.join(root, 'dist/server'), page.files.map((f) => f.file)));
    console.log(staffConsole.line);
    if (!staffConsole.ok) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
