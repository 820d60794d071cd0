// Find-in-document highlights on pdf.js text layers. The layer holds one transparent span per text item,
// laid over the canvas; like pdf.js's own viewer we wrap each match inside its span in a <mark>, which keeps
// the span's measured width (and so its alignment with the canvas). DOM only, no pdf.js.

export const HIT_CLASS = 'pdf-find__hit';
export const CURRENT_HIT_CLASS = 'pdf-find__hit--current';

/** Start offsets of the non-overlapping, case-insensitive occurrences of `term` in `text`. */
export function findOffsets(text: string, term: string): number[] {
  const needle = term.toLocaleLowerCase();
  if (!needle) return [];
  const haystack = text.toLocaleLowerCase();
  const offsets: number[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    offsets.push(at);
  }
  return offsets;
}

/** How many matches each text item (= each span of the rendered layer) holds, in order. */
export function countMatches(texts: readonly string[], term: string): number[] {
  return texts.map((text) => findOffsets(text, term).length);
}

/** Removes every highlight from `layer`, leaving its spans' text as pdf.js rendered it. */
export function clearHighlights(layer: HTMLElement): void {
  for (const mark of Array.from(layer.querySelectorAll(`mark.${HIT_CLASS}`))) {
    const parent = mark.parentNode;
    if (!parent) continue;
    parent.replaceChild(document.createTextNode(mark.textContent ?? ''), mark);
    parent.normalize();
  }
}

/** The text spans of a layer, in reading order: spans holding text only (pdf.js may nest marked content). */
function textSpans(layer: HTMLElement): HTMLElement[] {
  return Array.from(layer.querySelectorAll<HTMLElement>('span')).filter(
    (span) => span.childElementCount === 0 && (span.textContent ?? '') !== '',
  );
}

/**
 * Marks every occurrence of `term` in `layer`; the `current`-th one (0-based, in reading order) also gets
 * CURRENT_HIT_CLASS. Returns the marks in order.
 */
export function highlightLayer(layer: HTMLElement, term: string, current: number | null = null): HTMLElement[] {
  clearHighlights(layer);
  const marks: HTMLElement[] = [];
  if (!term) return marks;
  for (const span of textSpans(layer)) {
    const text = span.textContent ?? '';
    const offsets = findOffsets(text, term);
    if (offsets.length === 0) continue;
    const fragment = document.createDocumentFragment();
    let from = 0;
    for (const at of offsets) {
      if (at > from) fragment.append(text.slice(from, at));
      const mark = document.createElement('mark');
      mark.className = marks.length === current ? `${HIT_CLASS} ${CURRENT_HIT_CLASS}` : HIT_CLASS;
      mark.textContent = text.slice(at, at + term.length);
      fragment.append(mark);
      marks.push(mark);
      from = at + term.length;
    }
    if (from < text.length) fragment.append(text.slice(from));
    span.replaceChildren(fragment);
  }
  return marks;
}
