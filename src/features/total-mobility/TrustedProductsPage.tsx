// /total-mobility/trusted-products: banner (first trusted-products item), industry segments with a Find
// Tires button, a sticky nav of the product-feature sections (trusted-product-lists by sequence, image
// side by image_position, button_name -> redirect_url) and the Find The Right Tires block.
import { Link } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { useGetIndustrySegmentsQuery, useGetTrustedProductListsQuery, useGetTrustedProductsQuery } from './api';
import { ContentSections } from './ContentSections';
import { ContentBanner } from './parts/ContentBanner';
import { ContentLink } from './parts/ContentLink';
import { ContentSection, sectionId } from './parts/ContentSection';
import { FindTheRightTires } from './parts/FindTheRightTires';
import { IndustrySegments } from './parts/IndustrySegments';
import './total-mobility.css';

export function TrustedProductsPage() {
  const banner = useGetTrustedProductsQuery();
  const segments = useGetIndustrySegmentsQuery();
  const features = useGetTrustedProductListsQuery();
  const items = features.data ?? [];
  return (
    <div className="container page content-page">
      <ContentBanner pageTitle="Trusted Products" query={banner}>
        <p className="content-banner__links">
          <Link to={paths.tireConstruction()}>Tire Construction</Link>
          <Link to={paths.technology()}>Technology</Link>
        </p>
      </ContentBanner>
      <IndustrySegments query={segments} />
      <ContentSections
        query={features}
        navLabel="Product features"
        what="the product features"
        sections={items.map((item) => ({ id: sectionId(item), label: item.title }))}
      >
        {items.map((item) => (
          <ContentSection key={item.documentId} item={item} id={sectionId(item)}>
            {item.button_name && item.redirect_url ? (
              <ContentLink href={item.redirect_url}>{item.button_name}</ContentLink>
            ) : null}
          </ContentSection>
        ))}
      </ContentSections>
      <FindTheRightTires />
    </div>
  );
}
