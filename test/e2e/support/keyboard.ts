// Keyboard-only driving for the browser tests: Tab, Shift+Tab, Enter, Space, arrows and Escape through
// page.keyboard, never a click. Every element that takes focus on the way is checked for a visible focus
// indicator (its outline or box-shadow differs from the same element unfocused), for being on screen, and
// for following the previous one in page order when reached by Tab; the problems are collected, so a journey
// ends with `expect(kb.problems).toEqual([])`.
import type { Page } from 'playwright-core';

/** What the test knows about the focused element. */
export interface Focused {
  tag: string;
  id: string;
  /** The role attribute, or the input type for inputs, or the tag. */
  role: string;
  /** Accessible name, simplified: aria-label, aria-labelledby, labels, then text, title, placeholder. */
  name: string;
  expanded: string | null;
  describedBy: string | null;
  invalid: string | null;
  /** Inside a role=dialog / alertdialog. */
  inDialog: boolean;
  /** A short description for failure messages: tag#id "name". */
  label: string;
  /** Focus indicator: the outline or box-shadow differs from the same element without focus. */
  ring: boolean;
  /** A non-interactive element given focus by script (a heading, the main landmark): tabindex=-1. */
  scriptTarget: boolean;
  /** Rendered with a size, not hidden, inside the viewport's width. */
  onScreen: boolean;
}

/** Runs in the page: facts about document.activeElement (null when nothing but the body has focus). */
export function readFocus(): Focused | null {
  const el = document.activeElement;
  if (!el || el === document.body) return null;
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  // Text as assistive technology reads it: aria-hidden parts left out, images by their alt.
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
    if (node instanceof HTMLImageElement) return node.alt;
    return Array.from(node.childNodes).map(textOf).join('');
  };
  const byIds = (ids: string) => clean(ids.split(/\s+/).map((id) => { const t = document.getElementById(id); return t ? textOf(t) : ''; }).join(' '));
  const labels = 'labels' in el ? (el as HTMLInputElement).labels : null;
  const name =
    (el.getAttribute('aria-labelledby') ? byIds(el.getAttribute('aria-labelledby')!) : '') ||
    clean(el.getAttribute('aria-label')) ||
    (labels && labels.length > 0 ? clean(Array.from(labels).map(textOf).join(' ')) : '') ||
    clean(textOf(el)) ||
    clean(el.getAttribute('title')) ||
    clean(el.getAttribute('placeholder'));
  const tag = el.tagName.toLowerCase();
  const role = el.getAttribute('role') ?? (tag === 'input' ? (el as HTMLInputElement).type : tag);

  // The same element without focus: a clone beside it (same classes, same parent), measured, removed. A
  // radio's or checkbox's clone loses its name so that inserting it never unchecks the original. An SVG
  // control (a map marker) may show its focus on its shapes: their strokes are compared too.
  const styleOf = (node: Element) => {
    const cs = getComputedStyle(node);
    const outline = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) > 0 ? `${cs.outlineStyle} ${cs.outlineWidth} ${cs.outlineColor}` : 'none';
    return { outline, shadow: cs.boxShadow };
  };
  const strokes = (node: Element) =>
    Array.from(node.querySelectorAll('*')).map((child) => {
      const cs = getComputedStyle(child);
      return `${cs.stroke} ${cs.strokeWidth} ${cs.outlineStyle} ${cs.outlineWidth}`;
    });
  const focusedStyle = styleOf(el);
  let ring = false;
  if (tag === 'iframe') {
    ring = focusedStyle.outline !== 'none' || focusedStyle.shadow !== 'none';
  } else {
    const svg = el instanceof SVGElement;
    const clone = el.cloneNode(svg) as Element;
    clone.removeAttribute('id');
    clone.removeAttribute('name');
    clone.removeAttribute('autofocus');
    el.after(clone);
    const plain = styleOf(clone);
    const plainStrokes = svg ? strokes(clone) : [];
    clone.remove();
    ring =
      (focusedStyle.outline !== 'none' && focusedStyle.outline !== plain.outline) ||
      (focusedStyle.shadow !== 'none' && focusedStyle.shadow !== plain.shadow) ||
      (svg && strokes(el).some((value, i) => value !== plainStrokes[i]));
  }
  const interactive = /^(a|button|input|select|textarea|iframe|summary)$/.test(tag) || el.hasAttribute('contenteditable');
  const box = el.getBoundingClientRect();
  const visible = typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true, opacityProperty: false }) : true;
  const onScreen = visible && box.width > 0 && box.height > 0 && box.right > 0 && box.left < window.innerWidth;
  const id = el.id;
  return {
    tag,
    id,
    role,
    name,
    expanded: el.getAttribute('aria-expanded'),
    describedBy: el.getAttribute('aria-describedby'),
    invalid: el.getAttribute('aria-invalid'),
    inDialog: Boolean(el.closest('[role=dialog], [role=alertdialog]')),
    label: `${tag}${id ? `#${id}` : ''} "${name.slice(0, 60)}"`,
    ring,
    scriptTarget: !interactive && el.getAttribute('tabindex') === '-1',
    onScreen,
  };
}

/** Runs in the page: is the focused element after the one focused at the last call, in document order? */
function followsPrevious(): boolean {
  const store = window as unknown as { __kbPrevious?: Element | null };
  const previous = store.__kbPrevious;
  const current = document.activeElement;
  store.__kbPrevious = current;
  if (!previous || !current || !previous.isConnected || previous === document.body || current === document.body) return true;
  return Boolean(previous.compareDocumentPosition(current) & Node.DOCUMENT_POSITION_FOLLOWING);
}

export type Match = ((f: Focused) => boolean) | { name: string | RegExp; role?: string };

const matches = (match: Match, f: Focused) => {
  if (typeof match === 'function') return match(f);
  const nameOk = typeof match.name === 'string' ? f.name === match.name : match.name.test(f.name);
  return nameOk && (match.role === undefined || f.role === match.role);
};

const describeMatch = (match: Match) =>
  typeof match === 'function' ? 'the element the predicate looks for' : `${match.role ?? 'element'} named ${String(match.name)}`;

export class KeyboardUser {
  /** Focus problems seen so far: no visible indicator, focus off screen, focus order against the page. */
  readonly problems: string[] = [];
  /** How many focus stops were checked. */
  checked = 0;
  private lastInDialog = false;

  constructor(readonly page: Page) {}

  /** The focused element, checked (indicator, on screen); null when the body has focus. */
  async focused(): Promise<Focused | null> {
    let f = await this.page.evaluate(readFocus);
    // A box-shadow or outline that transitions in starts at its unfocused value: look again once it ran.
    if (f && !f.ring && !f.scriptTarget) {
      await this.page.waitForTimeout(300);
      f = await this.page.evaluate(readFocus);
    }
    if (f) {
      this.checked += 1;
      if (!f.ring && !f.scriptTarget) this.problems.push(`no visible focus indicator on ${f.label} (${this.page.url()})`);
      if (!f.onScreen) this.problems.push(`focus on an element that is not on screen: ${f.label} (${this.page.url()})`);
    }
    return f;
  }

  /** Presses a key (Tab, Shift+Tab, Enter, Space, ArrowDown, Escape…) and returns the checked focus. */
  async press(key: string): Promise<Focused | null> {
    await this.page.keyboard.press(key);
    const f = await this.focused();
    const inOrder = await this.page.evaluate(followsPrevious);
    // Shift+Tab goes backwards; so does a Tab that wraps round a modal's focus trap, or round the document.
    if (key === 'Tab' && !inOrder && !f?.inDialog && f?.name !== 'Skip to main content') {
      this.problems.push(`Tab went backwards in the page to ${f?.label} (${this.page.url()})`);
    }
    // A modal traps focus: Tab and Shift+Tab never leave it while it is open.
    if (/Tab$/.test(key) && this.lastInDialog && !f?.inDialog && (await this.page.locator('[aria-modal=true]').count()) > 0) {
      this.problems.push(`${key} left the open modal for ${f?.label ?? '(body)'} (${this.page.url()})`);
    }
    this.lastInDialog = Boolean(f?.inDialog);
    return f;
  }

  /** Presses Tab (or Shift+Tab) until the focused element matches; fails clearly after `max` presses. */
  async tabTo(match: Match, { max = 80, back = false }: { max?: number; back?: boolean } = {}): Promise<Focused> {
    const visited: string[] = [];
    for (let i = 0; i < max; i += 1) {
      const f = await this.press(back ? 'Shift+Tab' : 'Tab');
      if (f && matches(match, f)) return f;
      visited.push(f?.label ?? '(body)');
    }
    throw new Error(`${describeMatch(match)} not reached in ${max} ${back ? 'Shift+Tab' : 'Tab'} presses; visited:\n  ${visited.join('\n  ')}`);
  }

  /** Types text into the focused field, key by key. */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  /** Waits until the focused element matches (focus moved by the page after an action). */
  async waitForFocus(match: Match, timeout = 5000): Promise<Focused> {
    const until = Date.now() + timeout;
    let f: Focused | null = null;
    while (Date.now() < until) {
      f = await this.page.evaluate(readFocus);
      if (f && matches(match, f)) {
        this.lastInDialog = f.inDialog;
        await this.page.evaluate(followsPrevious);
        return (await this.focused())!;
      }
      await this.page.waitForTimeout(50);
    }
    throw new Error(`focus did not reach ${describeMatch(match)}; it is on ${f?.label ?? '(body)'}`);
  }

  /** Tabs through the whole page from the current focus until it leaves the document or comes round again. */
  async tabThroughPage(max = 400): Promise<Focused[]> {
    const stops: Focused[] = [];
    const seen = new Set<string>();
    for (let i = 0; i < max; i += 1) {
      const f = await this.press('Tab');
      if (!f) break;
      // The element itself, not its place in the document: a page that loads a chunk's stylesheet (the header
      // search does when it takes focus) moves every element's index.
      const key = `${f.label}@${await this.page.evaluate(() => {
        const w = window as unknown as { kbIds?: WeakMap<Element, number>; kbNext?: number };
        w.kbIds ??= new WeakMap();
        const el = document.activeElement!;
        if (!w.kbIds.has(el)) w.kbIds.set(el, (w.kbNext = (w.kbNext ?? 0) + 1));
        return w.kbIds.get(el);
      })}`;
      if (seen.has(key)) break;
      seen.add(key);
      stops.push(f);
    }
    return stops;
  }
}

/** Reads an element's attribute by CSS selector (null when absent). */
export const attr = (page: Page, selector: string, name: string) =>
  page.locator(selector).first().getAttribute(name);

/** The text of the elements an aria-describedby lists. */
export const describedText = (page: Page, ids: string | null) =>
  page.evaluate(
    (list) =>
      (list ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? `(missing #${id})`)
        .join(' | '),
    ids,
  );
