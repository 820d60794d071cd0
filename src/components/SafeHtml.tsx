// Renders an HTML field of the content service, sanitised. In the browser DOMPurify cleans it
// (src/lib/sanitize.ts). On the server there is no DOM: the allowlist sanitiser of src/lib/sanitize-static.ts
// writes the same tags and safe links, so the server's page shows the formatted text and its links (no
// JavaScript needed, no shift when the page hydrates). The hydrating render uses the server's result, so
// the two never disagree; DOMPurify's result follows right after.
import { useMemo } from 'react';
import { sanitizeHtml } from '../lib/sanitize';
import { sanitizeHtmlWithoutDom } from '../lib/sanitize-static';
import { useHasDom } from './useHasDom';

interface Props {
  html: string | null | undefined;
  /** Block content (<p>, <ul>) needs a div; inline fragments can use a span. */
  as?: 'div' | 'span';
  className?: string;
  id?: string;
}

export function SafeHtml({ html, as: Tag = 'div', className, id }: Props) {
  const hasDom = useHasDom();
  const clean = useMemo(() => {
    if (!html) return '';
    return hasDom && typeof window !== 'undefined' ? sanitizeHtml(html, window) : sanitizeHtmlWithoutDom(html);
  }, [hasDom, html]);
  if (!html) return null;
  return <Tag className={className} id={id} dangerouslySetInnerHTML={{ __html: clean }} />;
}
