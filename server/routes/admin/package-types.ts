// The media types of what the admin API takes and gives: a .zip package and an .xlsx workbook.
export const PACKAGE_TYPES = {
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
