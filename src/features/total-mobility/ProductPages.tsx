// Trusted products and its two sub-pages. Banners, sticky section navigation and feature sections come
// with the total-mobility feature.
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { FindTiresButton } from '../../components/FindTiresButton';
import { PageIntro } from '../../components/PageIntro';

function FindTheRightTires() {
  return (
    <section className="callout" aria-labelledby="find-right-title">
      <h2 id="find-right-title">Find The Right Tires For Your Operation</h2>
      <FindTiresButton />
    </section>
  );
}

export function TrustedProductsPage() {
  return (
    <div className="container page">
      <PageIntro title="Trusted Products" lead="OTR tires engineered for the ground you work on.">
        <FindTiresButton />
      </PageIntro>
      <p>
        <Link to={paths.tireConstruction()}>Tire Construction</Link> · <Link to={paths.technology()}>Technology</Link>
      </p>
      <FindTheRightTires />
    </div>
  );
}

export function TireConstructionPage() {
  return (
    <div className="container page">
      <PageIntro title="Tire Construction" lead="Tire compounds, tread patterns and star ratings explained.">
        <Link className="button button--accent" to={paths.requestConsultation()}>
          Request Consultation
        </Link>
      </PageIntro>
    </div>
  );
}

export function TechnologyPage() {
  return (
    <div className="container page">
      <PageIntro
        title="Technology"
        lead="Stability and durability, productivity, never-flat confidence and the tires of the future."
      />
      <FindTheRightTires />
    </div>
  );
}
