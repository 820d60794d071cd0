import { useSearchParams } from 'react-router-dom';
import { NotFoundContent } from '../../components/NotFoundContent';
import { LoadError, Skeleton } from '../../components/QueryStatus';
import { usePageHead } from '../../components/usePageHead';
import { parseTireId, useGetTireDetailQuery } from './api';
import { DetailPanels } from './DetailPanels';
import { DetailToolbar } from './DetailToolbar';
import { RetiredTire, retiredOf } from './RetiredTire';
import { tireDetailsHead } from './head';
import { TireSummary } from './TireSummary';
import './tire-details.css';

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && (error.status === 404 || error.status === 400);
}

/**
 * /tires/tire-details?tireId=N (SPEC §2), titled "{pattern name} | Off-the-Road (OTR) Tires". A missing,
 * malformed or unknown id is the not-found page; a tire a catalog import removed answers 410 with its line's
 * other sizes; any other failure offers Retry.
 */
export function TireDetailsPage() {
  const tireId = parseTireId(useSearchParams()[0].get('tireId'));
  const { currentData, isError, error, refetch } = useGetTireDetailQuery(tireId ?? 0, { skip: tireId === null });
  const tire = currentData?.data;
  // The error stays while the query is asked again (a hydrated not-found page): no loading flash between.
  const notFound = tireId === null || (!tire && isNotFound(error));
  const retired = tire ? null : retiredOf(error);
  usePageHead(tire ? tireDetailsHead(tire) : { title: notFound ? 'Tire not found' : retired ? 'Tire no longer offered' : null });
  if (notFound) return <NotFoundContent />;
  if (retired) return <RetiredTire tire={retired} />;
  if (isError) {
    return (
      <div className="container page">
        <h1 className="visually-hidden">Tire details</h1>
        <LoadError what="this tire" onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!tire) {
    return (
      <div className="container page">
        <Skeleton rows={8} label="Loading tire details" />
      </div>
    );
  }
  return (
    <div className="container page tire-details">
      <DetailToolbar tire={tire} />
      <TireSummary tire={tire} />
      <DetailPanels tire={tire} />
    </div>
  );
}
