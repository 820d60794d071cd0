// npx tsx bench/main-thread.ts [--root DIR] [--runs N] [--cpu K] [--pages home,details | --paths /a,/b | --catalog S --cards 20,100] [--profile] [--no-js] [--no-images]: each Lighthouse page
// kind's main-thread cost in Chromium at K x CPU slowdown (default 4, as Lighthouse's mobile profile): the long
// tasks from navigation until the page is quiet (their time over 50 ms summed is what Lighthouse calls total
// blocking time, here measured rather than simulated), and the main thread's busy time: every task from
// navigation until quiet, long or not (Chromium's TaskDuration metric). --profile adds the functions with the
// most self time.
// Quicker and steadier to iterate with than Lighthouse; needs a build (STATIC_DIR measures a copy; --root DIR another
// checkout's server and build, e.g. a baseline's).
// --catalog S publishes a generated catalog of S sizes first; --cards 20,100 measures the results pages of the sizes
// whose searches match nearest that many tires (issue 22: 100 result cards cost at most 1.5x the time of 20).
import { chromium, type CDPSession } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/support/chromium';
import { startServerProcess } from '../test/support/server-process';
import { blockingMs, OBSERVE_LONG_TASKS, quietLongTasks } from './long-tasks';
import { generatedPackage, publishZip } from './catalog-publish';
import { lighthousePages } from './pages';
import { argText, median } from './args';

const arg = (name: string, fallback: string): string => argText(name) ?? fallback;

interface Sample {
  /** Every task of the page's main thread from navigation until quiet, summed (ms). */
  busyMs: number;
  blockingMs: number;
  longestMs: number;
  tasks: number;
  /** The start-up steps of src/main.tsx (`boot: …` measures), ms each. */
  steps: Record<string, number>;
}

const bootSteps = () =>
  Object.fromEntries(
    performance
      .getEntriesByType('measure')
      .filter((m) => m.name.startsWith('boot: '))
      .map((m) => [m.name.slice(6), Math.round(m.duration)]),
  );

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** Self time per function (ms) from a CPU profile, most first. */
async function topFunctions(cdp: CDPSession, n = 12): Promise<string[]> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const f = byId.get(id)?.callFrame;
    if (!f) return;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop() ?? ''}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${k}`);
}

/** For each wanted count, the results page of the size whose search matches nearest that many tires. */
async function pagesWithCards(baseUrl: string, counts: number[]): Promise<{ name: string; path: string }[]> {
  const res = await fetch(`${baseUrl}/website/products/list`, { headers: { ispublic: 'true' } });
  const bySize = new Map<string, number>();
  for (const { size } of ((await res.json()) as { data: { size: string }[] }).data) bySize.set(size, (bySize.get(size) ?? 0) + 1);
  return counts.map((wanted) => {
    const [size, n] = [...bySize].sort((a, b) => Math.abs(a[1] - wanted) - Math.abs(b[1] - wanted))[0]!;
    return { name: `${n} cards`, path: `/tires/tire-results?tireSize=${encodeURIComponent(size)}` };
  });
}

async function main() {
  const runs = Number(arg('runs', '3'));
  const cpu = Number(arg('cpu', '4'));
  const wanted = arg('pages', '').split(',').filter(Boolean);
  const profile = process.argv.includes('--profile');
  const root = arg('root', '');
  const server = await startServerProcess({ LOG_LEVEL: 'error' }, { root: root || undefined });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    // --paths /a,/b: those pages instead of the Lighthouse page kinds (e.g. results of 1 and of 24 tires).
    const paths = arg('paths', '').split(',').filter(Boolean);
    const catalogSizes = Number(arg('catalog', '0'));
    if (catalogSizes > 0) await publishZip(server, generatedPackage(catalogSizes), `bench-${catalogSizes}.zip`);
    const cards = arg('cards', '').split(',').filter(Boolean).map(Number);
    const pages = cards.length
      ? await pagesWithCards(server.baseUrl, cards)
      : paths.length
        ? paths.map((p) => ({ name: p.slice(0, 40), path: p }))
        : (await lighthousePages(server.baseUrl)).filter((p) => !wanted.length || wanted.includes(p.name));
    console.log(`main thread at ${cpu}x CPU slowdown, 412 px wide, median of ${runs}:`);
    for (const spec of pages) {
      const samples: Sample[] = [];
      for (let r = 0; r < runs; r += 1) {
        // --no-js: the page without its scripts, the floor that the HTML and CSS alone cost.
        const javaScriptEnabled = !process.argv.includes('--no-js');
        const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, javaScriptEnabled });
        const page = await context.newPage();
        await page.addInitScript(OBSERVE_LONG_TASKS);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
        await cdp.send('Performance.enable');
        const taskSeconds = async () => {
          const { metrics } = await cdp.send('Performance.getMetrics');
          return metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;
        };
        const before = await taskSeconds(); // the blank page's own tasks
        const profiling = profile && r === 0;
        if (profiling) {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
          await cdp.send('Profiler.start');
        }
        // --no-images: what the page's images cost (the difference from a run with them).
        if (process.argv.includes('--no-images')) await page.route(/\/(media|website\/documents\/thumbnails)\//, (route) => route.abort());
        await page.goto(`${server.baseUrl}${spec.path}`, { waitUntil: 'load' });
        const long = (await quietLongTasks(page)).map(([, duration]) => duration);
        // Read before evaluate() below adds tasks of its own.
        const busyMs = Math.round((await taskSeconds()) * 1000 - before * 1000);
        samples.push({
          busyMs,
          blockingMs: blockingMs(long),
          longestMs: Math.round(Math.max(0, ...long)),
          tasks: long.length,
          steps: await page.evaluate(bootSteps),
        });
        if (profiling) for (const line of await topFunctions(cdp)) console.log(`    ${line}`);
        await context.close();
      }
      const m = (k: Exclude<keyof Sample, 'steps'>) => median(samples.map((s) => s[k]));
      const steps = Object.keys(samples[0]?.steps ?? {})
        .map((name) => `${name} ${median(samples.map((s) => s.steps[name] ?? 0))}`)
        .join(', ');
      console.log(
        `  ${spec.name.padEnd(13)} busy ${String(m('busyMs')).padStart(5)} ms  blocking ${String(m('blockingMs')).padStart(5)} ms  longest task ${String(m('longestMs')).padStart(4)} ms  long tasks ${m('tasks')}  (start-up steps, ms: ${steps})`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
