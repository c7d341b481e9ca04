import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DuplicateRequest } from "@/lib/providers/llm/discovery-judge";
import { LlmError, type ContextualizeInput } from "@/lib/providers/llm/llm-provider";
import { OpenAiDiscoveryJudge } from "@/lib/providers/llm/openai-discovery-judge";
import { OpenAiLlm } from "@/lib/providers/llm/openai-llm";
import { startOpenAiFake } from "./fakes/openai-fake";

// Every claim of the hosted analysis quotes the article; a quote the article does not have is sent back
// once, and what the second answer still cannot back is left out.

let fake: Awaited<ReturnType<typeof startOpenAiFake>>;
beforeAll(async () => {
  fake = await startOpenAiFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const text = [
  "Business",
  "Corvid Robotics raises $75 million to scale warehouse robots",
  "Corvid Robotics, the Pittsburgh maker of autonomous forklifts, has raised $75 million in a Series C round led by Ridgeline Ventures, the company said on Wednesday.",
  "The company’s chief executive, Dana Whitfield, said the money would fund a second factory and double the sales team to 120 people by the end of next year.",
  "Corvid’s forklifts already run in 40 warehouses across North America. “Customers are asking for fleets, not pilots,” Whitfield said.",
  "Ridgeline partner Omar Haddad will join Corvid’s board.",
].join("\n\n");

const input: ContextualizeInput = {
  article: { url: "https://news.example/corvid-series-c", title: "Corvid Robotics raises $75 million to scale warehouse robots", text, publication: "Example Business" },
  account: { name: "Corvid Robotics" },
  company: {
    name: "Northwind Analytics",
    solutions: "Workforce Planner — https://northwind.example/workforce — plans headcount, hiring and onboarding across sites",
    solutions_brief: "Planning for operations teams.",
  },
};

const dana = {
  full_name: "Dana Whitfield",
  title: "Chief executive",
  linkedin_username: null,
  reasoning: "Leads the expansion.",
  tie_to_account: "The company's chief executive, Dana Whitfield",
  role_change: null,
};

const good = {
  event_summary: [
    { sentence: "Corvid Robotics raised $75 million in a Series C led by Ridgeline Ventures.", quote: "has raised $75 million in a Series C round led by Ridgeline Ventures" },
    { sentence: "The money funds a second factory and a sales team of 120.", quote: "fund a second factory and double the sales team to 120 people" },
  ],
  tldr: { sentence: "Corvid Robotics raised $75 million to build a second factory and double its sales team.", quote: "Corvid Robotics raises $75 million to scale warehouse robots" },
  why_it_matters: {
    facts: [{ fact: "Corvid will double its sales team to 120 people.", quote: "double the sales team to 120 people by the end of next year" }],
    opportunity: "Hiring at that pace needs headcount planning: Workforce Planner fits.",
  },
  offerings: [{ name: "Workforce Planner", link: "https://northwind.example/workforce", offering: "Plan the sales hiring and the new factory's staff.", fit: "strong" }],
  suggested_action: "Offer Dana Whitfield a hiring-plan review.",
  publication: "Example Business",
  signal_type: "funding",
  signal_evidence: "Corvid Robotics, the Pittsburgh maker of autonomous forklifts, has raised $75 million in a Series C round led by Ridgeline Ventures, the company said on Wednesday.",
  stakeholders: [dana],
};

const llm = () => new OpenAiLlm({ apiKey: fake.apiKey, baseURL: fake.baseURL, model: "gpt-test", maxRetries: 0, timeoutMs: 5_000 });
type Body = { messages: { role: string; content: string }[]; response_format: { json_schema: { schema: { properties: Record<string, { type?: string; items?: { required?: string[] }; required?: string[] }> } } } };
const bodyOf = (i: number) => fake.requests[i].body as Body;

describe("hosted analysis: each claim quotes the article", () => {
  it("accepts an answer whose quotes are all in the article (quote marks, case and spacing aside) in one request", async () => {
    fake.reply({ content: JSON.stringify(good) });
    const result = await llm().contextualizeEvent(input);

    expect(fake.requests).toHaveLength(1);
    expect(result.event_summary).toBe("Corvid Robotics raised $75 million in a Series C led by Ridgeline Ventures. The money funds a second factory and a sales team of 120.");
    expect(result.tldr).toBe(good.tldr.sentence);
    expect(result.why_it_matters).toBe("Corvid will double its sales team to 120 people. Hiring at that pace needs headcount planning: Workforce Planner fits.");
    expect(result.signal_evidence).toBe(good.signal_evidence);
    expect(result.stakeholders.map((s) => s.full_name)).toEqual(["Dana Whitfield"]);
    expect(result.claim_quotes?.event_summary).toEqual(good.event_summary.map((s) => s.quote));

    // The schema the model fills asks for a quote beside each claim, and the prompt says to copy it verbatim.
    const { properties } = bodyOf(0).response_format.json_schema.schema;
    expect(properties.event_summary.items?.required).toEqual(["sentence", "quote"]);
    expect(properties.tldr.required).toEqual(["sentence", "quote"]);
    expect(properties.why_it_matters.required).toEqual(["facts", "opportunity"]);
    expect(bodyOf(0).messages[0].content).toContain("words copied character for character from the article text");
  });

  it("sends an answer with an invented quote back once, naming it, and uses the corrected answer", async () => {
    const invented = { ...good, event_summary: [good.event_summary[0], { sentence: "Corvid plans an IPO next year.", quote: "Corvid plans to list its shares next year" }] };
    fake.reply({ content: JSON.stringify(invented) }, { content: JSON.stringify(good) });
    const result = await llm().contextualizeEvent(input);

    expect(fake.requests).toHaveLength(2);
    const retry = bodyOf(1).messages;
    expect(retry.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    expect(retry[2].content).toBe(JSON.stringify(invented));
    expect(retry[3].content).toContain('event_summary[1].quote: "Corvid plans to list its shares next year": not found in the article');
    expect(retry[3].content).not.toContain("event_summary[0]");
    expect(result.event_summary).not.toContain("IPO");
    expect(result.event_summary).toContain("second factory");
  });

  it("after a second unsupported answer, leaves out each claim the article does not back", async () => {
    const bad = {
      ...good,
      event_summary: [good.event_summary[0], { sentence: "Corvid plans an IPO next year.", quote: "Corvid plans to list its shares next year" }],
      tldr: { sentence: "Corvid Robotics raised $75 million ahead of a planned listing next year.", quote: "ahead of a planned listing" },
      why_it_matters: { facts: [{ fact: "Corvid is entering Europe.", quote: "Corvid will open … in Europe" }], opportunity: good.why_it_matters.opportunity },
      signal_evidence: "Corvid closed a large funding round this week.",
      stakeholders: [dana, { ...dana, full_name: "Omar Haddad", title: "Board member", tie_to_account: "Omar Haddad, Corvid's chief operating officer" }],
    };
    fake.reply({ content: JSON.stringify(bad) });
    const result = await llm().contextualizeEvent(input);

    expect(fake.requests).toHaveLength(2);
    expect(bodyOf(1).messages[3].content).toContain("why_it_matters.facts[0].quote: \"Corvid will open … in Europe\": joins passages with an ellipsis");
    expect(result.event_summary).toBe(good.event_summary[0].sentence);
    expect(result.tldr).toBe(good.event_summary[0].sentence);
    expect(result.why_it_matters).toBe(good.why_it_matters.opportunity);
    expect(result.signal_evidence).toBeNull();
    expect(result.stakeholders.map((s) => s.full_name)).toEqual(["Dana Whitfield"]);
  });

  it("fails the event with a readable message when no summary sentence quotes the article, even when asked again", async () => {
    const unsupported = { ...good, event_summary: [{ sentence: "Corvid plans an IPO next year.", quote: "Corvid plans to list its shares next year" }] };
    fake.reply({ content: JSON.stringify(unsupported) });
    const error = (await llm().contextualizeEvent(input).catch((e: unknown) => e)) as LlmError;

    expect(fake.requests).toHaveLength(2);
    expect(error).toBeInstanceOf(LlmError);
    expect(error.message).toBe("Could not write a summary the article supports: the language model quoted nothing the article says, even when asked again.");
    expect(error.retryable).toBe(false);
  });

  it("keeps what the first answer backs when the second request fails", async () => {
    const invented = { ...good, stakeholders: [dana, { ...dana, full_name: "Omar Haddad", tie_to_account: "Omar Haddad, Corvid's chief operating officer" }] };
    fake.reply({ content: JSON.stringify(invented) }, { status: 400, error: { message: "Bad request", type: "invalid_request_error" } });
    const result = await llm().contextualizeEvent(input);
    expect(fake.requests).toHaveLength(2);
    expect(result.stakeholders.map((s) => s.full_name)).toEqual(["Dana Whitfield"]);
  });
});

describe("discovery judge: each duplicate quotes both stories", () => {
  const request: DuplicateRequest = {
    account: "Corvid Robotics",
    candidates: [
      { index: 0, title: "Corvid Robotics raises $75 million to scale warehouse robots", source: "Example Business", snippet: "Series C led by Ridgeline Ventures." },
      { index: 1, title: "Ridgeline leads $75m round in forklift maker Corvid", source: "Wire", snippet: "Corvid Robotics closed a $75 million Series C." },
      { index: 2, title: "Corvid Robotics opens Ohio factory", source: "Local", snippet: "The factory will employ 200 people." },
    ],
    existing: [],
  };
  const duplicate = { candidate_index: 1, duplicate_of_event_id: null, duplicate_of_candidate_index: 0, reasoning: "Same Series C." };
  const judge = () => new OpenAiDiscoveryJudge({ apiKey: fake.apiKey, baseURL: fake.baseURL, model: "gpt-test", maxRetries: 0 });

  it("removes a duplicate whose quotes are in both stories", async () => {
    fake.reply({ content: JSON.stringify({ duplicates: [{ ...duplicate, candidate_quote: "Ridgeline leads $75m round", duplicate_quote: "Corvid Robotics raises $75 million" }], unique_candidates: [0, 2], reason: "One repeat" }) });
    const judgement = await judge().judgeDuplicates(request);
    expect(fake.requests).toHaveLength(1);
    expect(judgement.duplicates.map((d) => d.candidate_index)).toEqual([1]);
  });

  it("asks again once about an invented quote, then keeps the candidate as a story of its own", async () => {
    fake.reply({ content: JSON.stringify({ duplicates: [{ ...duplicate, candidate_index: 2, candidate_quote: "Corvid Robotics opens Ohio factory", duplicate_quote: "Corvid will build a factory in Ohio" }], unique_candidates: [0, 1], reason: "One repeat" }) });
    const judgement = await judge().judgeDuplicates(request);
    expect(fake.requests).toHaveLength(2);
    expect((fake.requests[1].body as Body).messages[3].content).toContain('duplicates[0].duplicate_quote: "Corvid will build a factory in Ohio": not found in the stories given');
    expect(judgement.duplicates).toEqual([]);
    expect(judgement.unique_candidates).toEqual([0, 1, 2]);
  });
});
