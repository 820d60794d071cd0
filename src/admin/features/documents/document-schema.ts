// The upload form's rules, in the server's words and limits (server/documents/uploads.ts, pdf-check.ts): a
// title of 1 to 120 characters, a section that takes uploads, and a PDF of 32 MB at most. The server checks
// again, and more (a clean PDF, lines of the published catalog).
import * as yup from 'yup';
import type { UploadSection } from './sections';

export const MAX_TITLE = 120;
export const MAX_PDF_BYTES = 32 * 1024 * 1024;

export interface DocumentValues {
  title: string;
  section: UploadSection | '';
  /** Tire lines, separated by ";". */
  lines: string;
  file: File | null;
}

export const documentSchema = yup.object({
  title: yup.string().trim().required('Give the document a title.').max(MAX_TITLE, `Use at most ${MAX_TITLE} characters.`),
  section: yup.string().required('Choose a section.').oneOf(['brochures', 'sell-sheets'], 'Choose a section.'),
  lines: yup.string().max(4000, 'Name fewer lines.'),
  file: yup
    .mixed<File>()
    .nullable()
    .test('present', 'Choose the PDF file.', (f) => f instanceof File)
    .test('pdf', 'Choose a PDF file (its name ends in .pdf).', (f) => !(f instanceof File) || /\.pdf$/i.test(f.name))
    .test('size', 'The PDF is larger than 32 MB: make it smaller (fewer or lighter images) and choose it again.', (f) => !(f instanceof File) || f.size <= MAX_PDF_BYTES),
});
