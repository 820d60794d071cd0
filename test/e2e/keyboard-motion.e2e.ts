// Keyboard only (issue 10): on each kind of page, Tab from the skip link to the footer's last link moves
// forward in page order with a visible indicator on every stop; with prefers-reduced-motion there is no
// smooth scrolling and no height animation, without it the SPEC's animations stay.
import type { Page } from 'playwright-core';
import { openBrowser } from './support/browser';
import { KeyboardUser } from './support/keyboard';
import { api, button, keyboardSession, load } from './support/keyboard-session';

const ctx = keyboardSession('keyboard order');

describe('focus order follows the page', () => {
  /** Pages whose address needs a tire id or size from the catalog. */
  async function resolve(path: string): Promise<string> {
    if (!path.includes('{')) return path;
    const { data } = await api<{ data: { tire_size_id: number; size: string }[] }>('products/list');
    return path
      .replace('{id}', String(data[0]!.tire_size_id))
      .replace('{id2}', String(data[1]!.tire_size_id))
      .replace('{size}', encodeURIComponent(data[0]!.size));
  }

  it.each([
    '/',
    '/tires/tire-results?tireSize={size}',
    '/tires/tire-details?tireId={id}',
    '/tires/compare-tires?tire1_Id={id}&tire2_Id={id2}',
    '/resources/brochures',
    '/infocenter',
    '/total-mobility/trusted-products/technology',
    '/total-mobility/tire-management-solutions',
    '/contact/request-consultation',
    '/emtrack/registration',
    '/dealers',
  ])('%s: from the skip link to the footer, every stop forward in the page, visible and on screen', async (path) => {
    await load(ctx.s.page, await resolve(path));
    const stops = await ctx.kb.tabThroughPage();
    expect(stops[0]?.name).toBe('Skip to main content');
    expect(stops.length).toBeGreaterThan(15);
    expect(stops.at(-1)?.name).toMatch(/Legal Notice/);
    expect(await ctx.s.page.locator('[tabindex]:not([tabindex="0"]):not([tabindex="-1"])').count()).toBe(0);
  });

  it('the check itself notices a focus indicator taken away', async () => {
    await load(ctx.s.page, '/');
    await ctx.s.page.addStyleTag({ content: '.skip-link:focus, .skip-link:focus-visible { outline: none !important; box-shadow: none !important; }' });
    await ctx.kb.press('Tab');
    expect(ctx.kb.problems).toEqual([expect.stringMatching(/^no visible focus indicator on a "Skip to main content"/)]);
    ctx.kb.problems.length = 0;
  });
});

describe('reduced motion', () => {
  // Every programmatic scroll and the behavior it asked for.
  const recordScrolls = (page: Page) =>
    page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { __scrolls: string[] }).__scrolls = calls;
      const behaviorOf = (arg: unknown) =>
        typeof arg === 'object' && arg !== null && 'behavior' in arg ? String((arg as ScrollToOptions).behavior) : 'auto';
      const into = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (arg?: boolean | ScrollIntoViewOptions) {
        calls.push(behaviorOf(arg));
        return into.call(this, arg);
      };
      const to = window.scrollTo.bind(window) as (...args: unknown[]) => void;
      window.scrollTo = ((...args: unknown[]) => {
        calls.push(behaviorOf(args[0]));
        to(...args);
      }) as typeof window.scrollTo;
    });
  const scrolls = (page: Page) => page.evaluate(() => (window as unknown as { __scrolls: string[] }).__scrolls.slice());

  /** Motion facts of a page: html scroll-behavior, panels' transition durations, the Tire Specs animation. */
  const motion = (page: Page) =>
    page.evaluate(() => {
      const style = (selector: string) => {
        const el = document.querySelector(selector);
        return el ? getComputedStyle(el) : null;
      };
      return {
        scrollBehavior: getComputedStyle(document.documentElement).scrollBehavior,
        panel: style('.collapsible-panel__body')?.transitionDuration,
        specs: style('.tire-details__specs > .collapsible-panel__body')?.animationName,
        submenu: style('.submenu')?.transitionDuration,
        footer: style('.footer-panel__body')?.transitionDuration,
      };
    });

  async function journey(page: Page, user: KeyboardUser) {
    const { data } = await api<{ data: { tire_size_id: number }[] }>('products/list');
    await load(page, `/tires/tire-details?tireId=${data[0]!.tire_size_id}`);
    const facts = await motion(page);
    // The sign-up's invalid submit scrolls to the form (SPEC §4)…
    await load(page, '/emtrack/registration', 'EMTrack Sign Up');
    await user.tabTo(button(/^Sign Up for EMTrack/));
    await user.press('Enter');
    await user.waitForFocus((f) => f.invalid === 'true');
    await page.waitForFunction(() => (window as unknown as { __scrolls: string[] }).__scrolls.length > 0);
    const formScrolls = await scrolls(page);
    // …and the technology page's side navigation scrolls to a section and focuses it.
    await load(page, '/total-mobility/trusted-products/technology', 'Technology');
    await user.tabTo({ name: 'Never-Flat Confidence', role: 'a' });
    await user.press('Enter');
    await user.waitForFocus((f) => f.tag === 'section' && f.name === 'Never-Flat Confidence');
    return { ...facts, scrolls: [...formScrolls, ...(await scrolls(page))] };
  }

  it('with reduced motion: no smooth scrolling, no height animation', async () => {
    const reduced = await openBrowser();
    const user = new KeyboardUser(reduced.page);
    try {
      await reduced.page.emulateMedia({ reducedMotion: 'reduce' });
      await recordScrolls(reduced.page);
      const facts = await journey(reduced.page, user);
      expect(facts).toMatchObject({ scrollBehavior: 'auto', panel: '0s', specs: 'none', submenu: '0s', footer: '0s' });
      expect(facts.scrolls.length).toBeGreaterThanOrEqual(2);
      expect(facts.scrolls.filter((b) => b === 'smooth')).toEqual([]);
      expect(user.problems).toEqual([]);
    } finally {
      await reduced.close();
    }
  });

  it('without the preference the SPEC animations stay: 0.35 s panels, 0.4 s menus, smooth scrolls', async () => {
    const motionOk = await openBrowser();
    const user = new KeyboardUser(motionOk.page);
    try {
      await motionOk.page.emulateMedia({ reducedMotion: 'no-preference' });
      await recordScrolls(motionOk.page);
      const facts = await journey(motionOk.page, user);
      expect(facts).toMatchObject({ panel: '0.35s, 0s', specs: 'tire-specs-open', submenu: '0.4s, 0s', footer: '0.4s, 0s' });
      expect(facts.scrolls.filter((b) => b === 'smooth').length).toBeGreaterThanOrEqual(2);
      expect(user.problems).toEqual([]);
    } finally {
      await motionOk.close();
    }
  });
});
