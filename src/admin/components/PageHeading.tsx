// Every console page's h1: sets the document title, and takes focus when the person navigated here (not on
// the first load), so a screen reader starts reading at the new page and a keyboard continues from there.
// Changing only the query (a table's next page) keeps focus where it is.
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { consoleTitle, useConsoleBrand } from './brand';

interface Props {
  /** The page's name, in the document title too. */
  title: string;
  /** What the heading shows, when more than the title. */
  children?: ReactNode;
}

export function PageHeading({ title, children }: Props) {
  const brand = useConsoleBrand();
  const ref = useRef<HTMLHeadingElement>(null);
  const { pathname, key } = useLocation();
  const navigated = key !== 'default';
  useEffect(() => {
    document.title = consoleTitle(brand, title);
  }, [brand, title]);
  useEffect(() => {
    if (navigated) ref.current?.focus();
    // The key changes with the query too: only a new path moves focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return (
    <h1 ref={ref} className="console-page__title" tabIndex={-1}>
      {children ?? title}
    </h1>
  );
}
