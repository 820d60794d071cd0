import { Link } from 'react-router-dom';
import { paths } from '../../routing/paths';
import { PageIntro } from '../../components/PageIntro';
import { QueryStatus } from '../../components/QueryStatus';
import { useGetArchivedArticlesQuery, type ArticleSummary } from '../../services/pageCopyApi';
import { articleDate } from './article-head';
import './infocenter.css';

/** The archived articles (those with an archive date in the content service), newest first, with their date. */
function archived(list: ArticleSummary[] | undefined): (ArticleSummary & { date: string })[] {
  return (list ?? [])
    .flatMap((a) => {
      const date = articleDate(a.archive_date);
      return date ? [{ ...a, date }] : [];
    })
    .sort((a, b) => (a.archive_date! < b.archive_date! ? 1 : a.archive_date! > b.archive_date! ? -1 : 0));
}

export function ArchivesPage() {
  const articles = useGetArchivedArticlesQuery();
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
        <QueryStatus isLoading={articles.isLoading} isError={articles.isError} onRetry={() => void articles.refetch()} what="the archives" rows={4}>
          <ul className="article-list">
            {archived(articles.data).map((a) => (
              <li key={a.documentId}>
                <h3 className="article-list__title">
                  <Link to={paths.otrTip({ slug: a.slug })}>{a.title}</Link>
                </h3>
                <p className="muted">{a.date}</p>
              </li>
            ))}
          </ul>
        </QueryStatus>
      </section>
      {/* SPEC §2 gives this link with a trailing slash; the router treats both forms alike. */}
      <Link className="button button--accent" to={`${paths.requestConsultation()}/`}>
        Request a Consultation
      </Link>
    </div>
  );
}
