// /total-mobility/trusted-products/technology: banner 'Technology', a desktop-only sticky side nav to the
// four sections, and the Find The Right Tires block whose button opens the search popup. The lead and the
// sections' copy are content (content-pages, slug technology); SPEC's section titles stay here.
import { PageIntro } from '../../components/PageIntro';
import { useGetContentPageQuery } from '../../services/pageCopyApi';
import { CopySections } from './parts/CopySections';
import { FindTheRightTires } from './parts/FindTheRightTires';
import './total-mobility.css';

const SPEC_TITLES = {
  'stability-durability': 'Stability & Durability',
  'enhanced-productivity': 'Enhanced Productivity',
  'never-flat-confidence': 'Never-Flat Confidence',
  'innovating-for-the-future': 'Innovating for the Future',
};

export function TechnologyPage() {
  const query = useGetContentPageQuery('technology');
  return (
    <div className="container page content-page">
      <div className="content-banner content-banner--static">
        <PageIntro title="Technology" lead={query.data?.lead ?? undefined} />
      </div>
      <CopySections navLabel="Technology sections" what="the technology sections" query={query} fixedTitles={SPEC_TITLES} />
      <FindTheRightTires />
    </div>
  );
}
