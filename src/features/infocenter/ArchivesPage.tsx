import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { PageIntro } from '../../components/PageIntro';
import { archivedArticles } from './articles';

export function ArchivesPage() {
  return (
    <div className="container page">
      <PageIntro title="Info Center Archives" />
      <section aria-labelledby="archive-tips-title">
        <h2 id="archive-tips-title">OTR Tips &amp; Best Practices</h2>
        <ul className="link-list">
          {archivedArticles.map((a) => (
            <li key={a.slug}>
              <Link to={paths.otrTip({ slug: a.slug })}>{a.title}</Link>{' '}
              <span className="muted">{a.date}</span>
            </li>
          ))}
        </ul>
      </section>
      <Link to={paths.requestConsultation()}>Request a Consultation</Link>
    </div>
  );
}
