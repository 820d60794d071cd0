// Shape of the static pages' copy (tire construction, technology): sections of titled blocks, each a few
// paragraphs and an optional list. Kept as data so the pages stay small and the copy easy to edit.

export interface CopyBlock {
  /** A sub-heading (h3) inside the section; absent for the section's opening text. */
  title?: string;
  paragraphs: string[];
  list?: string[];
  /** Paragraphs after the list. */
  after?: string[];
}

export interface CopySection {
  id: string;
  title: string;
  lead: string;
  blocks: CopyBlock[];
}
