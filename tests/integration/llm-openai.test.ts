import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LlmError, type ContextualizeInput } from "@/lib/providers/llm/llm-provider";
import { OpenAiLlm } from "@/lib/providers/llm/openai-llm";
import { startOpenAiFake } from "./fakes/openai-fake";

let fake: Awaited<ReturnType<typeof startOpenAiFake>>;

beforeAll(async () => {
  fake = await startOpenAiFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const input: ContextualizeInput = {
  article: {
    url: "https://news.example/acme-funding",
    title: "Acme raises $50 million",
    text: "Acme raised $50 million on Tuesday. Chief Financial Officer Jane Doe said the money funds new plants.",
    publication: "Example News",
    date: "2026-11-02",
  },
  account: { name: "Acme", full_name: "Acme Corp" },
  company: {
    name: "Northwind Analytics",
    solutions: "Revenue Forecasting Cloud — https://northwind.example/forecasting — AI forecasts for CFOs.",
    solutions_brief: "Forecasting for finance teams.",
  },
};

const summary = "Acme raised $50 million to fund new plants.";
// Each claim quotes the article (copied as written).
const answer = {
  event_summary: [{ sentence: summary, quote: "Acme raised $50 million on Tuesday." }],
  tldr: { sentence: "Acme raised $50M.", quote: "Acme raised $50 million" },
  why_it_matters: { facts: [{ fact: "The money funds new plants.", quote: "the money funds new plants" }], opportunity: "Growth makes forecasting harder; Northwind's forecasting fits." },
  offerings: [
    { name: "Revenue Forecasting Cloud", link: "https://northwind.example/forecasting", offering: "Forecast the new plants' output.", fit: "strong" },
    { name: "Data Integration Hub", link: "https://northwind.example/integration", offering: "Connect plant data.", fit: "strong" },
    { name: "Third", link: "https://northwind.example/3", offering: "Beyond the limit.", fit: "strong" },
  ],
  suggested_action: "Congratulate Jane Doe and offer a forecasting review.",
  publication: "Example News",
  signal_type: "funding",
  signal_evidence: "Acme raised $50 million on Tuesday.",
  stakeholders: [
    {
      full_name: "Jane Doe",
      title: "Chief Financial Officer",
      linkedin_username: null,
      reasoning: "Owns the budget.",
      tie_to_account: "Chief Financial Officer Jane Doe",
      role_change: null,
    },
  ],
};

const llm = (overrides: Partial<ConstructorParameters<typeof OpenAiLlm>[0]> = {}) =>
  new OpenAiLlm({ apiKey: fake.apiKey, baseURL: fake.baseURL, model: "gpt-test-mini", maxRetries: 2, timeoutMs: 5_000, ...overrides });

describe("OpenAiLlm through the openai SDK against a local fake", () => {
  it("asks for a strict JSON schema with the model from the environment and returns the validated answer", async () => {
    fake.reply({ content: JSON.stringify(answer) });
    const result = await llm().contextualizeEvent(input);

    expect(result.event_summary).toBe(summary);
    expect(result.offerings).toHaveLength(2);
    expect(result.stakeholders).toEqual([answer.stakeholders[0]]);
    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0].body as { model: string; messages: { role: string; content: string }[]; response_format: { type: string; json_schema: { strict: boolean; name: string; schema: { required: string[] } } } };
    expect(body.model).toBe("gpt-test-mini");
    expect(body.response_format.type).toBe("json_schema");
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(body.response_format.json_schema.schema.required).toEqual(
      expect.arrayContaining(["event_summary", "tldr", "why_it_matters", "offerings", "suggested_action", "publication", "signal_type", "signal_evidence", "stakeholders"]),
    );
    expect(result.signal_evidence).toBe("Acme raised $50 million on Tuesday.");
    const system = body.messages.find((m) => m.role === "system")!.content;
    expect(system).toContain("Revenue Forecasting Cloud (https://northwind.example/forecasting)");
    expect(system).toContain("never invent people");
    expect(body.messages.find((m) => m.role === "user")!.content).toContain("Chief Financial Officer Jane Doe said");
  });

  it("drops what the article does not say: invented names, ties not in the text or to someone else, paraphrased evidence", async () => {
    const stakeholder = answer.stakeholders[0];
    fake.reply({
      content: JSON.stringify({
        ...answer,
        signal_evidence: "Acme closed a big funding round this week.",
        stakeholders: [
          stakeholder,
          { ...stakeholder, full_name: "John Invented", tie_to_account: "John Invented, Acme's chief executive" },
          { ...stakeholder, full_name: "Jane Doe", tie_to_account: "Jane Doe, Acme's chief financial officer" },
          { ...stakeholder, full_name: "Acme", tie_to_account: "Chief Financial Officer Jane Doe" },
        ],
      }),
    });
    const result = await llm().contextualizeEvent(input);
    expect(result.signal_evidence).toBeNull();
    expect(result.signal_type).toBe("funding");
    expect(result.stakeholders).toEqual([stakeholder]);
  });

  it("sends back a summary the article does not support (another story's headline), and keeps the corrected answer", async () => {
    const related = {
      ...answer,
      event_summary: [{ sentence: "Acme rival Beta Corp files for bankruptcy.", quote: "Acme rival Beta Corp files for bankruptcy" }, ...answer.event_summary],
    };
    fake.reply({ content: JSON.stringify(related) }, { content: JSON.stringify(answer) });
    const result = await llm().contextualizeEvent(input);
    expect(fake.requests).toHaveLength(2);
    const retry = fake.requests[1].body as { messages: { role: string; content: string }[] };
    expect(retry.messages[retry.messages.length - 1].content).toContain("Acme rival Beta Corp files for bankruptcy");
    expect(result.event_summary).toBe(summary);
    expect(result.tldr).toBe("Acme raised $50M.");
  });

  it("drops what is still unsupported after the second answer, and takes the TL;DR from the lead instead of the headline", async () => {
    const bad = {
      ...answer,
      event_summary: [{ sentence: "Acme rival Beta Corp files for bankruptcy.", quote: "Acme rival Beta Corp files for bankruptcy" }, { sentence: "Acme raised $50 million on Tuesday.", quote: "Acme raised $50 million on Tuesday." }],
      tldr: { sentence: "Acme raises $50 million", quote: "Acme raised $50 million" },
    };
    fake.reply({ content: JSON.stringify(bad) }, { content: JSON.stringify(bad) });
    const result = await llm().contextualizeEvent(input);
    expect(fake.requests).toHaveLength(2);
    expect(result.event_summary).toBe("Acme raised $50 million on Tuesday.");
    expect(result.tldr).toBe("Chief Financial Officer Jane Doe said the money funds new plants.");
  });

  it("asks for the offering's fit and keeps it", async () => {
    fake.reply({ content: JSON.stringify({ ...answer, offerings: [{ ...answer.offerings[0], fit: "weak" }] }) });
    const result = await llm().contextualizeEvent(input);
    expect(result.offerings).toEqual([expect.objectContaining({ name: "Revenue Forecasting Cloud", fit: "weak" })]);
    const system = (fake.requests[0].body as { messages: { role: string; content: string }[] }).messages[0].content;
    expect(system).toContain("None of Northwind Analytics's offerings answers this directly; the closest is");
  });

  it("drops people the article places at another organisation, and phrases that are not names", async () => {
    const stakeholder = answer.stakeholders[0];
    const text = `${input.article.text} “Demand is cooling,” said Chief Financial Officer Tom Hart of Rival Corp. Crisis Manager, the firm's new hotline, opens today.`;
    fake.reply({
      content: JSON.stringify({
        ...answer,
        stakeholders: [
          stakeholder,
          { ...stakeholder, full_name: "Tom Hart", tie_to_account: "Chief Financial Officer Tom Hart" },
          { ...stakeholder, full_name: "Crisis Manager", tie_to_account: "Crisis Manager, the firm's new hotline" },
        ],
      }),
    });
    const result = await llm().contextualizeEvent({ ...input, article: { ...input.article, text } });
    expect(result.stakeholders).toEqual([stakeholder]);
  });

  it("retries a rate limit through the SDK, then succeeds", async () => {
    fake.reply({ status: 429, error: { message: "Rate limit reached", type: "rate_limit_error" } }, { content: JSON.stringify(answer) });
    expect((await llm().contextualizeEvent(input)).tldr).toBe("Acme raised $50M.");
    expect(fake.requests).toHaveLength(2);
  });

  it("reports errors with whether a retry can help", async () => {
    fake.reply({ status: 400, error: { message: "Invalid schema", type: "invalid_request_error" } });
    const badRequest = await llm().contextualizeEvent(input).catch((e: unknown) => e);
    expect(badRequest).toBeInstanceOf(LlmError);
    expect((badRequest as LlmError).retryable).toBe(false);
    expect((badRequest as LlmError).message).toContain("HTTP 400");

    fake.reply({ status: 503, error: { message: "Overloaded", type: "server_error" } });
    const overloaded = (await llm({ maxRetries: 0 }).contextualizeEvent(input).catch((e: unknown) => e)) as LlmError;
    expect(overloaded.retryable).toBe(true);

    const unauthorized = (await llm({ apiKey: "sk-wrong" }).contextualizeEvent(input).catch((e: unknown) => e)) as LlmError;
    expect(unauthorized.message).toContain("HTTP 401");
    expect(unauthorized.retryable).toBe(false);
  });

  it("rejects an incomplete or refused answer", async () => {
    fake.reply({ content: JSON.stringify({ ...answer, offerings: [], suggested_action: "" }) });
    const incomplete = (await llm().contextualizeEvent(input).catch((e: unknown) => e)) as LlmError;
    expect(incomplete).toBeInstanceOf(LlmError);
    expect(incomplete.message).toMatch(/^The model's answer was incomplete/);
    expect(incomplete.retryable).toBe(true);

    fake.reply({ content: "", refusal: "I can't help with that." });
    const refused = (await llm().contextualizeEvent(input).catch((e: unknown) => e)) as LlmError;
    expect(refused.message).toBe("The model refused: I can't help with that.");
    expect(refused.retryable).toBe(false);
  });

  it("times out a model that does not answer, and reports an unreachable one; both retryable", async () => {
    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as AddressInfo).port;
    const slow = new OpenAiLlm({ apiKey: fake.apiKey, baseURL: `http://127.0.0.1:${port}/v1`, model: "m", maxRetries: 0, timeoutMs: 300 });
    const timedOut = (await slow.contextualizeEvent(input).catch((e: unknown) => e)) as LlmError;
    expect(timedOut.message).toBe("The language model timed out");
    expect(timedOut.retryable).toBe(true);
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));

    const gone = new OpenAiLlm({ apiKey: fake.apiKey, baseURL: `http://127.0.0.1:${port}/v1`, model: "m", maxRetries: 0, timeoutMs: 2_000 });
    const unreachable = (await gone.contextualizeEvent(input).catch((e: unknown) => e)) as LlmError;
    expect(unreachable.message).toBe("Could not reach the language model");
    expect(unreachable.retryable).toBe(true);
  });
});
