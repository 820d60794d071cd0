import { Link, useParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { NotFoundContent } from '../../components/NotFoundContent';
import { PageIntro } from '../../components/PageIntro';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { findArticle } from './articles';

/** /infocenter/otr-tips/:slug. The route leaves the title to the page: it is the article's title. */
export function OtrTipPage() {
  const article = findArticle(useParams().slug);
  useDocumentTitle(article ? article.title : 'Page not found');
  if (!article) return <NotFoundContent />;
  return (
    <div className="container page">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.infocenter()}>Info Center</Link>
          </li>
          <li aria-current="page">{article.title}</li>
        </ol>
      </nav>
      <PageIntro title={article.title} />
      <Link className="back-link" to={paths.infocenter()}>
        Back to Info Center
      </Link>
    </div>
  );
}
