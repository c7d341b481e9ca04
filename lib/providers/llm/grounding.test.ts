import { describe, expect, it } from "vitest";
import { groundSummary, repeatsHeadline, unsupportedSentences } from "./grounding";
import type { ContextualizedEvent } from "./llm-provider";

const body = [
  "Two in three large US employers will offer virtual primary care next year as health premiums rise 7 percent, according to a survey by the Benefits Council.",
  "Providers such as Teladoc, Nimbus Health and Amwell are competing for those contracts, council researcher Maya Jordan said.",
].join("\n\n");
const title = "Employers add virtual care to 2027 benefits as premiums rise";

describe("unsupportedSentences", () => {
  it("keeps sentences of the body, cut ones and light rewordings; returns another story's headline and the page's prompts", () => {
    const summary = [
      "Two in three large US employers will offer virtual primary care next year as health premiums rise 7 percent, according to a survey by the Benefits Council.",
      "Providers such as Teladoc, Nimbus Health and Amwell are competing for those contracts…",
      "Nimbus Health, Teladoc and Amwell compete for those contracts, said council researcher Maya Jordan.",
      "Nimbus Health will hire 200 clinicians next year, doubling its care team.",
      "Sign up for our Benefits newsletter.",
    ].join(" ");
    expect(unsupportedSentences(summary, body)).toEqual([
      "Nimbus Health will hire 200 clinicians next year, doubling its care team.",
      "Sign up for our Benefits newsletter.",
    ]);
  });

  it("rejects a sentence whose numbers the body does not give, even when its words are there", () => {
    expect(unsupportedSentences("US employers will offer virtual primary care as premiums rise 9 percent.", body)).toHaveLength(1);
    expect(unsupportedSentences("US employers will offer virtual primary care as premiums rise 7 percent.", body)).toEqual([]);
  });

  it("accepts a sentence that joins two consecutive sentences of the body", () => {
    const text = "Acme raised $50 million on Tuesday. Chief Financial Officer Jane Doe said the money funds new plants.";
    expect(unsupportedSentences("Acme raised $50 million to fund new plants.", text)).toEqual([]);
  });
});

describe("repeatsHeadline", () => {
  it("is the title again or nearly so, not a lead sentence that says more", () => {
    expect(repeatsHeadline(title, title)).toBe(true);
    expect(repeatsHeadline("Employers add virtual care to 2027 benefits as premiums rise.", title)).toBe(true);
    expect(repeatsHeadline(body.split("\n\n")[0], title)).toBe(false);
  });
});

describe("groundSummary", () => {
  const result = {
    event_summary: "Nimbus Health will hire 200 clinicians next year, doubling its care team. Providers such as Teladoc, Nimbus Health and Amwell are competing for those contracts, council researcher Maya Jordan said.",
    tldr: title,
  } as ContextualizedEvent;

  it("drops unsupported summary sentences and replaces a headline TL;DR with the lead sentence", () => {
    const grounded = groundSummary(result, body, title);
    expect(grounded.event_summary).toBe("Providers such as Teladoc, Nimbus Health and Amwell are competing for those contracts, council researcher Maya Jordan said.");
    expect(grounded.tldr).toBe(body.split("\n\n")[0]);
  });

  it("falls back to the story's lead when no summary sentence is supported", () => {
    const grounded = groundSummary({ ...result, event_summary: "Nimbus Health will hire 200 clinicians next year." }, body, title);
    expect(grounded.event_summary).toBe(body.replace("\n\n", " "));
  });
});
