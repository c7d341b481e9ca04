import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ComposeInput } from "@/lib/providers/llm/compose/compose-types";
import { LlmError } from "@/lib/providers/llm/llm-provider";
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

const input: ComposeInput = {
  event: {
    title: "Acme raises $50 million",
    date: "2026-11-02",
    url: "https://news.example/acme",
    publication: "Example News",
    summary: "Acme raised $50 million on Tuesday.",
    event_summary: "Acme raised $50 million on Tuesday. Chief Financial Officer Jane Doe said the money funds two new plants.",
    tldr: "Acme raised $50M for new plants.",
    why_it_matters: "Growth strains forecasting.",
    suggested_action: "Congratulate Jane Doe.",
    offerings: [{ name: "Revenue Forecasting Cloud", offering: "Forecast the new plants." }],
  },
  account: { name: "Acme", full_name: "Acme Corp" },
  recipient: { full_name: "Jane Doe", title: "Chief Financial Officer" },
  seller: {
    company_name: "Northwind Analytics",
    solutions: "Revenue Forecasting Cloud — https://northwind.example/forecasting — AI forecasts for CFOs.",
    solutions_brief: "Forecasting for finance teams.",
    sender_name: "Uma User",
  },
  options: { length: "concise", format: "email", tone: "friendly", objective: "schedule_meeting", relationship: "prospect", language: "fr", variation_style: "insight_led" },
};

const draft = "Subject: Acme et vos nouvelles usines\n\nBonjour Jane,\n\nAcme a levé 50 millions de dollars mardi, et ouvrira trois usines.\n\nUma User";
const claims = {
  claims: [
    { claim: "Acme a levé 50 millions de dollars mardi", quote: "Acme raised $50 million on Tuesday" },
    { claim: "Acme ouvrira trois usines", quote: "the money funds three new plants" },
  ],
};

const llm = () => new OpenAiLlm({ apiKey: fake.apiKey, baseURL: fake.baseURL, model: "gpt-test-mini", maxRetries: 0, timeoutMs: 5_000 });

describe("OpenAI composeMessage through the openai SDK", () => {
  it("streams the draft to the preview, then checks every claim's quote against the event's text", async () => {
    fake.reply({ content: draft }, { content: JSON.stringify(claims) });
    const deltas: string[] = [];
    const result = await llm().composeMessage(input, (d) => deltas.push(d));

    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join("")).toBe(draft);
    expect(result.message).toBe(draft);
    // The supported claim cites its source sentence; the invented "three plants" quote matches nothing.
    expect(result.evidence.claims).toEqual([
      { claim: claims.claims[0].claim, sourceId: 1, supported: true },
      { claim: claims.claims[1].claim, sourceId: null, supported: false },
    ]);
    expect(result.evidence.sources).toEqual([{ id: 1, text: "Acme raised $50 million on Tuesday.", origin: "event_summary" }]);

    const [compose, check] = fake.requests;
    expect(compose.body.stream).toBe(true);
    const prompt = JSON.stringify(compose.body.messages);
    for (const part of ["Uma User", "Northwind Analytics", "Revenue Forecasting Cloud", "Acme raised $50 million", "Jane Doe", "French", "schedule meeting", "Lead with the most striking fact"]) {
      expect(prompt).toContain(part);
    }
    expect((check.body.response_format as { type: string }).type).toBe("json_schema");
  });

  it("answers without streaming when no handler is given, and keeps the draft if the claim check fails", async () => {
    fake.reply({ content: draft }, { status: 500, error: { message: "boom", type: "server_error" } });
    const result = await llm().composeMessage(input);
    expect(result.message).toBe(draft);
    expect(result.evidence).toEqual({ sources: [], claims: [] });
    expect(fake.requests[0].body.stream).toBeUndefined();
  });

  it("turns API failures into LlmError", async () => {
    fake.reply({ status: 429, error: { message: "Rate limit", type: "rate_limit_error" } });
    const error = (await llm().composeMessage(input).catch((e: unknown) => e)) as LlmError;
    expect(error).toBeInstanceOf(LlmError);
    expect(error.retryable).toBe(true);
  });
});
