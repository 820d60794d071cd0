// The banner of a content page: the first item of its collection (SPEC §7) with icon, title (the page's
// only h1), description HTML and wide image. The h1 shows the page name while the content loads.
import type { ReactNode } from 'react';
import { QueryStatus } from '../../../components/QueryStatus';
import { RichText } from '../../../components/RichText';
import type { ContentItem } from '../content-types';
import { ContentImage } from './ContentImage';

export interface ContentQuery<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface Props {
  pageTitle: string;
  query: ContentQuery<ContentItem[]>;
  children?: ReactNode;
}

export function ContentBanner({ pageTitle, query, children }: Props) {
  const item = query.data?.[0];
  return (
    <div className="content-banner">
      <div className="content-banner__text">
        <ContentImage media={item?.icon} className="content-banner__icon" eager />
        <h1 className="page-intro__title">{item?.title ?? pageTitle}</h1>
        <QueryStatus
          isLoading={query.isLoading}
          isError={query.isError}
          onRetry={() => void query.refetch()}
          what={`the ${pageTitle} introduction`}
          rows={2}
        >
          <RichText className="content-banner__description rich-text" value={item?.description} />
        </QueryStatus>
        {children}
      </div>
      <ContentImage media={item?.background_image} className="content-banner__image" eager />
    </div>
  );
}
