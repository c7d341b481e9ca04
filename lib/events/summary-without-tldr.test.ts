import { describe, expect, it } from "vitest";
import { summaryWithoutTldr } from "./summary-without-tldr";

const TLDR = "Helio Grid closed a $120M Series C to fund three grid-scale storage plants.";

describe("summaryWithoutTldr", () => {
  it("drops an opening sentence identical to the TL;DR", () => {
    expect(summaryWithoutTldr(`${TLDR} The round was led by Northstar Capital. Hiring doubles by 2027.`, TLDR)).toBe(
      "The round was led by Northstar Capital. Hiring doubles by 2027.",
    );
  });

  it("drops the lede the TL;DR was shortened from, or cut of its attribution", () => {
    const summary =
      "Helio Grid closed a $120M Series C on Tuesday to fund three grid-scale storage plants, the company said. The round was led by Northstar Capital.";
    expect(summaryWithoutTldr(summary, "Helio Grid closed a $120M Series C to fund three grid-scale…")).toBe("The round was led by Northstar Capital.");
  });

  it("keeps a summary whose opening says something else", () => {
    const summary = "Northstar Capital led the round. Helio Grid plans three plants.";
    expect(summaryWithoutTldr(summary, TLDR)).toBe(summary);
  });

  it("keeps a summary that is only the TL;DR rather than leave it empty", () => {
    expect(summaryWithoutTldr(TLDR, TLDR)).toBe(TLDR);
  });

  it("keeps the summary when there is no TL;DR", () => {
    expect(summaryWithoutTldr(" A summary. ", null)).toBe("A summary.");
  });
});
