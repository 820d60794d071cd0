// The page kinds the bench audits with Lighthouse (issue 9), with ids read from the running catalog, and the
// printed table of their figures against the goals.
import { paths } from '../src/routing/paths';
import type { Finding, LighthouseReport, PageSpec } from './lighthouse';

/** Goals of issues 9 and 22 (README, Performance): Lighthouse mobile at the fixed CPU budget (bench/lighthouse.ts). */
export const GOALS = { performance: 100, seo: 100, lcpMs: 1200, tbtMs: 100, cls: 0, homeJsGzipBytes: 90 * 1024, catalogP99Ms: 10 };

export async function lighthousePages(baseUrl: string): Promise<PageSpec[]> {
  const get = async <T>(p: string): Promise<T> => (await (await fetch(`${baseUrl}${p}`)).json()) as T;
  const sizes = (await get<{ data: { size: string }[] }>('/website/tiresize/list?sort_by=size&sort_type=asc&is_all=true')).data;
  const products = (await get<{ data: { tire_size_id: number }[] }>('/website/products/list')).data;
  const mid = <T>(items: T[]): T => items[Math.floor(items.length / 2)]!;
  return [
    { name: 'home', path: paths.home() },
    { name: 'results', path: paths.tireResults({ tireSize: mid(sizes).size }) },
    { name: 'details', path: paths.tireDetails({ tireId: mid(products).tire_size_id }) },
    { name: 'technology', path: paths.technology() },
    { name: 'brochures', path: paths.brochures() },
    { name: 'article', path: paths.otrTip({ slug: 'correct-tire-inflation' }) },
    { name: 'contact form', path: paths.contactUs() },
    { name: 'dealers', path: paths.dealers() },
  ];
}

/** Figures below a goal, named ("perf 91", "LCP 2.9 s"). */
export function misses(m: NonNullable<LighthouseReport['pages'][number]['median']>): string[] {
  const out: string[] = [];
  if (m.performance < GOALS.performance) out.push(`perf ${m.performance}`);
  if (m.seo < GOALS.seo) out.push(`SEO ${m.seo}`);
  if (m.lcpMs > GOALS.lcpMs) out.push(`LCP ${(m.lcpMs / 1000).toFixed(2)} s`);
  if (m.tbtMs > GOALS.tbtMs) out.push(`TBT ${m.tbtMs} ms`);
  if (m.cls > GOALS.cls) out.push(`CLS ${m.cls}`);
  return out;
}

export function lighthouseTable(report: LighthouseReport): string {
  const head = ['page', 'perf', 'a11y', 'SEO', 'BP', 'FCP ms', 'LCP ms', 'CLS', 'TBT ms', 'main thread ms', 'JS ms', 'slowdown', 'below goal'];
  const rows = report.pages.map((p) => {
    const m = p.median;
    if (!m) return [p.name, 'error', '', '', '', '', '', '', '', '', '', '', p.errors.join('; ').slice(0, 120)];
    const cells = [m.performance, m.accessibility, m.seo, m.bestPractices, m.fcpMs, m.lcpMs, m.cls, m.tbtMs, m.mainThreadMs, m.scriptMs, `${m.cpuSlowdown}x`];
    return [p.name, ...cells, misses(m).join(', ') || '-'].map(String);
  });
  return table(head, rows);
}

/** Before (the baseline build) and after, per page: score, TBT, LCP and main-thread work, medians. */
export function lighthouseComparison(before: LighthouseReport, after: LighthouseReport): string {
  const head = ['page', 'perf', 'TBT ms', 'LCP ms', 'main thread ms', 'main thread after/before'];
  const rows = after.pages.map((a) => {
    const b = before.pages.find((p) => p.name === a.name)?.median;
    const m = a.median;
    if (!b || !m) return [a.name, 'error', '', '', '', ''];
    const ratio = (m.mainThreadMs / b.mainThreadMs).toFixed(2);
    return [a.name, `${b.performance} → ${m.performance}`, `${b.tbtMs} → ${m.tbtMs}`, `${b.lcpMs} → ${m.lcpMs}`, `${b.mainThreadMs} → ${m.mainThreadMs}`, ratio];
  });
  return table(head, rows);
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) => cells.map((c, i) => String(c).padEnd(widths[i]!)).join('  ');
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** For each page below a goal: Lighthouse's top opportunities and diagnostics, and failed SEO/a11y/BP audits. */
export function lighthouseFindings(report: LighthouseReport): string {
  const lines: string[] = [];
  for (const p of report.pages) {
    if (p.errors.length) lines.push(`${p.name}: ${p.errors.join('; ')}`);
    const shown = (p.failedAudits ?? []).length > 0 || (p.median && misses(p.median).length > 0);
    if (!shown) continue;
    lines.push(`${p.name} (${p.path}):`);
    const show = (label: string, f: Finding) =>
      lines.push(`  ${label.padEnd(12)} ${f.title}${f.display ? ` (${f.display})` : ''}${f.about ? `\n               ${f.about}` : ''}`);
    for (const f of p.opportunities ?? []) show('opportunity', f);
    for (const f of p.diagnostics ?? []) show('diagnostic', f);
    for (const f of p.failedAudits ?? []) show(f.category, f);
  }
  return lines.join('\n');
}
