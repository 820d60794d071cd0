// /total-mobility/trusted-products/technology: banner 'Technology', a desktop-only sticky side nav to the
// four sections, and the Find The Right Tires block whose button opens the search popup.
import { PageIntro } from '../../components/PageIntro';
import { useBrand } from '../../components/useBrand';
import { CopySections } from './parts/CopySections';
import { FindTheRightTires } from './parts/FindTheRightTires';
import { technologySections } from './technology-copy';
import './total-mobility.css';

export function TechnologyPage() {
  const brand = useBrand();
  return (
    <div className="container page content-page">
      <div className="content-banner content-banner--static">
        <PageIntro
          title="Technology"
          lead={`The ideas inside every ${brand} OTR tire: stability and durability, productivity, never-flat confidence and the tires of the future.`}
        />
      </div>
      <CopySections navLabel="Technology sections" sections={technologySections(brand)} />
      <FindTheRightTires />
    </div>
  );
}
