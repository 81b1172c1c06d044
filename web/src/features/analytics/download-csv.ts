import { toCsv } from '@reelbridge/shared/rules/csv';

export type CsvCell = string | number | null;

/** Saves a CSV file (docs: shared/src/rules/csv.ts neutralises formulas and adds the BOM) under `fileName`. */
export function downloadCsv(fileName: string, headers: string[], rows: CsvCell[][]): void {
  const blob = new Blob([toCsv(headers, rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by now; a tick later the address is let go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** `analytics-<what>-<from>-to-<to>.csv`. */
export function csvFileName(what: string, period: { from: string; to: string }): string {
  return `analytics-${what}-${period.from}-to-${period.to}.csv`;
}
