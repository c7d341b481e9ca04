import { describe, expect, it } from "vitest";
import { LlmError } from "./llm-provider";
import { answerToEvent, claimsOf, UNSUPPORTED_SUMMARY_MESSAGE, unsupportedAnswerClaims, type QuotedAnswer } from "./quoted-event-answer";

const article = {
  title: "Lumen Bakeries opens plant in Leeds",
  text: "Lumen Bakeries has opened a 200-job plant in Leeds, its third in England. Operations director Tom Reed said the plant doubles output of its rye range.",
};

const answer: QuotedAnswer = {
  event_summary: [
    { sentence: "Lumen Bakeries opened a plant in Leeds with 200 jobs.", quote: "Lumen Bakeries has opened a 200-job plant in Leeds" },
    { sentence: "The plant doubles output of the rye range.", quote: "the plant doubles output of its rye range" },
  ],
  tldr: { sentence: "Lumen Bakeries opened its third English plant, in Leeds, adding 200 jobs.", quote: "a 200-job plant in Leeds, its third in England" },
  why_it_matters: {
    facts: [{ fact: "Output of the rye range doubles.", quote: "doubles output of its rye range" }],
    opportunity: "More output means more demand to plan.",
  },
  offerings: [{ name: "Growth Forecasting", link: "https://northwind.example/forecasting", offering: "Plan the new plant's demand.", fit: "strong" }],
  suggested_action: "Ask Tom Reed about demand planning for Leeds.",
  publication: "Food Trade News",
  signal_type: "expansion",
  signal_evidence: "Lumen Bakeries has opened a 200-job plant in Leeds, its third in England.",
  stakeholders: [{ full_name: "Tom Reed", title: "Operations director", linkedin_username: null, reasoning: "Runs the plants.", tie_to_account: "Operations director Tom Reed", role_change: null }],
};

describe("the quoted answer of the hosted model", () => {
  it("lists one claim per summary sentence, the TL;DR, each why-it-matters fact, the evidence and each stakeholder's tie", () => {
    expect(claimsOf(answer).map((c) => c.id)).toEqual(["summary:0", "summary:1", "tldr", "why:0", "evidence", "stakeholder:0"]);
    expect(claimsOf({ ...answer, signal_type: "other", signal_evidence: null }).map((c) => c.id)).not.toContain("evidence");
    expect(unsupportedAnswerClaims(answer, article)).toEqual([]);
  });

  it("builds the unchanged public event, keeping the quotes in claim_quotes", () => {
    const event = answerToEvent(answer);
    expect(event.event_summary).toBe("Lumen Bakeries opened a plant in Leeds with 200 jobs. The plant doubles output of the rye range.");
    expect(event.tldr).toBe(answer.tldr.sentence);
    expect(event.why_it_matters).toBe("Output of the rye range doubles. More output means more demand to plan.");
    expect(event.claim_quotes).toEqual({
      event_summary: [answer.event_summary[0].quote, answer.event_summary[1].quote],
      tldr: answer.tldr.quote,
      why_it_matters: [answer.why_it_matters.facts[0].quote],
    });
  });

  it("leaves out what the article does not back: a sentence, a fact, the evidence, a stakeholder; the TL;DR gives way to a kept sentence", () => {
    const bad: QuotedAnswer = {
      ...answer,
      event_summary: [{ sentence: "Lumen will hire 500 more staff next year.", quote: "Lumen will hire 500 more staff" }, answer.event_summary[1]],
      tldr: { sentence: "Lumen Bakeries is investing £80 million in Leeds.", quote: "investing £80 million in Leeds" },
      why_it_matters: { facts: [{ fact: "Lumen is expanding abroad.", quote: "expanding into France" }], opportunity: "More output means more demand to plan." },
      signal_evidence: "Lumen opened a new factory.",
      stakeholders: [...answer.stakeholders, { ...answer.stakeholders[0], full_name: "Jane Roe", tie_to_account: "Jane Roe, Lumen's chief executive" }],
    };
    const unsupported = unsupportedAnswerClaims(bad, article);
    expect(unsupported.map((u) => u.id)).toEqual(["summary:0", "tldr", "why:0", "evidence", "stakeholder:1"]);
    const event = answerToEvent(bad, new Set(unsupported.map((u) => u.id)));
    expect(event.event_summary).toBe("The plant doubles output of the rye range.");
    expect(event.tldr).toBe("The plant doubles output of the rye range.");
    expect(event.why_it_matters).toBe("More output means more demand to plan.");
    expect(event.signal_evidence).toBeNull();
    expect(event.stakeholders.map((s) => s.full_name)).toEqual(["Tom Reed"]);
    expect(event.claim_quotes).toEqual({ event_summary: [answer.event_summary[1].quote], tldr: answer.event_summary[1].quote, why_it_matters: [] });
  });

  it("fails the event with a readable message when nothing of the summary is backed", () => {
    const error = (() => {
      try {
        return answerToEvent(answer, new Set(["summary:0", "summary:1"]));
      } catch (e) {
        return e;
      }
    })() as LlmError;
    expect(error).toBeInstanceOf(LlmError);
    expect(error.message).toBe(UNSUPPORTED_SUMMARY_MESSAGE);
    expect(error.retryable).toBe(false);
  });

  it("still reports an incomplete answer as incomplete", () => {
    expect(() => answerToEvent({ ...answer, offerings: [] })).toThrow(/^The model's answer was incomplete/);
  });
});
