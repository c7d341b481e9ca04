import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv-cell";

describe("csvCell", () => {
  it.each([
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+1 555", "'+1 555"],
    ["-2+3", "'-2+3"],
    ["@cmd", "'@cmd"],
    ["\tstarts with tab", "'\tstarts with tab"],
    ["\rstarts with CR", "\"'\rstarts with CR\""],
    ["=HYPERLINK(\"http://x\",\"y\")", "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\""],
  ])("neutralises a formula %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("quotes cells with quotes, commas or newlines", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a, b")).toBe('"a, b"');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell("line 1\r\nline 2")).toBe('"line 1\r\nline 2"');
  });

  it("leaves plain text, and formula characters inside a cell, as they are", () => {
    expect(csvCell("Helio Grid")).toBe("Helio Grid");
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("Café Zürich")).toBe("Café Zürich");
  });

  it("writes null and undefined as empty cells, numbers, booleans and dates as text", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(-3)).toBe("'-3");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(new Date("2026-01-02T03:04:05.000Z"))).toBe("2026-01-02T03:04:05.000Z");
  });

  it("joins a record with commas and ends it with CRLF", () => {
    expect(csvLine(["a", null, "b,c"])).toBe('a,,"b,c"\r\n');
  });
});
