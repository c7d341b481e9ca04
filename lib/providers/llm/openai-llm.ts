import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";
import {
  contextualizedEventSchema,
  LlmError,
  signalTypes,
  type ContextualizedEvent,
  type ContextualizeInput,
  type LlmProvider,
} from "./llm-provider";
import type { ComposedMessage, ComposeInput, ComposeStreamHandler } from "./compose/compose-types";
import { composeWithOpenAi } from "./openai-compose";
import { parseSolutions } from "./offline/solutions";

// What the model is asked to fill (strict structured output: every key present, optional ones nullable).
const modelOutputSchema = z.object({
  event_summary: z.string(),
  tldr: z.string(),
  why_it_matters: z.string(),
  offerings: z.array(z.object({ name: z.string(), link: z.string(), offering: z.string() })),
  suggested_action: z.string(),
  publication: z.string(),
  signal_type: z.enum(signalTypes),
  stakeholders: z.array(
    z.object({ full_name: z.string(), title: z.string(), linkedin_username: z.string().nullable(), reasoning: z.string() }),
  ),
});

const MAX_ARTICLE_CHARS = 14_000;

type Options = { apiKey: string; baseURL?: string; model: string; timeoutMs?: number; maxRetries?: number };

export class OpenAiLlm implements LlmProvider {
  readonly name = "openai";
  private readonly client: OpenAI;
  private readonly model: string;

  constructor(options: Options) {
    this.client = new OpenAI({
      apiKey: options.apiKey,
      baseURL: options.baseURL,
      timeout: options.timeoutMs ?? 60_000,
      maxRetries: options.maxRetries ?? 2,
    });
    this.model = options.model;
  }

  composeMessage(input: ComposeInput, onDelta?: ComposeStreamHandler): Promise<ComposedMessage> {
    return composeWithOpenAi(this.client, this.model, input, onDelta, toLlmError);
  }

  async contextualizeEvent(input: ContextualizeInput): Promise<ContextualizedEvent> {
    let completion;
    try {
      completion = await this.client.chat.completions.create({
        model: this.model,
        temperature: 0.2,
        messages: [
          { role: "system", content: systemPrompt(input) },
          { role: "user", content: articlePrompt(input) },
        ],
        response_format: zodResponseFormat(modelOutputSchema, "event_context"),
      });
    } catch (error) {
      throw toLlmError(error);
    }
    const message = completion.choices[0]?.message;
    if (message?.refusal) throw new LlmError(`The model refused: ${message.refusal}`, { retryable: false });
    if (!message?.content) throw new LlmError("The model returned no content", { retryable: true });
    let raw: unknown;
    try {
      raw = JSON.parse(message.content);
    } catch (error) {
      throw new LlmError("The model returned malformed JSON", { retryable: true, cause: error });
    }
    const candidate = raw as Partial<ContextualizedEvent> | null;
    const parsed = contextualizedEventSchema.safeParse({
      ...candidate,
      offerings: Array.isArray(candidate?.offerings) ? candidate.offerings.slice(0, 2) : candidate?.offerings,
    });
    if (!parsed.success) {
      throw new LlmError(`The model's answer was incomplete: ${z.prettifyError(parsed.error)}`, { retryable: true });
    }
    return parsed.data;
  }
}

function systemPrompt({ company }: ContextualizeInput) {
  const solutions = parseSolutions(company.solutions ?? "");
  const list = solutions.length
    ? solutions.map((s) => `- ${s.name} (${s.link}): ${s.description}`).join("\n")
    : (company.solutions ?? "").trim() || "(not listed)";
  return [
    `You are a sales-intelligence analyst working for ${company.name}.`,
    company.solutions_brief ? `About ${company.name}: ${company.solutions_brief}` : "",
    `${company.name}'s solutions:\n${list}`,
    "Given a news article about one of the seller's accounts, write for a salesperson:",
    "- event_summary: 2-3 factual sentences on what happened, based only on the article.",
    "- tldr: one short sentence.",
    `- why_it_matters: why this event creates an opportunity for ${company.name}, tied to its solutions.`,
    `- offerings: 1 or 2 of the solutions above that fit best, each with its exact name and link and one sentence on how it helps the account now.`,
    "- suggested_action: one concrete next step for the salesperson, naming who to contact when the article names someone.",
    "- publication: the outlet that published the article.",
    `- signal_type: one of ${signalTypes.join(", ")}.`,
    "- stakeholders: people who work at the account and are named in the article, with their title as written and one sentence of reasoning.",
    "  Only people whose full name appears in the article text; never invent people, titles or LinkedIn usernames (null unless the article shows it).",
  ]
    .filter(Boolean)
    .join("\n");
}

function articlePrompt({ article, account }: ContextualizeInput) {
  return [
    `Account: ${account.name}${account.full_name ? ` (${account.full_name})` : ""}${account.url ? `, ${account.url}` : ""}`,
    `Article URL: ${article.url}`,
    `Title: ${article.title}`,
    article.publication ? `Publication: ${article.publication}` : "",
    article.date ? `Date: ${article.date}` : "",
    article.byline ? `Byline: ${article.byline}` : "",
    "",
    article.text.slice(0, MAX_ARTICLE_CHARS),
  ]
    .filter((line, i) => line !== "" || i === 6)
    .join("\n");
}

function toLlmError(error: unknown): LlmError {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return new LlmError("The language model timed out", { retryable: true, cause: error });
  if (error instanceof OpenAI.APIConnectionError) return new LlmError("Could not reach the language model", { retryable: true, cause: error });
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 0;
    const retryable = status === 408 || status === 409 || status === 429 || status >= 500;
    return new LlmError(`The language model answered HTTP ${status}: ${error.message}`, { retryable, cause: error });
  }
  return new LlmError(`The language model call failed: ${(error as Error)?.message ?? String(error)}`, { retryable: true, cause: error });
}
