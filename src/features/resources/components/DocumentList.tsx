// The documents of one type, fetched from the resource list (SPEC §7), with a skeleton while loading and a
// Retry when the call failed (the original only logged it; SPEC §8).
import { QueryStatus } from '../../../components/QueryStatus';
import type { PdfDocumentRef } from '../../../components/pdf-modal/usePdfModal';
import { useGetResourcesQuery, type ResourceType } from '../api';
import { DocumentGrid } from './DocumentTile';

interface Props {
  type: ResourceType;
  /** What is listed, for the loading and error texts, e.g. "the brochures". */
  what: string;
  onOpen: (document: PdfDocumentRef) => void;
}

export function DocumentList({ type, what, onOpen }: Props) {
  const { data, isLoading, isError, refetch } = useGetResourcesQuery(type);
  return (
    <QueryStatus isLoading={isLoading} isError={isError} onRetry={() => void refetch()} what={what} rows={2}>
      <DocumentGrid documents={data ?? []} onOpen={onOpen} />
    </QueryStatus>
  );
}
