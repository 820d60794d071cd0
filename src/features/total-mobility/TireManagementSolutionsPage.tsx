// /total-mobility/tire-management-solutions: banner (first tire-management-abouts item), the
// tire-management-details sections by sequence, then the duty section (the other abouts entries: TKPH),
// with a sticky section nav. The header's asset-tracking link lands on #sectionb (the EMTrack section).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetTireManagementAboutsQuery, useGetTireManagementDetailsQuery } from './api';
import { ContentSections } from './ContentSections';
import { ContentBanner } from './parts/ContentBanner';
import { ContentLink } from './parts/ContentLink';
import { ContentSection, sectionId } from './parts/ContentSection';
import { ManagementActions } from './parts/ManagementActions';
import './total-mobility.css';

/** Scrolls to the URL's #hash once the sections exist (they arrive after the page's first render). */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!ready || !id) return;
    document.getElementById(id)?.scrollIntoView?.();
  }, [hash, ready]);
}

export function TireManagementSolutionsPage() {
  const abouts = useGetTireManagementAboutsQuery();
  const details = useGetTireManagementDetailsQuery();
  const sections = details.data ?? [];
  const duty = (abouts.data ?? []).slice(1);
  const all = [...sections, ...duty];
  useScrollToHash(details.isSuccess && !abouts.isLoading);
  return (
    <div className="container page content-page">
      <ContentBanner pageTitle="Tire Management Solutions" query={abouts} />
      <ContentSections
        query={details}
        navLabel="Tire management sections"
        what="the tire management sections"
        sections={all.map((item) => ({ id: sectionId(item), label: item.title }))}
      >
        {sections.map((item) => (
          <ContentSection key={item.documentId} item={item} id={sectionId(item)}>
            <ManagementActions item={item} />
          </ContentSection>
        ))}
        {duty.map((item) => (
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
