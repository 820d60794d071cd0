import { Link, useParams } from 'react-router-dom';
import { findArticle } from '../../articles/otr-tips';
import { pages } from '../../routing/pages';
import { paths } from '../../routing/paths';
import { NotFoundContent } from '../../components/NotFoundContent';
import { PageIntro } from '../../components/PageIntro';
import { useBrand } from '../../components/useBrand';
import { usePageHead } from '../../components/usePageHead';
import { articleHead } from './article-head';
import { ArticleBody } from './ArticleBody';
import './infocenter.css';

/** /infocenter/otr-tips/:slug. The route leaves the title to the page: it is the article's title. */
export function OtrTipPage() {
  const brand = useBrand();
  const article = findArticle(useParams().slug);
  usePageHead(article ? articleHead(article) : { title: pages.notFound.title });
  if (!article) return <NotFoundContent />;
  return (
    <article className="container page otr-tip">
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.infocenter()}>Info Center</Link>
          </li>
          <li aria-current="page">{article.title}</li>
        </ol>
      </nav>
      <Link className="back-link" to={paths.infocenter()}>
        Back to Info Center
      </Link>
      <PageIntro title={article.title} lead={article.summary}>
        {article.date ? <p className="muted otr-tip__date">{article.date}</p> : null}
      </PageIntro>
      <ArticleBody blocks={article.body(brand)} />
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
