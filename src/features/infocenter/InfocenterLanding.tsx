import { Link } from 'react-router-dom';
import { selectSampleData } from '../../state/config-slice';
import { useAppSelector } from '../../state/hooks';
import { paths } from '../../routing/paths';
import { PageIntro } from '../../components/PageIntro';
import { useBrand } from '../../components/useBrand';
import { articles } from '../../articles/otr-tips';
import './infocenter.css';

/** /infocenter, shown only at that exact URL (index route): child routes replace it. The fictional-brand line
 * shows only while the published data is the sample. */
export function InfocenterLanding() {
  const brand = useBrand();
  const sampleData = useAppSelector(selectSampleData);
  return (
    <div className="container page">
      <PageIntro title="Info Center" lead="Practical advice for getting more hours from every OTR tire." />
      <section aria-labelledby="about-title">
        <h2 id="about-title">About Us</h2>
        <p>
          {brand} designs and supports off-the-road tires for mining, construction, quarry, port and industrial
          operations, from 24-inch grader tires to 63-inch ultra-class haul radials. Our field engineers and
          certified dealers work on customer sites every day, and the tips below collect what they see make the
          biggest difference to tire life and cost.
        </p>
        {sampleData ? <p className="muted">{brand} is a fictional brand; the catalog on this site is sample data.</p> : null}
      </section>
      <section aria-labelledby="tips-title">
        <h2 id="tips-title">OTR Tips &amp; Best Practices</h2>
        <ul className="article-list">
          {articles.map((a) => (
            <li key={a.slug}>
              <h3 className="article-list__title">
                <Link to={paths.otrTip({ slug: a.slug })}>{a.title}</Link>
              </h3>
              <p>{a.summary}</p>
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
