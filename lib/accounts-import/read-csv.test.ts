import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { FILE_TOO_LARGE_MESSAGE, TOO_MANY_ROWS_MESSAGE } from "./import-limits";
import { readCsvRecords } from "./read-csv";

function streamOf(text: string, chunkSize = 7): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + chunkSize));
      at += chunkSize;
    },
  });
}

async function all(body: ReadableStream<Uint8Array>, limits = {}) {
  const out: string[][] = [];
  for await (const record of readCsvRecords(body, limits)) out.push(record);
  return out;
}

describe("readCsvRecords", () => {
  it("parses quoted fields, a BOM, CRLF and ragged rows across chunk boundaries, skipping blank rows", async () => {
    const csv = '\uFEFFName,Website\r\n"Acme, Inc","acme.com"\r\n,\r\n"Multi\nline",x.com,extra\r\n\r\n';
    expect(await all(streamOf(csv))).toEqual([
      ["Name", "Website"],
      ["Acme, Inc", "acme.com"],
      ["Multi\nline", "x.com", "extra"],
    ]);
  });

  it("stops past the byte cap with a clear 413", async () => {
    const error = await all(streamOf("a,b\n".repeat(100), 64), { maxBytes: 100 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(413);
    expect((error as AppError).message).toBe(FILE_TOO_LARGE_MESSAGE);
  });

  it("stops past the row cap with a clear 413", async () => {
    const error = await all(streamOf("h\n" + "r\n".repeat(4)), { maxRows: 3 }).catch((e: unknown) => e);
    expect((error as AppError).message).toBe(TOO_MANY_ROWS_MESSAGE);
    expect(await all(streamOf("h\n" + "r\n".repeat(3)), { maxRows: 3 })).toHaveLength(4);
  });

  it("reports malformed CSV as a readable error", async () => {
    const error = await all(streamOf('a,b\n"unterminated,x\n')).catch((e: unknown) => e);
    expect((error as AppError).message).toMatch(/^The file could not be read as CSV/);
  });
});
