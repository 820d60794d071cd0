// The difference between an uploaded file and what is live, per kind of record: what is added, what is
// removed, and each changed field with its old and its new value.
import type { ImportDataset } from '../../../contract/staff';
import { DataTable, type Column } from '../../components/DataTable';
import { diffParts, partSize, type DiffPart } from './diff';

interface ChangeRow {
  key: string;
  name: string;
  field: string;
  old: string;
  new: string;
}

const shown = (value: string) => (value === '' ? <em>(empty)</em> : value);

function NameList({ label, names }: { label: string; names: string[] }) {
  if (names.length === 0) return null;
  return (
    <>
      <h4 className="import-diff__list-title">{label}</h4>
      <ul className="import-diff__names">
        {names.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ul>
    </>
  );
}

function ChangedTable({ part }: { part: DiffPart }) {
  if (part.changed.length === 0) return null;
  const rows: ChangeRow[] = part.changed.flatMap((c) => c.fields.map((f) => ({ key: `${c.name}\u0000${f.field}`, name: c.name, ...f })));
  const columns: Column<ChangeRow>[] = [
    { key: 'name', header: part.noun.replace(/^./, (c) => c.toUpperCase()), cell: (r) => r.name, rowHeader: true },
    { key: 'field', header: 'Field', cell: (r) => r.field },
    { key: 'old', header: 'Old value', cell: (r) => shown(r.old), className: 'import-diff__old' },
    { key: 'new', header: 'New value', cell: (r) => shown(r.new), className: 'import-diff__new' },
  ];
  return <DataTable caption={`${part.title}: changed fields, old and new values`} columns={columns} rows={rows} rowKey={(r) => r.key} />;
}

function Part({ part }: { part: DiffPart }) {
  return (
    <section className="import-diff__part">
      <h3 className="import-diff__title">
        {part.title}: {part.added.length} added, {part.removed.length} removed, {part.changed.length} changed
      </h3>
      <NameList label={`Added (${part.added.length})`} names={part.added} />
      <NameList label={`Removed (${part.removed.length})`} names={part.removed} />
      <ChangedTable part={part} />
    </section>
  );
}

export function DiffView({ dataset, diff }: { dataset: ImportDataset; diff: unknown }) {
  const parts = diffParts(dataset, diff).filter((p) => partSize(p) > 0);
  if (parts.length === 0) return <p>No changes: the file is the same as what is live.</p>;
  return (
    <div className="import-diff">
      {parts.map((p) => (
        <Part key={p.title} part={p} />
      ))}
    </div>
  );
}
