// A search hit as a link: a page of the site through the router, a PDF as a file.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SearchHit } from '../../contract/search';
import { isFile } from './kinds';

export function HitLink({ hit, children }: { hit: SearchHit; children?: ReactNode }) {
  const text = children ?? hit.label;
  return isFile(hit.href) ? (
    <a href={hit.href} type="application/pdf">
      {text}
    </a>
  ) : (
    <Link to={hit.href}>{text}</Link>
  );
}
