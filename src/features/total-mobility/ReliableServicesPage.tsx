// /total-mobility/reliable-services: banner (first reliable-services item), sticky section nav and the
// reliable-types sections by sequence, each with its button (button_name -> redirection_url).
import { useGetReliableServicesQuery, useGetReliableTypesQuery } from './api';
import { ContentSections } from './ContentSections';
import { ContentBanner } from './parts/ContentBanner';
import { ContentLink } from './parts/ContentLink';
import { ContentSection, sectionId } from './parts/ContentSection';
import './total-mobility.css';

export function ReliableServicesPage() {
  const banner = useGetReliableServicesQuery();
  const types = useGetReliableTypesQuery();
  const items = types.data ?? [];
  return (
    <div className="container page content-page">
      <ContentBanner pageTitle="Reliable Services" query={banner} />
      <ContentSections
        query={types}
        navLabel="Reliable services sections"
        what="the services"
        sections={items.map((item) => ({ id: sectionId(item), label: item.title }))}
      >
        {items.map((item) => (
          <ContentSection key={item.documentId} item={item} id={sectionId(item)}>
            {item.button_name && item.redirection_url ? (
              <ContentLink href={item.redirection_url}>{item.button_name}</ContentLink>
            ) : null}
          </ContentSection>
        ))}
      </ContentSections>
    </div>
  );
}
