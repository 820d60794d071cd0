// The body of a content page: sticky section nav beside the sections, with a skeleton or a Retry while
// the sections load or fail (SPEC §8 only logged the failure; a visitor should see what happened).
import type { ReactNode } from 'react';
import { QueryStatus } from '../../components/QueryStatus';
import { WithSectionNav, type NavSection } from '../../components/SectionNav';
import type { ContentQuery } from './parts/ContentBanner';

interface Props {
  query: ContentQuery<unknown>;
  /** What the nav calls its landmark, e.g. "Reliable services sections". */
  navLabel: string;
  what: string;
  sections: readonly NavSection[];
  children: ReactNode;
}

export function ContentSections({ query, navLabel, what, sections, children }: Props) {
  return (
    <QueryStatus isLoading={query.isLoading} isError={query.isError} onRetry={() => void query.refetch()} what={what} rows={6}>
      <WithSectionNav label={navLabel} sections={sections}>
        {children}
      </WithSectionNav>
    </QueryStatus>
  );
}
