// Every brochure, sell sheet and other document of the resource list: title, section, lines, source (uploaded
// or generated), pages, size, who uploaded it and when; Preview, Replace and, for an upload, Remove.
import type { StaffDocument } from '../../../contract/staff';
import { DataTable, type Column } from '../../components/DataTable';
import { StatusBadge } from '../../components/StatusBadge';
import { formatBytes, formatDateTime } from '../../lib/format';
import { SECTION_LABELS, takesUpload } from './sections';

interface Props {
  documents: StaffDocument[];
  busy: boolean;
  onPreview: (d: StaffDocument) => void;
  onReplace: (d: StaffDocument) => void;
  onRemove: (d: StaffDocument) => void;
}

export function DocumentsTable({ documents, busy, onPreview, onReplace, onRemove }: Props) {
  const columns: Column<StaffDocument>[] = [
    { key: 'title', header: 'Title', cell: (d) => d.title, rowHeader: true },
    { key: 'section', header: 'Section', cell: (d) => SECTION_LABELS[d.section] },
    { key: 'lines', header: 'Tire lines', cell: (d) => (d.lines.length > 0 ? d.lines.join(', ') : '—') },
    { key: 'source', header: 'Source', cell: (d) => (d.source === 'uploaded' ? <StatusBadge tone="info">Uploaded</StatusBadge> : <StatusBadge>Generated</StatusBadge>) },
    { key: 'pages', header: 'Pages', cell: (d) => d.pages ?? '—', align: 'end' },
    { key: 'size', header: 'Size', cell: (d) => formatBytes(d.bytes), align: 'end' },
    { key: 'uploaded', header: 'Uploaded', cell: (d) => (d.uploadedBy ? `${d.uploadedBy}, ${formatDateTime(d.uploadedAt)}` : '—') },
    {
      key: 'actions',
      header: 'Actions',
      className: 'data-table__actions',
      cell: (d) => (
        <div className="row-actions">
          <button type="button" className="button button--small" onClick={() => onPreview(d)}>
            Preview<span className="visually-hidden"> {d.title}</span>
          </button>
          {takesUpload(d.section) ? (
            <button type="button" className="button button--small" disabled={busy} onClick={() => onReplace(d)}>
              Replace<span className="visually-hidden"> {d.title}</span>
            </button>
          ) : null}
          {d.source === 'uploaded' ? (
            <button type="button" className="button button--small button--danger" disabled={busy} onClick={() => onRemove(d)}>
              Remove<span className="visually-hidden"> {d.title}</span>
            </button>
          ) : null}
        </div>
      ),
    },
  ];
  return <DataTable caption="Documents of the resource list" columns={columns} rows={documents} rowKey={(d) => `${d.section}/${d.slug}`} empty="No documents." />;
}
