import { describe, expect, it, vi } from "vitest";
import { log } from "@/lib/log";
import { csvResponse, exportFileName } from "./csv-response";

describe("csvResponse", () => {
  it("writes a BOM, then the lines, with download headers", async () => {
    async function* lines() {
      yield "A,B\r\n";
      yield "é,1\r\n";
    }
    const response = csvResponse(lines(), "trayo-events-2026-11-26.csv", "req-1");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="trayo-events-2026-11-26.csv"');
    expect(response.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe("\uFEFFA,B\r\né,1\r\n");
  });

  it("a failure mid-stream is logged and ends the file without a stack trace in the body", async () => {
    const error = vi.spyOn(log, "error").mockImplementation(() => {});
    async function* lines() {
      yield "A,B\r\n";
      throw new Error("connection lost at secret/path.ts:12");
    }
    const text = await csvResponse(lines(), "x.csv", "req-2").text();
    expect(text).toBe("A,B\r\n");
    expect(error).toHaveBeenCalledWith("export: writing the CSV failed", expect.objectContaining({ requestId: "req-2" }));
    error.mockRestore();
  });

  it("names the file by kind and UTC day", () => {
    expect(exportFileName("accounts", new Date("2026-11-26T23:30:00Z"))).toBe("trayo-accounts-2026-11-26.csv");
  });
});
