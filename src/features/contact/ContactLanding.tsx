import { Link } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { PageIntro } from '../../components/PageIntro';

/** /contact, shown only when no child route is active (index route). */
export function ContactLanding() {
  return (
    <div className="container page">
      <PageIntro title="Contact Us" lead="Questions? Comments? Tell us about it." />
      <section aria-labelledby="talk-title">
        <h2 id="talk-title">Need to talk?</h2>
        <p>An OTR specialist can review your site, your machines and your tires with you.</p>
        <Link className="button button--accent" to={paths.requestConsultation()}>
          Request a Consultation
        </Link>
      </section>
      <ul className="tile-grid tile-grid--two">
        <li>
          <Link className="tile" to={paths.contactUs()}>
            <span className="tile__title">Contact Us</span>
            <span className="tile__text">Send a question or a comment.</span>
          </Link>
        </li>
        <li>
          <Link className="tile" to={paths.requestConsultation()}>
            <span className="tile__title">Request a Consultation</span>
            <span className="tile__text">Talk to a specialist about your operation.</span>
          </Link>
        </li>
      </ul>
    </div>
  );
}
