/**
 * CSV exports (issue 22, the analytics screen's tables and charts): RFC 4180 text that a spreadsheet opens safely.
 *
 * - A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return is prefixed with a single quote, so a
 *   spreadsheet reads it as text and never as a formula (OWASP "CSV Injection"). Numbers are written as they are: a
 *   negative number is a figure, not a formula.
 * - A cell holding a comma, a double quote, a carriage return or a line feed is quoted, its quotes doubled (RFC 4180).
 * - Lines end with CRLF (RFC 4180), and the text starts with a UTF-8 byte order mark so that spreadsheets read
 *   accented names as UTF-8.
 */

/** The byte order mark the text starts with. */
export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as CSV text: neutralised when it could start a formula, quoted when it must be. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') {
    text = Number.isFinite(value) ? String(value) : '';
  } else {
    text = FORMULA_START.test(value) ? `'${value}` : value;
  }
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV file's text: the BOM, the header line, then one line per row, each line ended by CRLF. */
export function toCsv(headers: string[], rows: (string | number | null)[][]): string {
  const line = (cells: (string | number | null)[]) => cells.map(csvCell).join(',');
  return CSV_BOM + [headers, ...rows].map((cells) => `${line(cells)}\r\n`).join('');
}
