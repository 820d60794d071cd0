// /total-mobility/trusted-products/tire-construction: banner with a Request Consultation button, sticky
// nav (Tire Compounds, Tread Patterns, Star Ratings) and the three static sections.
import { Link } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { PageIntro } from '../../components/PageIntro';
import { useBrand } from '../../components/useBrand';
import { CopySections } from './parts/CopySections';
import { tireConstructionSections } from './tire-construction-copy';
import './total-mobility.css';

export function TireConstructionPage() {
  const brand = useBrand();
  return (
    <div className="container page content-page">
      <div className="content-banner content-banner--static">
        <PageIntro title="Tire Construction" lead="Tire compounds, tread patterns and star ratings explained.">
          <Link className="button button--accent" to={paths.requestConsultation()}>
            Request Consultation
          </Link>
        </PageIntro>
      </div>
      <CopySections navLabel="Tire construction sections" sections={tireConstructionSections(brand)} />
    </div>
  );
}
