// The two fetching states of the compare page. Each is its own component so a query exists only when the
// URL asks for it: no tire1_Id, no request; one tire, products/detail; 2 or 3, tiresize/compare-tires.
import { useAppSelector } from '../../state/hooks';
import { selectUnit } from '../../state/preferences-slice';
import { LoadError, Skeleton } from '../../components/QueryStatus';
import { useCompareTiresQuery, useGetComparedTireQuery } from './api';
import { Notice } from './CompareNotice';
import { CompareTable } from './CompareTable';

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

const NOT_FOUND = 'We could not find one or more of these tires. They may no longer be in the catalog.';

export function ComparedTires({ ids }: { ids: number[] }) {
  const unit = useAppSelector(selectUnit);
  // currentData: the tires of these ids only (data would keep the previous comparison while loading).
  const { currentData, isError, error, refetch } = useCompareTiresQuery(ids);
  if (isError) {
    if (isNotFound(error)) return <Notice role="alert">{NOT_FOUND}</Notice>;
    return <LoadError what="the tires to compare" onRetry={() => void refetch()} />;
  }
  if (!currentData) return <Skeleton rows={8} label="Loading the tires to compare" />;
  return <CompareTable tires={currentData.data} unit={unit} />;
}

export function SingleTire({ id }: { id: number }) {
  const unit = useAppSelector(selectUnit);
  const { currentData, isError, error, refetch } = useGetComparedTireQuery(id);
  if (isError) {
    if (isNotFound(error)) return <Notice role="alert">{NOT_FOUND}</Notice>;
    return <LoadError what="the tire" onRetry={() => void refetch()} />;
  }
  if (!currentData) return <Skeleton rows={8} label="Loading the tire" />;
  return (
    <>
      <Notice role="status">
        Only one tire is chosen. Go back to your tire results and pick a second tire to compare it with.
      </Notice>
      <CompareTable tires={[currentData.data]} unit={unit} />
    </>
  );
}
