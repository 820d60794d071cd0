// Opens documents in the shared PDF modal. Deliberately tiny: the modal's controller (its state machine and
// xstate) is a lazy chunk fetched on the first open, and the viewer (pdfjs) another one fetched when the modal
// first shows, so pages that merely offer documents (home, resources) stay light.
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { pendingContext } from '../../actor-runtime/actor-restore';
import type { PdfDocumentRef, PdfModalContext } from '../../../machines/pdf-modal.machine';

export type { PdfDocumentRef };

/** One "open this document" request; `seq` tells a repeated open of the same document from the last one. */
export interface PdfOpenRequest {
  document: PdfDocumentRef;
  seq: number;
}

const PdfModalController = lazy(() =>
  import(/* webpackChunkName: "pdf-modal" */ './PdfModalController').then((m) => ({ default: m.PdfModalController })),
);

export interface PdfModalHandle {
  /** Opens `document` in the modal (after SPEC §9's 100 ms delay). */
  open: (document: PdfDocumentRef) => void;
  /** Render this once, anywhere in the page: the modal when a document is open, otherwise nothing. */
  modal: ReactNode;
}

/** After a QA state import (src/qa) with the modal open, the controller must mount to show it again. */
function restoredRequest(): PdfOpenRequest | null {
  const document = pendingContext<PdfModalContext>('pdfModal')?.document;
  return document ? { document, seq: 1 } : null;
}

export function usePdfModal(): PdfModalHandle {
  const [request, setRequest] = useState<PdfOpenRequest | null>(restoredRequest);
  const open = useCallback(
    (document: PdfDocumentRef) => setRequest((last) => ({ document, seq: (last?.seq ?? 0) + 1 })),
    [],
  );
  const modal = request ? (
    <Suspense fallback={null}>
      <PdfModalController request={request} />
    </Suspense>
  ) : null;
  return { open, modal };
}
