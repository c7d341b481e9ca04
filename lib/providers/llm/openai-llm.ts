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
import { groundInArticle } from "./grounding";
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
  signal_evidence: z.string().nullable(),
  stakeholders: z.array(
    z.object({
      full_name: z.string(),
      title: z.string(),
      linkedin_username: z.string().nullable(),
      reasoning: z.string(),
      tie_to_account: z.string(),
      role_change: z.enum(["incoming", "departing"]).nullable(),
    }),
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
    // Names, ties and the evidence are checked against the article: what it does not say is dropped.
    const accountNames = [input.account.name, input.account.full_name ?? ""];
    return groundInArticle(parsed.data, input.article.text, input.article.title, accountNames);
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
    "- tldr: one sentence of at least 8 words saying what happened (the story's event, not the page's navigation, captions or byline).",
    `- why_it_matters: why this event creates an opportunity for ${company.name}, tied to its solutions.`,
    `- offerings: 1 or 2 of the solutions above that fit best, each with its exact name and link and one sentence on how it helps the account now.`,
    "- suggested_action: one concrete next step for the salesperson, naming who to contact when the article names someone.",
    "- publication: the outlet that published the article.",
    `- signal_type: one of ${signalTypes.join(", ")}: the event the headline and lede report about the account. Use "other" when nothing is stated plainly:`,
    "  a denial, a rumour, a plan under consideration (\"may consider\", \"is said to\"), a preview or a cancelled event is \"other\".",
    "- signal_evidence: the one sentence of the article that shows the event, copied exactly; null for \"other\".",
    "- stakeholders: people who work at the account now (not at a rival, an investor, a partner, a bank or firm whose analyst is quoted, a regulator, a government or a union) and are named in the article,",
    "  with their full title as written (\"co-founder and chief executive\", not \"co-founder\"), one sentence of reasoning,",
    "  tie_to_account: the words of the article, copied exactly, that tie the person to the account (\"Jane Doe, Acme's chief financial officer\"),",
    "  and role_change: \"incoming\" or \"departing\" when the article has them taking up or leaving a role, else null.",
    "  Only people whose full name appears in the article text; never invent people, titles or LinkedIn usernames (null unless the article shows it).",
    "  When a leader is replaced, the suggested action addresses the incoming or current person, never the one leaving.",
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
