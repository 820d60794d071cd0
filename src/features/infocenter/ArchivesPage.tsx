import { Link } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { PageIntro } from '../../components/PageIntro';
import { archivedArticles } from '../../articles/otr-tips';
import './infocenter.css';

export function ArchivesPage() {
  return (
    <div className="container page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.infocenter()}>Info Center</Link>
          </li>
          <li aria-current="page">Archives</li>
        </ol>
      </nav>
      <PageIntro title="Info Center Archives" />
      <section aria-labelledby="archive-tips-title">
        <h2 id="archive-tips-title">OTR Tips &amp; Best Practices</h2>
        <ul className="article-list">
          {archivedArticles.map((a) => (
            <li key={a.slug}>
              <h3 className="article-list__title">
                <Link to={paths.otrTip({ slug: a.slug })}>{a.title}</Link>
              </h3>
              <p className="muted">{a.date}</p>
            </li>
          ))}
        </ul>
      </section>
      {/* SPEC §2 gives this link with a trailing slash; the router treats both forms alike. */}
      <Link className="button button--accent" to={`${paths.requestConsultation()}/`}>
        Request a Consultation
      </Link>
    </div>
  );
}
