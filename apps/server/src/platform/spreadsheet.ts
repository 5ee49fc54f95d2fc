import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { dayIn } from '@minda/contracts/rules/bookings';
import type { ListReader } from './list-page.ts';

/**
 * The back office's downloads as real Excel workbooks (`.xlsx`, issue 57 "list kit"), written by ExcelJS's
 * streaming writer as the rows come, so a long export never sits whole in memory. What a spreadsheet needs that
 * a CSV could not give: money as numbers in a won format (sums work), days and times as dates, Korean without a
 * byte order mark, and text that is only ever text (a cell of a guest's name is a string cell: `=HYPERLINK(...)`
 * cannot run as a formula, which a CSV had to defuse by hand).
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** How a column's values are written: text, a count, won, a day (YYYY-MM-DD) or an instant in the site's time zone. */
export type SheetColumnKind = 'text' | 'number' | 'won' | 'day' | 'datetime';
export type SheetColumn = { header: string; kind: SheetColumnKind; width?: number };
export type SheetValue = string | number | null;

const FORMATS: Partial<Record<SheetColumnKind, string>> = {
  number: '#,##0',
  won: '#,##0"원"',
  day: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm:ss',
};
const WIDTHS: Record<SheetColumnKind, number> = { text: 16, number: 8, won: 14, day: 12, datetime: 20 };

/**
 * An instant as the wall-clock time of `timeZone`: Excel's dates have no zone, so the cell holds the time the
 * heading names (the site's zone), not UTC.
 */
export function wallClock(at: Date, timeZone: string): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return new Date(Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)));
}

/** The zone's Korean name for a heading: "한국 표준시", "미 동부 시간". */
export const zoneName = (timeZone: string) =>
  new Intl.DateTimeFormat('ko-KR', { timeZone, timeZoneName: 'longGeneric' }).formatToParts(0).find((p) => p.type === 'timeZoneName')?.value ?? timeZone;

function cellValue(kind: SheetColumnKind, value: SheetValue, timeZone: string): ExcelJS.CellValue {
  if (value === null || value === '') return null;
  if (kind === 'day' && typeof value === 'string') return new Date(`${value}T00:00:00Z`);
  if (kind === 'datetime') return wallClock(new Date(value), timeZone);
  if (kind === 'text') return String(value);
  return typeof value === 'number' ? value : Number(value);
}

export type Sheet = {
  name: string;
  columns: readonly SheetColumn[];
  rows: AsyncIterable<readonly SheetValue[]> | Iterable<readonly SheetValue[]>;
  /** The zone `datetime` columns are written in (the site's). */
  timeZone: string;
  /** When the rows stopped at the export's cap, the sentence that says so, written below the last row. */
  capNote?: () => string | undefined;
};

/**
 * A workbook of one sheet, streamed: the header row bold and frozen, then each row as it comes, then the cap's
 * note when there is one. Returns the stream to send; an error while writing ends it with that error.
 */
export function xlsxStream(sheet: Sheet): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = sheet.columns.map((column, i) => {
    const format = FORMATS[column.kind];
    return { key: String(i), width: column.width ?? Math.max(WIDTHS[column.kind], column.header.length * 2 + 2), ...(format ? { style: { numFmt: format } } : {}) };
  });
  const write = async () => {
    const header = worksheet.addRow(sheet.columns.map((c) => c.header));
    header.font = { bold: true };
    header.commit();
    for await (const row of sheet.rows) worksheet.addRow(row.map((value, i) => cellValue(sheet.columns[i]?.kind ?? 'text', value, sheet.timeZone))).commit();
    const note = sheet.capNote?.();
    if (note) worksheet.addRow([note]).commit();
    worksheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** `attachment; filename=...` with the RFC 5987 form for a Korean file name. */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, '');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * A sheet of a list's rows read page by page (`batch` at a time) while the workbook is written, up to `cap`; past the
 * cap its last line is `capped(total, cap)`. `read` answers a page of rows and the filter's total.
 */
export function pagedSheet<T>(o: {
  name: string;
  columns: readonly SheetColumn[];
  timeZone: string;
  cap: number;
  batch?: number;
  read: ListReader<T>;
  row: (item: T) => readonly SheetValue[];
  capped: (total: number, cap: number) => string;
}): Sheet {
  const batch = o.batch ?? 500;
  let total = 0;
  async function* rows() {
    for (let offset = 0; offset < o.cap; offset += batch) {
      const page = await o.read(offset, Math.min(batch, o.cap - offset));
      total = page.total;
      for (const item of page.rows) yield o.row(item);
      if (page.rows.length < batch) return;
    }
  }
  return { name: o.name, columns: o.columns, rows: rows(), timeZone: o.timeZone, capNote: () => (total > o.cap ? o.capped(total, o.cap) : undefined) };
}

/** Answers a sheet as a download named `<title>-<today in the zone>.xlsx`, never cached. */
export function sendSheet(reply: FastifyReply, sheet: Sheet, title: string) {
  const today = dayIn(new Date(), sheet.timeZone);
  return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', attachment(`${title}-${today}.xlsx`)).header('cache-control', 'no-store').send(xlsxStream(sheet));
}
