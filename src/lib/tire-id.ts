// A tire's id in an address (`tireId=`): a positive whole number of at most nine digits, written plainly. Pure: the
// details page, the duty check and the page cache read it alike.

/** The id, or null when the value is missing or malformed ("0012", "1e3" and "-1" are not ids). */
export function parseTireId(raw: string | null): number | null {
  if (raw === null || !/^[1-9]\d{0,8}$/.test(raw)) return null;
  return Number(raw);
}
