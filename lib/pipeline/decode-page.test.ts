import { describe, expect, it } from "vitest";
import { decodePage, detectEncoding } from "./decode-page";
import { ExtractionError } from "./extraction-error";

const bytes = (s: string, encoding: BufferEncoding = "utf8") => new Uint8Array(Buffer.from(s, encoding));

describe("decodePage", () => {
  it("keeps the accents of an undeclared Latin-1 page and of a declared windows-1252 one", async () => {
    expect(await decodePage(bytes("<p>Caf\xe9 cr\xe8me \x93quoted\x94</p>", "latin1"), "text/html")).toBe("<p>Café crème “quoted”</p>");
    expect(await decodePage(bytes("<meta charset=windows-1252><p>S\xe3o Paulo</p>", "latin1"), undefined)).toContain("São Paulo");
  });

  it("reads UTF-8 with or without a declaration, and the header before the meta", async () => {
    expect(await decodePage(bytes("<p>Zürich — naïve</p>"), "text/html")).toBe("<p>Zürich — naïve</p>");
    expect(detectEncoding(bytes("<meta charset=iso-8859-2>"), "text/html; charset=UTF-8")).toBe("utf-8");
    expect(detectEncoding(bytes('<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-2">'), "text/html")).toBe("iso-8859-2");
  });

  it("reads UTF-16 with a byte-order mark or without one", async () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("<p>Zürich</p>", "utf16le")]);
    expect(await decodePage(new Uint8Array(le), "text/html")).toBe("<p>Zürich</p>");
    const be = Buffer.from("<html><body><p>Zürich grid</p></body></html>", "utf16le").swap16();
    expect(await decodePage(new Uint8Array(be), "text/html")).toBe("<html><body><p>Zürich grid</p></body></html>");
  });

  it("refuses binary bodies served as HTML", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
    await expect(decodePage(png, "text/html")).rejects.toEqual(new ExtractionError("The page is not text but a PNG file"));
    const noise = new Uint8Array(Array.from({ length: 3000 }, (_, i) => (i * 31 + 7) % 256));
    await expect(decodePage(noise, "text/html")).rejects.toEqual(new ExtractionError("The page is not text"));
  });
});
