// Runs inside the page (page.evaluate): what text zoom and reflow (WCAG 1.4.4, 1.4.10) can lose, in ways a
// script can see. Only what a sighted visitor could see counts: nothing under display:none, visibility:hidden,
// [hidden], [inert] or aria-hidden is looked at, nor visually-hidden text (a 1 px clipped box).

export interface LayoutFacts {
  /** The document scrolls sideways: its width beyond the viewport's, in CSS px (0 when it fits). */
  horizontalOverflow: number;
  /** Wide elements that stick out past the right edge of the viewport (the cause of the overflow). */
  widest: string[];
  /**
   * Headings, buttons, links and form fields of <main> and the open dialog that are not fully within the
   * viewport's width (those in a box that scrolls sideways, a wide table, are reached by scrolling it).
   */
  offscreen: string[];
  /** Text cut off by an ancestor that hides overflow (overflow hidden/clip, not a scrolling box). */
  clipped: string[];
  /**
   * Text that did not follow the text size (a px font size): "selector 12px → 12px". A text counts as grown
   * when it doubled or reached the zoomed body size (a fluid heading's clamp() may stop it short of double).
   */
  fixedSize: string[];
  /** Count of text elements looked at (the audit is not vacuous). */
  textElements: number;
}

interface BaseSizes {
  __baseFontSizes?: WeakMap<Element, number>;
}

export function collectLayoutFacts(rootScale: number): LayoutFacts {
  const viewportWidth = document.documentElement.clientWidth;
  const describe = (el: Element): string => {
    const id = el.id ? `#${el.id}` : '';
    const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${el.tagName.toLowerCase()}${id}${cls}${text ? ` "${text}"` : ''}`;
  };
  const unseen = (el: Element): boolean => {
    if (el.closest('[hidden], [inert], [aria-hidden="true"]')) return true;
    for (let e: Element | null = el; e; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return true;
      const rect = e.getBoundingClientRect();
      // Visually hidden (read aloud only): a 1 px box, or clipped away entirely.
      if (rect.width <= 1 && rect.height <= 1 && style.overflow !== 'visible') return true;
      if (style.position === 'absolute' && style.clip === 'rect(0px, 0px, 0px, 0px)') return true;
    }
    return false;
  };
  const scrolls = (style: CSSStyleDeclaration) =>
    ['auto', 'scroll'].includes(style.overflowX) || ['auto', 'scroll'].includes(style.overflowY);
  const inScroller = (el: Element): boolean => {
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
      if (['auto', 'scroll'].includes(getComputedStyle(e).overflowX)) return true;
    }
    return false;
  };
  const clips = (style: CSSStyleDeclaration) =>
    ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);

  // Elements holding text of their own (a text node child with letters or digits).
  const textElements = [...document.body.querySelectorAll('*')].filter(
    (el) =>
      !['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'OPTION'].includes(el.tagName) &&
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && /[\p{L}\p{N}]/u.test(n.textContent ?? '')) &&
      !el.closest('svg, .rpv-core__text-layer, .rpv-core__viewer') &&
      !unseen(el),
  );

  const clipped: string[] = [];
  const fixedSize: string[] = [];
  for (const el of textElements) {
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    if (text.width === 0 || text.height === 0) continue;
    for (let a: Element | null = el; a && a !== document.body; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (scrolls(style)) break; // text in a scrolling box is reached by scrolling it
      if (!clips(style)) continue;
      const box = a.getBoundingClientRect();
      const cutX = ['hidden', 'clip'].includes(style.overflowX) && (text.left < box.left - 1 || text.right > box.right + 1);
      const cutY = ['hidden', 'clip'].includes(style.overflowY) && (text.top < box.top - 1 || text.bottom > box.bottom + 1);
      if (cutX || cutY) {
        clipped.push(`${describe(el)} cut by ${a === el ? 'itself' : describe(a)}`);
        break;
      }
    }
    const base = (window as BaseSizes).__baseFontSizes?.get(el);
    if (rootScale !== 1 && base !== undefined) {
      const size = parseFloat(getComputedStyle(el).fontSize);
      // It doubled, or it is at least as large as body text zoomed (a fluid heading's clamp() may cap it).
      if (size < base * rootScale * 0.95 && size < 16 * rootScale) fixedSize.push(`${describe(el)} ${base}px → ${size}px`);
    }
  }

  const scope = [...document.querySelectorAll('main, [role="dialog"], [role="alertdialog"]')];
  const offscreen = scope
    .flatMap((root) => [...root.querySelectorAll('h1, h2, h3, button, a[href], input, select, textarea, label')])
    .filter((el) => !unseen(el) && !inScroller(el))
    .filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && (r.left < -1 || r.right > viewportWidth + 1);
    })
    .map((el) => `${describe(el)} spans x ${Math.round(el.getBoundingClientRect().left)}..${Math.round(el.getBoundingClientRect().right)}`);

  const overflow = Math.max(0, document.documentElement.scrollWidth - viewportWidth);
  const widest = overflow
    ? [...document.body.querySelectorAll('*')]
        .filter((el) => !unseen(el) && el.getBoundingClientRect().right > viewportWidth + 1)
        // The innermost culprits: elements none of whose children stick out as well.
        .filter((el) => ![...el.children].some((c) => c.getBoundingClientRect().right > viewportWidth + 1))
        .slice(0, 5)
        .map((el) => `${describe(el)} right edge ${Math.round(el.getBoundingClientRect().right)}`)
    : [];

  return { horizontalOverflow: overflow, widest, offscreen, clipped, fixedSize, textElements: textElements.length };
}

/** Before zooming: notes each element's font size (px), so collectLayoutFacts can tell which did not grow. */
export function noteBaseFontSizes(): void {
  const sizes = new WeakMap<Element, number>();
  for (const el of document.body.querySelectorAll('*')) sizes.set(el, parseFloat(getComputedStyle(el).fontSize));
  (window as BaseSizes).__baseFontSizes = sizes;
}
