import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageIntro } from '../../components/PageIntro';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/**
 * /tires/tire-details?tireId=: the route leaves the title to this page, which will set
 * "{pattern name} | Off-the-Road (OTR) Tires" once the detail call is wired (default title until then).
 */
export function TireDetailsPage() {
  useDocumentTitle(null);
  return (
    <div className="container page">
      <Link className="back-link" to={paths.tireResults()}>
        See All Tire Results
      </Link>
      <PageIntro title="Tire Details" lead="Features, benefits, specifications, loads and warranties.">
        <Link className="button button--accent" to={paths.requestConsultation()}>
          Request a Consultation
        </Link>
      </PageIntro>
    </div>
  );
}
