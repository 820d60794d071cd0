// Upload a new brochure or sell sheet, or a replacement: a PDF with the same section and title takes the place
// of the listed one (uploaded or generated) at the same address, so a replacement keeps both fixed.
import type { StaffDocument } from '../../../contract/staff';
import { AdminForm } from '../../components/form/AdminForm';
import { BusyButton } from '../../components/form/BusyButton';
import { SelectInput, TextInput } from '../../components/form/fields';
import { documentSchema, MAX_TITLE, type DocumentValues } from './document-schema';
import { PdfFileInput } from './PdfFileInput';
import { takesUpload, UPLOAD_SECTIONS } from './sections';

interface Props {
  replacing: StaffDocument | null;
  busy: boolean;
  onSubmit: (values: DocumentValues) => void;
  onCancelReplace: () => void;
}

export function initialValues(replacing: StaffDocument | null): DocumentValues {
  if (!replacing || !takesUpload(replacing.section)) return { title: '', section: '', lines: '', file: null };
  return { title: replacing.title, section: replacing.section, lines: replacing.lines.join('; '), file: null };
}

export function DocumentForm({ replacing, busy, onSubmit, onCancelReplace }: Props) {
  return (
    <AdminForm<DocumentValues> schema={documentSchema} initialValues={initialValues(replacing)} onValid={(values) => onSubmit(values)} aria-label={replacing ? `Replace ${replacing.title}` : 'Upload a new document'}>
      {() => (
        <>
          <TextInput
            name="title"
            label="Title"
            required
            maxLength={MAX_TITLE}
            disabled={replacing !== null}
            hint={replacing ? 'A replacement keeps the title and section: the new PDF takes the place of this one.' : 'As the resource list shows it. The same title and section as a listed document replaces that one.'}
          />
          <SelectInput name="section" label="Section" required placeholder="Choose a section" options={UPLOAD_SECTIONS} disabled={replacing !== null} />
          <TextInput name="lines" label="Tire lines" hint="The lines it covers, as the catalog names them, separated by semicolons (RH-4A+; RH-9). May be empty." />
          <PdfFileInput name="file" label="PDF file" hint="A PDF of 32 MB and 300 pages at most, without scripts, attachments or forms." disabled={busy} />
          <div className="console-form__actions">
            <BusyButton busy={busy} accent busyText="uploading">
              {replacing ? 'Upload the replacement' : 'Upload'}
            </BusyButton>
            {replacing ? (
              <button type="button" className="button" onClick={onCancelReplace}>
                Cancel the replacement
              </button>
            ) : null}
          </div>
        </>
      )}
    </AdminForm>
  );
}
