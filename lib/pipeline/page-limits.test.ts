import { describe, expect, it } from "vitest";
import { ExtractionError } from "./extraction-error";
import { checkPageLimits } from "./page-limits";

describe("checkPageLimits", () => {
  it("refuses markup nested past the depth limit, however little text it holds", () => {
    expect(() => checkPageLimits(`${"<div>".repeat(2000)}x${"</div>".repeat(2000)}`)).toThrow(
      new ExtractionError("The page's markup is nested more than 300 levels deep"),
    );
  });

  it("does not count elements whose end tag is optional, or closed ones, as nesting", () => {
    const list = `<ul>${"<li>item".repeat(500)}</ul>${"<p>para".repeat(500)}${"<div><span>a</span></div>".repeat(500)}`;
    expect(() => checkPageLimits(`<html><body>${list}</body></html>`)).not.toThrow();
  });

  it("refuses too many elements and too much markup", () => {
    expect(() => checkPageLimits("<span>a</span>".repeat(16_000))).toThrow("The page has more than 15,000 elements");
    expect(() => checkPageLimits(`<p>${"word ".repeat(300_000)}</p>`)).toThrow("The page is too large to read (1.5 million characters of markup)");
  });

  it("drops scripts, styles and comments but keeps JSON-LD", () => {
    const html = `<head><script>var a = "<div><div>";</script><style>p{}</style><script type="application/ld+json">{"a":1}</script></head><!-- <div> --><p>Text</p>`;
    expect(checkPageLimits(html)).toBe(`<head><script type="application/ld+json">{"a":1}</script></head><p>Text</p>`);
  });
});
