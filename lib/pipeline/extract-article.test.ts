import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeBody } from "@/lib/providers/fetch/safe-fetch";
import { extractArticle, ExtractionError } from "./extract-article";
import { normaliseDate } from "./page-metadata";

const fixture = (name: string) => {
  const bytes = new Uint8Array(fs.readFileSync(path.join(__dirname, "__fixtures__", name)));
  return decodeBody(bytes, "text/html");
};

describe("extractArticle", () => {
  it("reads a news page with Open Graph and JSON-LD metadata, leaving chrome, ads and comments out", () => {
    const a = extractArticle(fixture("wire-story.html"), "https://ledger.example/companies/harbor-coastal");
    expect(a.title).toBe("Harbor Freight Lines to buy Coastal Rail for $1.2bn");
    expect(a.publication).toBe("The Daily Ledger");
    expect(a.date).toBe("2026-03-02");
    expect(a.publishedAt).toBe("2026-03-02T18:45:00.000Z");
    expect(a.byline).toContain("Maria Okafor");
    expect(a.excerpt).toBe("The deal would create the largest short-line rail operator on the East Coast.");
    expect(a.text).toMatch(/^Harbor Freight Lines has agreed to buy Coastal Rail/);
    expect(a.text).toContain("said Chief Executive Officer Dana Whitcomb");
    expect(a.text.split("\n\n").length).toBeGreaterThanOrEqual(6);
    for (const noise of ["We use cookies", "Most read", "Fed holds rates", "another merger that will raise", "Share on LinkedIn", "Advertisement"]) {
      expect(a.text).not.toContain(noise);
    }
  });

  it("falls back to JSON-LD in @graph and <time> when there are no Open Graph tags, ignoring broken JSON-LD", () => {
    const a = extractArticle(fixture("blog-post-time.html"), "https://notes.example/p/mercato-lisbon");
    expect(a.title).toBe("Why Mercato Labs is hiring 200 engineers in Lisbon");
    expect(a.publication).toBe("Startup Notes");
    expect(a.date).toBe("2026-01-19");
    expect(a.text).toContain("Ana Costa, the company's VP of Engineering");
    expect(a.text).not.toContain("Get Startup Notes in your inbox");
    expect(a.excerpt).toMatch(/^Mercato Labs, the payments startup/);
  });

  it("decodes a windows-1252 page and reads a 'YYYY-MM-DD hh:mm:ss' JSON-LD date and its publisher", () => {
    const a = extractArticle(fixture("press-release.html"), "https://northgate.example/newsroom/brandt");
    expect(a.title).toBe("Northgate Insurance appoints Olivia Brandt as Chief Risk Officer");
    expect(a.publication).toBe("Northgate Newsroom");
    expect(a.date).toBe("2026-02-10");
    expect(a.text).toContain("the group’s preparation");
    expect(a.text).toContain("“Olivia brings deep experience");
  });

  it("uses the host name as publication when the page names none", () => {
    const html = `<html><head><title>Plain page</title></head><body><article><h1>Plain page</h1>${"<p>Solid paragraph of article text that goes on for a while to be readable by any measure at all.</p>".repeat(6)}</article></body></html>`;
    expect(extractArticle(html, "https://www.plain.example/x").publication).toBe("plain.example");
  });

  it("refuses a page without readable article text", () => {
    expect(() => extractArticle(fixture("not-an-article.html"), "https://portal.example/login")).toThrow(ExtractionError);
    expect(() => extractArticle(fixture("not-an-article.html"), "https://portal.example/login")).toThrow("The page has no readable article text");
  });
});

describe("normaliseDate", () => {
  it.each([
    ["2026-03-02T13:45:00-05:00", "2026-03-02T18:45:00.000Z"],
    ["2017-11-03 03:01:00.000000", "2017-11-03T03:01:00.000Z"],
    ["2026-01-19", "2026-01-19T00:00:00.000Z"],
    ["not a date", null],
    ["", null],
    ["1899-01-01", null],
  ])("%s → %s", (input, expected) => {
    expect(normaliseDate(input)).toBe(expected);
  });
});
