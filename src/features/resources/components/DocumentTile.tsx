// One document: its cover (with alt text) and title, a real button that opens it in the PDF modal.
import { useId } from 'react';
import type { PdfDocumentRef } from '../../../components/pdf-modal/usePdfModal';
import type { ResourceDocument } from '../api';

interface Props {
  document: ResourceDocument;
  onOpen: (document: PdfDocumentRef) => void;
  /** Load the cover at once: the first tiles are in view and one is often the largest paint. */
  eager?: boolean;
}

export function DocumentTile({ document, onOpen, eager = false }: Props) {
  const titleId = useId();
  return (
    <button
      type="button"
      className="doc-tile"
      // Named by its title alone (the cover's alt text would repeat it).
      aria-labelledby={titleId}
      aria-haspopup="dialog"
      onClick={() => onOpen({ title: document.title, url: document.document })}
    >
      <img
        className="doc-tile__cover"
        src={document.thumbnail}
        alt={`Cover of ${document.title}`}
        width={153}
        height={198}
        loading={eager ? undefined : 'lazy'}
        decoding="async"
      />
      <span id={titleId} className="doc-tile__title">
        {document.title}
      </span>
    </button>
  );
}

export function DocumentGrid({ documents, onOpen }: { documents: ResourceDocument[]; onOpen: Props['onOpen'] }) {
  if (documents.length === 0) return <p className="muted">No documents are available here right now.</p>;
  return (
    <ul className="doc-grid">
      {documents.map((document, index) => (
        <li key={document.document}>
          <DocumentTile document={document} onOpen={onOpen} eager={index < 2} />
        </li>
      ))}
    </ul>
  );
}
