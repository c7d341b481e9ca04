import { AppError } from "@/lib/errors/app-error";
import { detectColumns } from "./column-mapping";
import type { ColumnMapping } from "./mapping-fields";
import { EMPTY_FILE_MESSAGE, PREVIEW_ROWS } from "./import-limits";

export type CsvPreview = { headers: string[]; rows: string[][]; totalRows: number; mapping: ColumnMapping };

/** The header, the first rows and the guessed mapping; the whole file is read so the caps are checked now. */
export async function previewCsv(records: AsyncIterable<string[]>): Promise<CsvPreview> {
  let headers: string[] | null = null;
  const rows: string[][] = [];
  let totalRows = 0;
  for await (const record of records) {
    if (!headers) {
      headers = record;
      continue;
    }
    totalRows++;
    if (rows.length < PREVIEW_ROWS) rows.push(record);
  }
  if (!headers || totalRows === 0) throw new AppError("invalid", EMPTY_FILE_MESSAGE);
  return { headers, rows, totalRows, mapping: detectColumns(headers) };
}
