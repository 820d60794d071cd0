// Runs inside the page (page.evaluate): the outline, image and link facts the SEO audit asserts. Only what
// assistive technology and crawlers see counts: nodes under aria-hidden, [hidden] or display:none are skipped.

export interface PageAuditFacts {
  lang: string;
  title: string;
  h1: string[];
  /** Heading levels in document order, e.g. "h1 Tires", "h2 Narrow Results". */
  outline: string[];
  /** Headings whose level is more than one below the previous heading's: "h2 A -> h4 B". */
  skipped: string[];
  /** Images (img, role=img) without alt / accessible name, by src or markup. */
  imagesWithoutAlt: string[];
  /** Links with no accessible name (by href), and links whose whole name is generic ("Learn more", "here"). */
  unnamedLinks: string[];
  genericLinks: string[];
}

export function collectPageAuditFacts(): PageAuditFacts {
  const GENERIC = new Set(['click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info',
    'more information', 'read more', 'right here', 'see more', 'start', 'this', 'link']);

  const hidden = (el: Element): boolean => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      if (e.getAttribute('aria-hidden') === 'true' || e.hasAttribute('hidden')) return true;
      if (getComputedStyle(e).display === 'none') return true;
    }
    return false;
  };
  const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

  // Accessible name, simplified from accname: aria-labelledby, aria-label, then the content (img alt included).
  const nameOf = (el: Element): string => {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) {
      return clean(labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' '));
    }
    const label = clean(el.getAttribute('aria-label') ?? '');
    if (label) return label;
    const parts: string[] = [];
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
      if (node.nodeType !== Node.ELEMENT_NODE) return;
      const child = node as Element;
      if (child.getAttribute('aria-hidden') === 'true') return;
      if (child !== el && (child.getAttribute('aria-label') || child.getAttribute('aria-labelledby'))) {
        parts.push(nameOf(child));
        return;
      }
      if (child.tagName === 'IMG') parts.push(child.getAttribute('alt') ?? '');
      child.childNodes.forEach(walk);
    };
    walk(el);
    return clean(parts.join(' ')) || clean(el.getAttribute('title') ?? '');
  };

  const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')].filter((h) => !hidden(h));
  const levelOf = (h: Element) => Number(h.getAttribute('aria-level') ?? h.tagName.slice(1));
  const outline = headings.map((h) => `h${levelOf(h)} ${clean(h.textContent ?? '')}`);
  const skipped: string[] = [];
  headings.forEach((h, i) => {
    const previous = i === 0 ? 0 : levelOf(headings[i - 1]!);
    if (levelOf(h) > previous + 1) skipped.push(`${i === 0 ? '(start)' : outline[i - 1]} -> ${outline[i]}`);
  });

  const images = [...document.querySelectorAll('img, [role="img"]')].filter((img) => !hidden(img));
  const imagesWithoutAlt = images
    .filter((img) => (img.tagName === 'IMG' ? !img.hasAttribute('alt') : nameOf(img) === ''))
    .map((img) => img.getAttribute('src') ?? img.outerHTML.slice(0, 80));

  const links = [...document.querySelectorAll('a[href]')].filter((a) => !hidden(a));
  return {
    lang: document.documentElement.lang,
    title: document.title,
    h1: headings.filter((h) => levelOf(h) === 1).map((h) => clean(h.textContent ?? '')),
    outline,
    skipped,
    imagesWithoutAlt,
    unnamedLinks: links.filter((a) => nameOf(a) === '').map((a) => a.getAttribute('href')!),
    genericLinks: links.filter((a) => GENERIC.has(nameOf(a).toLowerCase().replace(/[.!?…]+$/, ''))).map((a) => `${nameOf(a)} (${a.getAttribute('href')})`),
  };
}
