import { Link } from 'react-router-dom';
import { selectSampleData } from '../../state/config-slice';
import { useAppSelector } from '../../state/hooks';
import { paths } from '../../routing/paths';
import { PageIntro } from '../../components/PageIntro';
import { QueryStatus } from '../../components/QueryStatus';
import { RichText } from '../../components/RichText';
import { useBrand } from '../../components/useBrand';
import { useGetArticlesQuery, useGetContentPageQuery } from '../../services/pageCopyApi';
import './infocenter.css';

/** /infocenter, shown only at that exact URL (index route): child routes replace it. Its lead and About Us text
 * are content (content-pages, slug infocenter, section `about`), the list is every article. The fictional-brand
 * line shows only while the published data is the sample. */
export function InfocenterLanding() {
  const brand = useBrand();
  const sampleData = useAppSelector(selectSampleData);
  const page = useGetContentPageQuery('infocenter');
  const articles = useGetArticlesQuery();
  const about = page.data?.sections?.find((s) => s.anchor === 'about');
  return (
    <div className="container page">
      <PageIntro title="Info Center" lead={page.data?.lead ?? undefined} />
      <section aria-labelledby="about-title">
        <h2 id="about-title">About Us</h2>
        <QueryStatus isLoading={page.isLoading} isError={page.isError} onRetry={() => void page.refetch()} what="the Info Center introduction" rows={3}>
          <RichText className="rich-text" value={about?.body} />
        </QueryStatus>
        {sampleData ? <p className="muted">{brand} is a fictional brand; the catalog on this site is sample data.</p> : null}
      </section>
      <section aria-labelledby="tips-title">
        <h2 id="tips-title">OTR Tips &amp; Best Practices</h2>
        <QueryStatus isLoading={articles.isLoading} isError={articles.isError} onRetry={() => void articles.refetch()} what="the articles" rows={6}>
          <ul className="article-list">
            {(articles.data ?? []).map((a) => (
              <li key={a.documentId}>
                <h3 className="article-list__title">
                  <Link to={paths.otrTip({ slug: a.slug })}>{a.title}</Link>
                </h3>
                <p>{a.summary}</p>
              </li>
            ))}
          </ul>
        </QueryStatus>
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
