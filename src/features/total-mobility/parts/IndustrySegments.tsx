// Industry segments of the trusted products page (SPEC §3 "Industry segment"): each segment's title and
// description, its segment_lists_id entries by sequence (image and HTML title), and a Find Tires button.
import { FindTiresButton } from '../../../components/FindTiresButton';
import { QueryStatus } from '../../../components/QueryStatus';
import { RichText } from '../../../components/RichText';
import type { IndustrySegment } from '../content-types';
import type { ContentQuery } from './ContentBanner';
import { ContentImage } from './ContentImage';

export function IndustrySegments({ query }: { query: ContentQuery<IndustrySegment[]> }) {
  const segments = query.data ?? [];
  return (
    <QueryStatus
      isLoading={query.isLoading}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      what="the industry segments"
      rows={4}
    >
      {segments.map((segment) => (
        <section key={segment.documentId} className="industry-segments" aria-labelledby={`segment-${segment.id}`}>
          <h2 id={`segment-${segment.id}`}>{segment.title}</h2>
          <RichText className="rich-text industry-segments__intro" value={segment.description} />
          <ul className="industry-segments__list">
            {(segment.segment_lists_id ?? []).map((entry) => (
              <li key={`${entry.sequence}-${entry.title}`}>
                <figure className="industry-segment">
                  <ContentImage media={entry.image} className="industry-segment__image" />
                  <figcaption>
                    <RichText className="industry-segment__title" value={entry.title} />
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <FindTiresButton />
        </section>
      ))}
    </QueryStatus>
  );
}
