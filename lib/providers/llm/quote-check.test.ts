import { describe, expect, it } from "vitest";
import { articleQuotes, normaliseForQuote, quoteRetryMessage, unsupportedClaims } from "./quote-check";

const title = "Harbor Freight Lines names new finance chief";
const text = [
  "Harbor Freight Lines said on Monday it had appointed Maria  Lopez as chief financial officer, effective March 1.",
  "Lopez joins from Coastal Rail, where she led the company’s “cost discipline” programme.",
  "The carrier also said it would open two depots in Rotterdam — its first outside Spain.",
].join("\n\n");

describe("articleQuotes", () => {
  const check = articleQuotes(title, text);

  it("accepts a passage of the article whatever its whitespace, quote marks, dashes and case", () => {
    expect(check.problem("appointed Maria Lopez as chief financial officer")).toBeNull();
    expect(check.problem("she led the company's \"cost discipline\" programme")).toBeNull();
    expect(check.problem("OPEN TWO DEPOTS IN ROTTERDAM - its first outside Spain.")).toBeNull();
    expect(check.problem("\u201cHarbor Freight Lines names new finance chief.\u201d")).toBeNull();
    // Across the paragraph break, as the reader sees it.
    expect(check.problem("effective March 1. Lopez joins from Coastal Rail")).toBeNull();
  });

  it("rejects words the article does not have, a changed word, an ellipsis and an empty or too short quote", () => {
    expect(check.problem("Harbor Freight Lines raised $40 million")).toBe("not_found");
    expect(check.problem("appointed Maria Lopez as chief finance officer")).toBe("not_found");
    expect(check.problem("appointed Maria Lopez ... effective March 1")).toBe("ellipsis");
    expect(check.problem("appointed Maria Lopez … effective March 1")).toBe("ellipsis");
    expect(check.problem("   ")).toBe("empty");
    expect(check.problem(null)).toBe("empty");
    expect(check.problem("Rotterdam")).toBe("too_short");
    expect(check.problem("Maria Lopez", 2)).toBeNull();
  });

  it("stays linear on long hostile input", () => {
    const long = `${"a ".repeat(50_000)}${".".repeat(50_000)}x`;
    const started = performance.now();
    articleQuotes(long).problem(`${"\"".repeat(20_000)}a a a${".".repeat(20_000)}`);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("unsupportedClaims and the retry message", () => {
  it("names each claim whose quote failed, with the quote and the reason", () => {
    const unsupported = unsupportedClaims(
      [
        { id: "summary:0", label: "event_summary[0].quote", quote: "appointed Maria Lopez as chief financial officer" },
        { id: "summary:1", label: "event_summary[1].quote", quote: "Lopez will cut 300 jobs at the carrier" },
        { id: "tldr", label: "tldr.quote", quote: "" },
      ],
      title,
      text,
    );
    expect(unsupported.map((u) => [u.id, u.problem])).toEqual([
      ["summary:1", "not_found"],
      ["tldr", "empty"],
    ]);
    const message = quoteRetryMessage(unsupported);
    expect(message).toContain('- event_summary[1].quote: "Lopez will cut 300 jobs at the carrier": not found in the article');
    expect(message).toContain("- tldr.quote: (empty): no quote given");
    expect(message).toContain("Copy every quote character for character from the article");
    expect(message).not.toContain("event_summary[0]");
  });

  it("normalises the way both sides are compared", () => {
    expect(normaliseForQuote("  The  Company\u2019s \u201cPlan\u201d \u2014 Now\u00a0Live ")).toBe("the company's \"plan\" - now live");
  });
});
