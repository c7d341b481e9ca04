import { describe, expect, it } from "vitest";
import { groundInArticle } from "./grounding";
import type { ContextualizedEvent, Stakeholder } from "./llm-provider";

const article = [
  "Sony cut its forecast for PlayStation 5 sales on Tuesday as demand for the console slowed.",
  "Sony’s chief financial officer, Lin Tao, said the company would sell 15 million units this year.",
  "Rival Nintendo is faring better: Chief Financial Officer Ko Shiota of Nintendo said Switch sales beat its plan.",
  "“Pricing is the issue,” said Tom Forte, an analyst at D.A. Davidson.",
  "Sony also named Mia Chen, a former Nintendo executive, as head of its games studio.",
].join("\n\n");

const person = (full_name: string, tie_to_account: string, role_change: Stakeholder["role_change"] = null): Stakeholder => ({
  full_name,
  title: "Chief Financial Officer",
  linkedin_username: null,
  reasoning: "Owns the budget.",
  tie_to_account,
  role_change,
});

/** A hosted model's answer, as the fake returns it. */
const answer = (stakeholders: Stakeholder[]): ContextualizedEvent => ({
  event_summary: "Sony cut its forecast.",
  tldr: "Sony cut its PlayStation 5 forecast as demand slowed.",
  why_it_matters: "Planning matters.",
  offerings: [{ name: "Forecasting", link: "https://seller.example/f", offering: "Forecast demand." }],
  suggested_action: "Reach out to Lin Tao.",
  publication: "Example News",
  signal_type: "earnings",
  signal_evidence: null,
  stakeholders,
});

describe("groundInArticle on a hosted model's people", () => {
  it("keeps the account's people and drops another company's CFO, an analyst and a phrase that is not a name", () => {
    const result = groundInArticle(
      answer([
        person("Lin Tao", "Sony’s chief financial officer, Lin Tao"),
        person("Ko Shiota", "Chief Financial Officer Ko Shiota"),
        person("Tom Forte", "said Tom Forte"),
        person("Rival Nintendo", "Rival Nintendo"),
      ]),
      article,
      "Sony cuts PlayStation 5 forecast",
      ["Sony", "Sony Group Corporation"],
    );
    expect(result.stakeholders.map((s) => s.full_name)).toEqual(["Lin Tao"]);
  });

  it("keeps someone joining the account from another organisation", () => {
    const result = groundInArticle(
      answer([person("Mia Chen", "Sony also named Mia Chen, a former Nintendo executive, as head of its games studio", "incoming")]),
      article,
      "Sony cuts PlayStation 5 forecast",
      ["Sony"],
    );
    expect(result.stakeholders.map((s) => s.full_name)).toEqual(["Mia Chen"]);
  });

  it("keeps Nintendo's CFO when Nintendo is the account", () => {
    const result = groundInArticle(answer([person("Ko Shiota", "Chief Financial Officer Ko Shiota of Nintendo")]), article, "Nintendo beats plan", ["Nintendo"]);
    expect(result.stakeholders.map((s) => s.full_name)).toEqual(["Ko Shiota"]);
  });

  it("sends the action to the incoming leader when the model addressed the one leaving", () => {
    const text = "Sony said its chief executive, Ken Ito, will step down in June. Sony named Lin Tao as chief executive.";
    const result = groundInArticle(
      {
        ...answer([person("Ken Ito", "its chief executive, Ken Ito", "departing"), person("Lin Tao", "Sony named Lin Tao as chief executive", "incoming")]),
        suggested_action: "Send Ken Ito a note on the new role.",
      },
      text,
      "Sony names new CEO",
      ["Sony"],
    );
    expect(result.suggested_action).toBe("Send Lin Tao a note on the new role.");
  });
});
