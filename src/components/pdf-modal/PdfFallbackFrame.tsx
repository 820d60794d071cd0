// SPEC §2 PDF modal: when the viewer errors, the document shows in a plain embedded frame (the browser's
// own PDF reader). A download link stays for browsers (most phones) that cannot show PDFs in a frame.
import type { PdfDocumentRef } from '../../../machines/pdf-modal.machine';

export function PdfFallbackFrame({ document }: { document: PdfDocumentRef }) {
  return (
    <div className="pdf-modal__fallback">
      <p className="pdf-modal__note" role="status">
        The viewer could not open this document, so your browser shows it below.{' '}
        <a href={document.url} download>
          Download the PDF
        </a>
      </p>
      <iframe className="pdf-modal__frame" title={document.title} src={document.url} />
    </div>
  );
}
