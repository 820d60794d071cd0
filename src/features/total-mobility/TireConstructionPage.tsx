// /total-mobility/trusted-products/tire-construction: banner with a Request Consultation button, sticky
// nav (Tire Compounds, Tread Patterns, Star Ratings) and the three sections, whose copy is content
// (content-pages, slug tire-construction); SPEC's section titles stay here.
import { Link } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { PageIntro } from '../../components/PageIntro';
import { useGetContentPageQuery } from '../../services/pageCopyApi';
import { CopySections } from './parts/CopySections';
import './total-mobility.css';

const SPEC_TITLES = { 'tire-compounds': 'Tire Compounds', 'tread-patterns': 'Tread Patterns', 'star-ratings': 'Star Ratings' };

export function TireConstructionPage() {
  const query = useGetContentPageQuery('tire-construction');
  return (
    <div className="container page content-page">
      <div className="content-banner content-banner--static">
        <PageIntro title="Tire Construction" lead={query.data?.lead ?? undefined}>
          <Link className="button button--accent" to={paths.requestConsultation()}>
            Request Consultation
          </Link>
        </PageIntro>
      </div>
      <CopySections navLabel="Tire construction sections" what="the tire construction sections" query={query} fixedTitles={SPEC_TITLES} />
    </div>
  );
}
