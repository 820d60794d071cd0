// What became of the last upload: its progress while it runs, then listed, refused (each problem: the field
// or the file, and what is wrong) or failed, in words that say what to do.
import { forwardRef } from 'react';
import type { ImportProblem } from '../../../contract/staff';
import type { StaffDocumentUploadContext } from '../../../../machines/staff-document-upload.machine';
import { Alert } from '../../components/Alert';
import { DataTable, type Column } from '../../components/DataTable';
import { Progress } from '../../components/Progress';
import { formatBytes } from '../../lib/format';

const FIELD_NAMES: Record<string, string> = { title: 'Title', section: 'Section', lines: 'Tire lines', document: 'PDF file', cover: 'Cover image' };

const columns: Column<ImportProblem & { i: number }>[] = [
  { key: 'field', header: 'Field', cell: (p) => FIELD_NAMES[p.file] ?? p.file, rowHeader: true },
  { key: 'message', header: 'What is wrong', cell: (p) => p.message },
];

interface Props {
  state: 'idle' | 'uploading' | 'done' | 'refused' | 'failed';
  context: StaffDocumentUploadContext;
}

export const UploadOutcome = forwardRef<HTMLDivElement, Props>(function UploadOutcome({ state, context }, ref) {
  const { progress } = context;
  return (
    <div ref={ref} tabIndex={-1} className="document-outcome">
      {state === 'uploading' ? (
        <Progress
          label="Uploading the PDF"
          value={progress?.total ? progress.loaded / progress.total : null}
          detail={progress?.total ? `${formatBytes(progress.loaded)} of ${formatBytes(progress.total)}` : undefined}
        />
      ) : null}
      {state === 'done' ? <Alert tone="success">“{context.uploaded}” is uploaded and listed on the site.</Alert> : null}
      {state === 'failed' ? <Alert tone="error">{context.error}</Alert> : null}
      {state === 'refused' ? (
        <>
          <Alert tone="error">
            <p>The PDF was not uploaded: {context.error}</p>
            <p>Correct what the table says, then upload again.</p>
          </Alert>
          <DataTable caption="What is wrong with the upload" columns={columns} rows={context.problems.map((p, i) => ({ ...p, i }))} rowKey={(p) => p.i} />
        </>
      ) : null}
    </div>
  );
});
