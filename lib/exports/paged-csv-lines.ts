import { csvLine, type CsvValue } from "./csv-cell";

export const EXPORT_PAGE_SIZE = 500;

type PagedCsv<Row, Cursor> = {
  header: readonly string[];
  readPage: (after: Cursor | null, pageSize: number) => Promise<Row[]>;
  toCells: (row: Row) => readonly CsvValue[];
  cursorOf: (row: Row) => Cursor;
  pageSize?: number;
};

/**
 * CSV lines, header first, read a page at a time (keyset: the cursor of a page's last row starts the
 * next), so memory stays flat however many rows there are. A short page is the last one.
 */
export async function* pagedCsvLines<Row, Cursor>({
  header,
  readPage,
  toCells,
  cursorOf,
  pageSize = EXPORT_PAGE_SIZE,
}: PagedCsv<Row, Cursor>): AsyncGenerator<string> {
  yield csvLine(header);
  let after: Cursor | null = null;
  for (;;) {
    const rows = await readPage(after, pageSize);
    for (const row of rows) yield csvLine(toCells(row));
    if (rows.length < pageSize) return;
    after = cursorOf(rows[rows.length - 1]);
  }
}
