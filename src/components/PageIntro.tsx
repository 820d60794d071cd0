// The heading block every page starts with: the page's only h1 and an optional lead-in.
import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}

export function PageIntro({ title, lead, children }: Props) {
  return (
    <div className="page-intro">
      <h1 className="page-intro__title">{title}</h1>
      {lead ? <p className="page-intro__lead">{lead}</p> : null}
      {children}
    </div>
  );
}
