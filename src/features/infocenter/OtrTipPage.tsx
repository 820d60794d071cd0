import { Link, useParams } from 'react-router-dom';
import { pages } from '../../routing/pages';
import { paths } from '../../routing/paths';
import { NotFoundContent } from '../../components/NotFoundContent';
import { PageIntro } from '../../components/PageIntro';
import { QueryStatus } from '../../components/QueryStatus';
import { RichText } from '../../components/RichText';
import { usePageHead } from '../../components/usePageHead';
import { useGetArticleQuery } from '../../services/pageCopyApi';
import { articleDate, articleHead } from './article-head';
import './infocenter.css';

/** /infocenter/otr-tips/:slug: the article with that slug in the content service, else the not-found page. The
 * route leaves the title to the page: it is the article's title. */
export function OtrTipPage() {
  const slug = useParams().slug ?? '';
  const query = useGetArticleQuery(slug);
  const article = query.data;
  usePageHead(article ? articleHead(article) : { title: article === null ? pages.notFound.title : pages.infocenter.title });
  if (article === null) return <NotFoundContent />;
  const date = articleDate(article?.archive_date);
  return (
    <article className="container page otr-tip">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.infocenter()}>Info Center</Link>
          </li>
          {article ? <li aria-current="page">{article.title}</li> : null}
        </ol>
      </nav>
      <Link className="back-link" to={paths.infocenter()}>
        Back to Info Center
      </Link>
      <QueryStatus isLoading={query.isLoading} isError={query.isError} onRetry={() => void query.refetch()} what="the article" rows={8}>
        {article ? (
          <>
            <PageIntro title={article.title} lead={article.summary}>
              {date ? <p className="muted otr-tip__date">{date}</p> : null}
            </PageIntro>
            <RichText className="article-body rich-text" value={article.body} />
          </>
        ) : null}
      </QueryStatus>
      <aside className="callout" aria-labelledby="otr-tip-consult">
        <h2 id="otr-tip-consult">Talk to an OTR specialist</h2>
        <p>Questions about your site, your tires or this tip? Our engineers can help.</p>
        <Link className="button button--accent" to={paths.requestConsultation()}>
          Request a Consultation
        </Link>
      </aside>
    </article>
  );
}
