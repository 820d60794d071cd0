// Rich text of the content service (Strapi's `richtext` is Markdown) as HTML, with marked. Raw HTML inside the
// Markdown is off: it is shown as text, never passed through. The result is still sanitised where it is
// rendered (src/components/SafeHtml.tsx), as any HTML from another system is.
import { Marked } from 'marked';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const marked = new Marked({
  async: false,
  gfm: true,
  breaks: false,
  renderer: {
    // Block and inline HTML: its source as text.
    html: ({ text }) => escapeHtml(text),
  },
});

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown, { async: false });
}
