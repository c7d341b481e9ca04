import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { item } from "@/lib/providers/llm/offline/eval/dev-item";
import { evaluate, formatReport } from "@/lib/providers/llm/offline/eval/evaluate";
import { evalProviderFromArgs } from "@/scripts/eval-provider";
import { startOpenAiFake } from "./fakes/openai-fake";

// `npm run eval -- --provider openai` measures the hosted path on the same labelled sets; here a two-item
// set runs end to end through the real openai SDK against the local fake.

let fake: Awaited<ReturnType<typeof startOpenAiFake>>;
beforeAll(async () => {
  fake = await startOpenAiFake();
});
afterAll(() => fake.close());

const items = [
  item("fund-x", "Brightwell Foods", "funding", "about", "Brightwell Foods raises $30 million for plant-based snacks", [
    "Brightwell Foods has raised $30 million in a Series B round led by Harvest Capital, the snack maker said on Thursday.",
    "Chief financial officer Priya Nair said the money would pay for a new bakery in Ohio.",
  ], [["Priya Nair", "Chief Financial Officer", "account"]]),
  item("lead-x", "Tidewater Shipping", "leadership_change", "about", "Tidewater Shipping names Lars Berg chief executive", [
    "Tidewater Shipping has named Lars Berg as chief executive, succeeding Anne Moss, who retires in May.",
    "Berg, the company's chief operating officer since 2021, takes over on June 1.",
  ], [["Lars Berg", "Chief Executive", "account", "incoming"], ["Anne Moss", "Chief Executive", "account", "departing"]]),
];

const offerings = [{ name: "Growth Forecasting", link: "https://northwind.example/forecasting", offering: "Plan the new demand.", fit: "strong" }];
const answers: Record<string, unknown> = {
  "Brightwell Foods": {
    event_summary: [{ sentence: "Brightwell Foods raised $30 million in a Series B led by Harvest Capital.", quote: "has raised $30 million in a Series B round led by Harvest Capital" }],
    tldr: { sentence: "Brightwell Foods raised $30 million to pay for a new bakery in Ohio.", quote: "the money would pay for a new bakery in Ohio" },
    why_it_matters: { facts: [{ fact: "A new bakery is planned in Ohio.", quote: "a new bakery in Ohio" }], opportunity: "New capacity needs demand forecasts." },
    offerings,
    suggested_action: "Offer Priya Nair a forecast of the Ohio bakery's demand.",
    publication: "News Example",
    signal_type: "funding",
    signal_evidence: "Brightwell Foods has raised $30 million in a Series B round led by Harvest Capital, the snack maker said on Thursday.",
    stakeholders: [{ full_name: "Priya Nair", title: "Chief Financial Officer", linkedin_username: null, reasoning: "Owns the budget.", tie_to_account: "Chief financial officer Priya Nair", role_change: null }],
  },
  "Tidewater Shipping": {
    event_summary: [{ sentence: "Tidewater Shipping named Lars Berg chief executive, succeeding Anne Moss.", quote: "has named Lars Berg as chief executive, succeeding Anne Moss" }],
    tldr: { sentence: "Tidewater Shipping named its chief operating officer Lars Berg as chief executive.", quote: "Tidewater Shipping names Lars Berg chief executive" },
    why_it_matters: { facts: [{ fact: "Berg takes over on June 1.", quote: "takes over on June 1" }], opportunity: "A new chief executive reviews plans." },
    offerings,
    suggested_action: "Congratulate Lars Berg and offer a planning review.",
    publication: "News Example",
    signal_type: "leadership_change",
    signal_evidence: "Tidewater Shipping has named Lars Berg as chief executive, succeeding Anne Moss, who retires in May.",
    stakeholders: [
      { full_name: "Lars Berg", title: "Chief Executive", linkedin_username: null, reasoning: "Incoming leader.", tie_to_account: "Tidewater Shipping has named Lars Berg as chief executive", role_change: "incoming" },
      { full_name: "Anne Moss", title: "Chief Executive", linkedin_username: null, reasoning: "Leaving.", tie_to_account: "succeeding Anne Moss, who retires in May", role_change: "departing" },
    ],
  },
};

describe("evalProviderFromArgs", () => {
  it("with --provider openai and OPENAI_BASE_URL at the fake, runs a two-item set end to end and scores it", async () => {
    fake.replyWith((body) => {
      const user = (body.messages as { role: string; content: string }[]).find((m) => m.role === "user")!.content;
      const account = Object.keys(answers).find((name) => user.startsWith(`Account: ${name}`))!;
      return { content: JSON.stringify(answers[account]) };
    });
    const provider = evalProviderFromArgs(["--provider", "openai"], { OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: "gpt-test" });
    if (!("llm" in provider)) throw new Error(provider.skipped);
    expect(provider.name).toBe("openai (gpt-test)");

    const report = await evaluate(provider.llm, items);
    expect(fake.requests).toHaveLength(2);
    expect((fake.requests[0].body as { model: string }).model).toBe("gpt-test");
    expect(report.items).toBe(2);
    expect(report.accuracy).toBe(1);
    expect(report.stakeholders).toMatchObject({ named: 3, atAccount: 3, precision: 1, recall: 1, invented: 0 });
    expect(report.changes).toEqual({ items: 1, addressIncoming: 1, addressDeparting: 0 });
  });

  it("scores an item the provider cannot answer as a miss and lists why, without stopping the run", async () => {
    fake.replyWith((body) => {
      const user = (body.messages as { role: string; content: string }[]).find((m) => m.role === "user")!.content;
      const answer = answers[user.startsWith("Account: Brightwell Foods") ? "Brightwell Foods" : "Tidewater Shipping"] as { event_summary: unknown[] };
      return { content: JSON.stringify(user.startsWith("Account: Tidewater") ? { ...answer, event_summary: [{ sentence: "Tidewater is for sale.", quote: "Tidewater is exploring a sale" }] } : answer) };
    });
    const provider = evalProviderFromArgs(["--provider=openai"], { OPENAI_API_KEY: fake.apiKey, OPENAI_BASE_URL: fake.baseURL });
    if (!("llm" in provider)) throw new Error(provider.skipped);
    const report = await evaluate(provider.llm, items);
    expect(report.items).toBe(2);
    expect(report.accuracy).toBe(0.5);
    expect(report.misses).toEqual([{ id: "lead-x", expected: "leadership_change", got: "failed" }]);
    expect(report.failed).toEqual([{ id: "lead-x", error: expect.stringMatching(/^Could not write a summary the article supports/) }]);
    expect(formatReport(report)).toContain("failed (1):\n  lead-x: Could not write a summary the article supports");
  });

  it("without OPENAI_API_KEY returns the skipped line instead of a provider", () => {
    expect(evalProviderFromArgs(["--provider", "openai"], { OPENAI_BASE_URL: fake.baseURL })).toEqual({ skipped: "skipped: OPENAI_API_KEY is not set" });
  });
});
