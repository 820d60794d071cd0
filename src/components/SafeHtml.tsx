// Renders an HTML field of the content service, sanitised (src/lib/sanitize.ts). Sanitising needs a DOM:
// in the browser the HTML is cleaned with DOMPurify and rendered as HTML; on the server (prerendering)
// there is no window, so the fragment is rendered as plain text (tags stripped by a small regex, and
// React escapes the text). useSyncExternalStore makes hydration render the server's plain text first and
// switch to the sanitised HTML right after, so the two renders never disagree.
import { useMemo, useSyncExternalStore } from 'react';
import { htmlToText, sanitizeHtml } from '../lib/sanitize';

interface Props {
  html: string | null | undefined;
  /** Block content (<p>, <ul>) needs a div; inline fragments can use a span. */
  as?: 'div' | 'span';
  className?: string;
  id?: string;
}

const noSubscription = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

export function SafeHtml({ html, as: Tag = 'div', className, id }: Props) {
  const hasDom = useSyncExternalStore(noSubscription, inBrowser, onServer);
  const clean = useMemo(
    () => (hasDom && html && typeof window !== 'undefined' ? sanitizeHtml(html, window) : null),
    [hasDom, html],
  );
  if (!html) return null;
  if (clean === null) {
    return (
      <Tag className={className} id={id}>
        {htmlToText(html)}
      </Tag>
    );
  }
  return <Tag className={className} id={id} dangerouslySetInnerHTML={{ __html: clean }} />;
}
