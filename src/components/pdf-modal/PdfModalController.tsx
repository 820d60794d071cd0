// The PDF modal (SPEC §2, §4), driven by the pdfModal machine: it shows 100 ms after an open request, holds
// the lazy viewer, and falls back to a plain embedded frame when the viewer cannot read the document.
// Closing (× icon, a click outside, Escape) goes through the shared Modal, which also marks the body
// modal-open, traps focus and gives it back to the tile that opened the document.
import { lazy, Suspense, useCallback, useEffect, useId } from 'react';
import { pdfModalMachine } from '../../../machines/pdf-modal.machine';
import { Modal } from '../Modal';
import { useAppMachine } from '../useAppMachine';
import { PdfFallbackFrame } from './PdfFallbackFrame';
import type { PdfOpenRequest } from './usePdfModal';
import { ViewerBoundary } from './ViewerBoundary';
import './pdf-modal.css';

const PdfViewer = lazy(() =>
  import(/* webpackChunkName: "pdf-viewer" */ './PdfViewer').then((m) => ({ default: m.PdfViewer })),
);

export function PdfModalController({ request }: { request: PdfOpenRequest }) {
  const [snapshot, send] = useAppMachine(pdfModalMachine);
  const titleId = useId();

  useEffect(() => {
    send({ type: 'pdf.open', document: request.document });
  }, [request, send]);

  const visible = snapshot.hasTag('visible');
  const shown = snapshot.context.document;
  const url = shown?.url ?? '';
  const close = useCallback(() => send({ type: 'pdf.close' }), [send]);
  const reportLoadError = useCallback(() => send({ type: 'pdf.loadError', url }), [send, url]);

  if (!visible || !shown) return null;
  return (
    <Modal labelledBy={titleId} onClose={close} className="pdf-modal">
      <h2 id={titleId} className="pdf-modal__title">
        {shown.title}
      </h2>
      {snapshot.hasTag('fallback') ? (
        <PdfFallbackFrame document={shown} />
      ) : (
        <ViewerBoundary key={url} onError={reportLoadError}>
          <Suspense
            fallback={
              <p className="pdf-modal__loading" role="status">
                Loading the document…
              </p>
            }
          >
            <PdfViewer url={url} onLoadError={reportLoadError} />
          </Suspense>
        </ViewerBoundary>
      )}
    </Modal>
  );
}
