// A static page's copy sections (content-pages, issue 19) beside the sticky nav: an h2 per section, its lead and
// its rich text body (headings from ###). SPEC quotes some section titles (technology, tire construction):
// those stay in code (`fixedTitles`, by anchor) whatever the content says; other sections use their own title.
import { WithSectionNav } from '../../../components/SectionNav';
import { QueryStatus } from '../../../components/QueryStatus';
import { RichText } from '../../../components/RichText';
import type { ContentPage, PageSection } from '../../../services/pageCopyApi';
import type { ContentQuery } from './ContentBanner';

interface Props {
  navLabel: string;
  /** What the load error names, e.g. "the technology sections". */
  what: string;
  query: ContentQuery<ContentPage | null>;
  fixedTitles: Readonly<Record<string, string>>;
}

const ANCHOR = /^[a-z][a-z0-9-]*$/;

export function CopySections({ navLabel, what, query, fixedTitles }: Props) {
  const sections: PageSection[] = (query.data?.sections ?? []).filter((s) => ANCHOR.test(s.anchor));
  const titled = sections.map((s) => ({ ...s, title: fixedTitles[s.anchor] ?? s.title }));
  return (
    <QueryStatus isLoading={query.isLoading} isError={query.isError} onRetry={() => void query.refetch()} what={what} rows={6}>
      <WithSectionNav label={navLabel} sections={titled.map(({ anchor, title }) => ({ id: anchor, label: title }))}>
        {titled.map((section) => (
          <section key={section.anchor} id={section.anchor} className="copy-section" aria-labelledby={`${section.anchor}-title`} tabIndex={-1}>
            <h2 id={`${section.anchor}-title`}>{section.title}</h2>
            {section.lead ? <p className="content-section__lead">{section.lead}</p> : null}
            <RichText className="copy-section__block rich-text" value={section.body} />
          </section>
        ))}
      </WithSectionNav>
    </QueryStatus>
  );
}
