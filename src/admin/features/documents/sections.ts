// How a document's section and source read in the console, and which sections take an upload (the server's
// UPLOAD_SECTIONS: brochures and sell sheets; the databook and the pressure recommendations are generated).
import type { StaffDocument } from '../../../contract/staff';

export const SECTION_LABELS: Record<StaffDocument['section'], string> = {
  brochures: 'Brochure',
  'sell-sheets': 'Sell sheet',
  databook: 'Engineering databook',
  other: 'Other',
};

export type UploadSection = 'brochures' | 'sell-sheets';

export const UPLOAD_SECTIONS: readonly { value: UploadSection; label: string }[] = [
  { value: 'brochures', label: 'Brochures' },
  { value: 'sell-sheets', label: 'Sell sheets' },
];

export const takesUpload = (section: StaffDocument['section']): section is UploadSection => section === 'brochures' || section === 'sell-sheets';

/** "RH-4A+; RH-9" -> ['RH-4A+', 'RH-9'] */
export const linesOf = (text: string): string[] =>
  text
    .split(';')
    .map((l) => l.trim())
    .filter((l) => l !== '');
