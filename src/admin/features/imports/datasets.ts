// What differs between the catalog's and the dealers' pages: names, the files taken (docs/catalog-format.md,
// docs/dealers-format.md) with their media types, and the export's formats and file names.
import type { ImportDataset } from '../../../contract/staff';

export interface DatasetInfo {
  dataset: ImportDataset;
  title: string;
  /** "the catalog", "the dealers": inside sentences. */
  what: string;
  /** Extensions accepted, lower case, without the dot. */
  extensions: readonly string[];
  /** What the file chooser says it takes. */
  fileHint: string;
  exports: readonly { format: 'xlsx' | 'csv'; label: string; fallbackName: string }[];
}

export const DATASETS: Record<ImportDataset, DatasetInfo> = {
  catalog: {
    dataset: 'catalog',
    title: 'Catalog',
    what: 'the catalog',
    extensions: ['xlsx', 'zip'],
    fileHint: 'A workbook (.xlsx) or a package (.zip of the CSV files or the workbook, with images/), as the export gives it.',
    exports: [
      { format: 'xlsx', label: 'Download live catalog (workbook)', fallbackName: 'catalog-xlsx.zip' },
      { format: 'csv', label: 'Download live catalog (CSV files)', fallbackName: 'catalog-csv.zip' },
    ],
  },
  dealers: {
    dataset: 'dealers',
    title: 'Dealers',
    what: 'the dealers',
    extensions: ['xlsx', 'csv'],
    fileHint: 'A workbook (.xlsx) with a dealers sheet, or a CSV file, as the export gives it.',
    exports: [
      { format: 'xlsx', label: 'Download live dealers (workbook)', fallbackName: 'dealers.xlsx' },
      { format: 'csv', label: 'Download live dealers (CSV)', fallbackName: 'dealers.csv' },
    ],
  },
};

const MEDIA_TYPES: Record<string, string> = {
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

export const extensionOf = (name: string): string => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/** The media type the server reads a file of `name` by, or null when the dataset does not take it. */
export function mediaTypeOf(info: DatasetInfo, name: string): string | null {
  const extension = extensionOf(name);
  return info.extensions.includes(extension) ? (MEDIA_TYPES[extension] ?? null) : null;
}

/**
 * The name the server records in the history (its pattern: letters, digits, space and ._()- only, up to 96
 * characters before the extension); other characters become "-".
 */
export function uploadName(name: string): string {
  const extension = extensionOf(name);
  const stem = name.slice(0, name.length - extension.length - 1).replace(/[^A-Za-z0-9 ._()-]/g, '-').replace(/^[^A-Za-z0-9]+/, '');
  return `${(stem || 'upload').slice(0, 90)}.${extension}`;
}
