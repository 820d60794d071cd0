import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../app/paths';
import { NotFoundContent } from '../../components/NotFoundContent';
import { PageIntro } from '../../components/PageIntro';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { parseTireId, tireDetailTitle, useGetTireDetailQuery } from './api';

/**
 * /tires/tire-details?tireId=N: the tire's line, size and description, titled
 * "{pattern name} | Off-the-Road (OTR) Tires". The panels (features, specs, loads, warranties) come with
 * the tire journey work.
 */
export function TireDetailsPage() {
  const tireId = parseTireId(useSearchParams()[0].get('tireId'));
  const { data, isLoading, isError } = useGetTireDetailQuery(tireId ?? 0, { skip: tireId === null });
  const tire = data?.data;
  useDocumentTitle(tire ? tireDetailTitle(tire.patterns.pattern_name) : tireId === null || isError ? 'Tire not found' : null);
  if (tireId === null || isError) return <NotFoundContent />;
  return (
    <div className="container page">
      <Link className="back-link" to={paths.tireResults()}>
        See All Tire Results
      </Link>
      {isLoading || !tire ? (
        <p className="page-loading" role="status">
          Loading tire…
        </p>
      ) : (
        <PageIntro title={tire.patterns.pattern_name} lead={tire.patterns.tag_line}>
          <p className="tire-detail__size">
            {tire.size} {tire.ply_rating} {tire.traCode.code} · {tire.tireType.name}
          </p>
          <p>{tire.patterns.description}</p>
          <Link className="button button--accent" to={paths.requestConsultation()}>
            Request a Consultation
          </Link>
        </PageIntro>
      )}
    </div>
  );
}
