import { describe, expect, it } from "vitest";
import { extractLinks } from "./extract-links";

describe("extractLinks", () => {
  it("reads href attributes (decoding entities) and bare links in the text part, without duplicates", () => {
    const html = `<a href="http://a.test/x?token=1&amp;type=signup">go</a><a href='https://b.test/'>b</a><a href="mailto:x@y.z">m</a>`;
    const text = "Open http://a.test/x?token=1&type=signup or https://c.test/path).";
    expect(extractLinks(html, text)).toEqual(["http://a.test/x?token=1&type=signup", "https://b.test/", "https://c.test/path"]);
  });
});
