// Renders an HTML field (rich text after src/lib/markdown.ts), sanitised: by DOMPurify in the browser
// (src/lib/sanitize.ts), by sanitize-html on the server (src/lib/sanitize-server.ts, registered by the
// server-rendering entry), both with the same allowlist, so the server's page shows the formatted text and its
// links without JavaScript. Hydration keeps the server's markup.
import { useMemo } from 'react';
import { sanitizeAnywhere } from '../lib/sanitize';

interface Props {
  html: string | null | undefined;
  /** Block content (<p>, <ul>) needs a div; inline fragments can use a span. */
  as?: 'div' | 'span';
  className?: string;
  id?: string;
}

export function SafeHtml({ html, as: Tag = 'div', className, id }: Props) {
  const clean = useMemo(() => (html ? sanitizeAnywhere(html) : ''), [html]);
  if (!html) return null;
  return <Tag className={className} id={id} dangerouslySetInnerHTML={{ __html: clean }} suppressHydrationWarning />;
}
