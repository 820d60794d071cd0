// Pages whose sections come from the content service (SPEC §7), wired by the total-mobility feature.
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageIntro } from '../../components/PageIntro';
import { useAppSelector } from '../../app/hooks';
import { selectTracking } from '../../app/config-slice';

export function ReliableServicesPage() {
  return (
    <div className="container page">
      <PageIntro title="Reliable Services" lead="Support in the field, from fitment to end of life." />
    </div>
  );
}

export function TireManagementSolutionsPage() {
  const tracking = useAppSelector(selectTracking);
  return (
    <div className="container page">
      <PageIntro title="Tire Management Solutions" lead="Know every tire in your fleet, and what it costs you." />
      {/* The header's asset-tracking link points here (#sectionb). */}
      <section id="sectionb" className="callout" aria-labelledby="sectionb-title">
        <h2 id="sectionb-title">Asset Tracking with {tracking}</h2>
        <p>Track pressure, temperature and hours for every tire, and plan changes before they cost you.</p>
        <Link className="button button--accent" to={paths.emtrackRegistration()}>
          Sign Up
        </Link>
      </section>
    </div>
  );
}
