// axe-core in the real browser (issue 10): its source goes in through page.evaluate (the DevTools protocol,
// which the site's CSP does not govern: a <script> tag would be refused), then axe.run checks the WCAG 2.0,
// 2.1 and 2.2 A/AA rules plus axe's best practices against the page as it stands. Violations come back as
// one readable line per rule: id, impact, the selectors of the failing nodes and axe's summary.
import fs from 'node:fs';
import type { Page } from 'playwright-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] as const;

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}
interface AxeWindow {
  axe?: { run: (context: unknown, options: object) => Promise<{ violations: AxeViolation[]; passes: unknown[] }> };
}

/** Waits until nothing is loading (aria-busy, skeletons) and every finite CSS transition/animation has ended. */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .skeleton'), undefined, { timeout: 30_000 });
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => {
      const timing = a.effect?.getComputedTiming();
      return timing !== undefined && timing.endTime !== Infinity;
    });
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 3000))]);
  });
}

export interface AxeScope {
  /** CSS selectors to check (default: the whole document). */
  include?: string[];
}

/** Runs axe on the page and returns its violations (after `settle`). */
export async function runAxe(page: Page, scope: AxeScope = {}): Promise<AxeViolation[]> {
  await settle(page);
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(AXE_SOURCE);
  const { violations, passes } = await page.evaluate(
    async ({ tags, include }) => {
      const axe = (window as AxeWindow).axe!;
      const context = include ? { include: include.map((s) => [s]) } : document;
      const result = await axe.run(context, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return {
        passes: result.passes,
        violations: result.violations.map((v) => ({
          id: v.id,
          impact: v.impact,
          help: v.help,
          nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
        })),
      };
    },
    { tags: [...AXE_TAGS], include: scope.include },
  );
  // The run is not vacuous: rules passed on the checked part of the page.
  if (passes.length === 0) throw new Error('axe passed no rule at all: nothing was checked');
  return violations;
}

/** One line per violated rule: "label: id [impact] help — selectors — summary of the first node". */
export function describeViolations(label: string, violations: AxeViolation[]): string[] {
  return violations.map((v) => {
    const targets = v.nodes.map((n) => n.target.map(String).join(' >> ')).slice(0, 6);
    const more = v.nodes.length > targets.length ? ` (+${v.nodes.length - targets.length} more)` : '';
    const summary = (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').trim();
    return `${label}: ${v.id} [${v.impact ?? 'n/a'}] ${v.help} — ${targets.join(' | ')}${more} — ${summary}`;
  });
}

/** Checks the page and adds what axe finds, labelled, to `problems`; returns the count of violated rules. */
export async function auditInto(problems: string[], page: Page, label: string, scope?: AxeScope): Promise<number> {
  const violations = await runAxe(page, scope);
  problems.push(...describeViolations(label, violations));
  return violations.length;
}
