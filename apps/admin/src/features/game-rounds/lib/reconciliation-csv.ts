import {
  formatMoneyInput,
  type TReconciliationDay,
  type TReconciliationReport,
} from '@lw/contracts';

/** One CSV field: quoted when it holds a separator, a quote or a line break; formulas defused. */
function field(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  // A cell starting with = + - @ is a formula in a spreadsheet: prefix it so it stays text.
  if (/^[=+\-@]/.test(text) && !/^-\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csv(rows: (string | number | null)[][]): string {
  // CRLF and a byte-order mark: spreadsheets open the Thai and Chinese labels as UTF-8.
  return `\uFEFF${rows.map((r) => r.map(field).join(',')).join('\r\n')}\r\n`;
}

const money = (minor: number | undefined) => (minor === undefined ? null : formatMoneyInput(minor));

export interface CsvLabels {
  /** Header names, in column order. */
  dayColumns: string[];
  detailColumns: string[];
  status: (row: TReconciliationReport['status']) => string;
  noFeed: string;
}

/** The all-vendors view of a day: one line per vendor, amounts as plain decimals. */
export function dayCsv(day: TReconciliationDay, labels: CsvLabels): string {
  return csv([
    labels.dayColumns,
    ...day.rows.map((r) => [
      day.day,
      r.vendor,
      r.vendorName,
      r.walletMode,
      r.ours.rounds,
      money(r.ours.bet),
      money(r.ours.win),
      r.ledger.rounds,
      money(r.ledger.bet),
      money(r.ledger.win),
      r.feed === 'none' ? labels.noFeed : (r.vendorFeed?.rounds ?? null),
      money(r.vendorFeed?.bet),
      money(r.vendorFeed?.win),
      r.differenceCount,
      labels.status(r.status),
      r.vendorError,
    ]),
  ]);
}

/** One vendor's day: its differing rounds, ours against the vendor's. */
export function detailCsv(report: TReconciliationReport, labels: CsvLabels): string {
  return csv([
    labels.detailColumns,
    ...report.differences.map((d) => [
      report.day,
      report.vendor,
      d.roundId,
      money(d.ours?.bet),
      money(d.ours?.win),
      money(d.vendor?.bet),
      money(d.vendor?.win),
    ]),
  ]);
}

/** Offers `text` as a download named `name`. */
export function downloadCsv(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
