// One document: its cover (with alt text) and title, a real button that opens it in the PDF modal.
import { useId } from 'react';
import type { PdfDocumentRef } from '../../../components/pdf-modal/usePdfModal';
import type { ResourceDocument } from '../api';

interface Props {
  document: ResourceDocument;
  onOpen: (document: PdfDocumentRef) => void;
}

export function DocumentTile({ document, onOpen }: Props) {
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
        loading="lazy"
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
      {documents.map((document) => (
        <li key={document.document}>
          <DocumentTile document={document} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
