// A content-driven link target: site routes go through the router, anything else opens in a new tab.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface Props {
  href: string;
  className?: string;
  children: ReactNode;
}

export const isSiteRoute = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');

export function ContentLink({ href, className = 'button button--accent', children }: Props) {
  if (isSiteRoute(href)) {
    return (
      <Link className={className} to={href}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
