import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageIntro } from '../../components/PageIntro';
import { useBrand } from '../../components/useBrand';
import { articles } from './articles';

/** /infocenter, shown only at that exact URL (index route): child routes replace it. */
export function InfocenterLanding() {
  const brand = useBrand();
  return (
    <div className="container page">
      <PageIntro title="Info Center" />
      <section aria-labelledby="about-title">
        <h2 id="about-title">About Us</h2>
        <p>
          {brand} designs and supports off-the-road tires for mining, construction, quarry, port and industrial
          operations. ({brand} is a fictional brand; the catalog on this site is sample data.)
        </p>
      </section>
      <section aria-labelledby="tips-title">
        <h2 id="tips-title">OTR Tips &amp; Best Practices</h2>
        <ul className="link-list">
          {articles.map((a) => (
            <li key={a.slug}>
              <Link to={paths.otrTip({ slug: a.slug })}>{a.title}</Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to={paths.archives()}>See More in Archives</Link>
        </p>
      </section>
      <Link className="button button--accent" to={paths.requestConsultation()}>
        Request a Consultation
      </Link>
    </div>
  );
}
