import { once } from "node:events";
import { CsvError, parse } from "csv-parse";
import { AppError } from "@/lib/errors/app-error";
import { FILE_TOO_LARGE_MESSAGE, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, NOT_CSV_MESSAGE, TOO_MANY_ROWS_MESSAGE } from "./import-limits";

export type CsvLimits = { maxBytes?: number; maxRows?: number };

const tooLarge = () => new AppError("invalid", FILE_TOO_LARGE_MESSAGE, { status: 413 });
const tooManyRows = () => new AppError("invalid", TOO_MANY_ROWS_MESSAGE, { status: 413 });

/** Refuses an upload whose declared size is over the cap before a byte of it is read. */
export function checkDeclaredSize(request: Request, maxBytes = MAX_IMPORT_BYTES) {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
}

const blankRecord = (record: string[]) => record.every((cell) => cell.trim() === "");

/**
 * The records of a CSV upload (header row first), parsed as the bytes arrive: the body is never held
 * whole. Past `maxBytes` the reading stops with a 413; more than `maxRows` data rows is a 413 too.
 * Rows with only blank cells are skipped (spreadsheets leave them at the end).
 */
export async function* readCsvRecords(body: ReadableStream<Uint8Array> | null, limits: CsvLimits = {}): AsyncGenerator<string[]> {
  const maxBytes = limits.maxBytes ?? MAX_IMPORT_BYTES;
  const maxRows = limits.maxRows ?? MAX_IMPORT_ROWS;
  if (!body) return;
  const parser = parse({ bom: true, skip_empty_lines: true, relax_column_count: true, relax_quotes: true, trim: true, max_record_size: 64 * 1024 });
  const reader = body.getReader();
  const stop = new AbortController();
  let failure: unknown = null;
  const pump = (async () => {
    let total = 0;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        total += value.byteLength;
        if (total > maxBytes) throw tooLarge();
        if (!parser.write(Buffer.from(value.buffer, value.byteOffset, value.byteLength))) await once(parser, "drain", { signal: stop.signal });
      }
      parser.end();
    } catch (error) {
      if (stop.signal.aborted) return;
      failure ??= error;
      parser.destroy(error as Error);
    }
  })();
  let rows = -1;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (blankRecord(record)) continue;
      rows++;
      if (rows > maxRows) throw tooManyRows();
      yield record;
    }
  } catch (error) {
    if (failure) throw failure;
    if (error instanceof CsvError) throw new AppError("invalid", `${NOT_CSV_MESSAGE}: ${error.message}`);
    throw error;
  } finally {
    stop.abort();
    await reader.cancel().catch(() => {});
    parser.destroy();
    await pump;
  }
  if (failure) throw failure;
}
