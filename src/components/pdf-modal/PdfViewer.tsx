// The PDF viewer, the 'pdf-viewer' chunk: @react-pdf-viewer/core 3.12 over pdfjs-dist 3.11 (4.x breaks it),
// page-width zoom, and our own find/download/print controls. Loaded only when the modal first shows.
import { SpecialZoomLevel, Viewer, Worker, type LoadError, type PdfJs } from '@react-pdf-viewer/core';
import '@react-pdf-viewer/core/lib/styles/index.css';
import { useEffect, useMemo } from 'react';
import { focusablePagesPlugin } from './focusable-pages';
import { PdfToolbar } from './PdfToolbar';
import { useTextFind } from './useTextFind';
import './pdf-viewer.css';

// webpack emits the worker as a file of its own and gives its URL.
const workerUrl = new URL('pdfjs-dist/build/pdf.worker.min.js', import.meta.url).toString();
// SPEC §6: every call carries the public-request header, the viewer's document requests too.
const httpHeaders = { ispublic: 'true' };
// pdf.js would otherwise try eval() for fonts, which the site's Content-Security-Policy forbids.
const withoutEval = (params: PdfJs.GetDocumentParams) => Object.assign(params, { isEvalSupported: false });

export interface PdfViewerProps {
  url: string;
  /** The document cannot be read: the modal switches to the plain frame. */
  onLoadError: () => void;
}

/** Reports the viewer's load error from an effect (the viewer hands it over during render). */
function ReportLoadError({ error, onLoadError }: { error: LoadError; onLoadError: () => void }) {
  useEffect(() => {
    console.error('The PDF viewer could not load the document', error.message ?? error);
    onLoadError();
  }, [error, onLoadError]);
  return null;
}

export function PdfViewer({ url, onLoadError }: PdfViewerProps) {
  const find = useTextFind();
  const plugins = useMemo(() => [find.plugin, focusablePagesPlugin('Document pages')], [find.plugin]);
  return (
    <div className="pdf-viewer">
      <PdfToolbar url={url} find={find} />
      <div className="pdf-viewer__pages">
        <Worker workerUrl={workerUrl}>
          <Viewer
            fileUrl={url}
            httpHeaders={httpHeaders}
            defaultScale={SpecialZoomLevel.PageWidth}
            plugins={plugins}
            transformGetDocumentParams={withoutEval}
            renderError={(error) => <ReportLoadError error={error} onLoadError={onLoadError} />}
          />
        </Worker>
      </div>
    </div>
  );
}
