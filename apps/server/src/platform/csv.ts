/**
 * CSV downloads that Excel opens as they are (the back office's "xls" exports): UTF-8 with a byte order
 * mark, or Excel reads Korean as mojibake; CRLF rows; fields quoted when they need it. A field that starts
 * like a formula (= + - @, tab, CR) is prefixed with ' so a guest's name cannot run as a formula in the
 * operator's spreadsheet (CSV injection).
 */

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const BOM = '\uFEFF';

export type CsvValue = string | number | null;

function field(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

/** `attachment; filename=...` with the RFC 5987 form for a Korean file name. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
