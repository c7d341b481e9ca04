import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";
import {
  contextualizedEventSchema,
  LlmError,
  offeringFits,
  signalTypes,
  type ContextualizedEvent,
  type ContextualizeInput,
  type LlmProvider,
} from "./llm-provider";
import type { ComposedMessage, ComposeInput, ComposeStreamHandler } from "./compose/compose-types";
import { groundInArticle, groundSummary, summaryProblems } from "./grounding";
import { composeWithOpenAi } from "./openai-compose";
import { parseSolutions } from "./offline/solutions";

// What the model is asked to fill (strict structured output: every key present, optional ones nullable).
const modelOutputSchema = z.object({
  event_summary: z.string(),
  tldr: z.string(),
  why_it_matters: z.string(),
  offerings: z.array(z.object({ name: z.string(), link: z.string(), offering: z.string(), fit: z.enum(offeringFits) })),
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
    const { text, title } = input.article;
    let result = await this.ask(input, []);
    // A summary sentence the article body does not hold (another story's headline, a caption, an invention)
    // is sent back once; what is still unsupported after that is dropped.
    const problems = summaryProblems(result, text, title);
    if (problems.length > 0) result = await this.ask(input, problems);
    // Names, ties and the evidence are checked against the article: what it does not say is dropped.
    return groundInArticle(groundSummary(result, text, title), text, title);
  }

  private async ask(input: ContextualizeInput, problems: string[]): Promise<ContextualizedEvent> {
    let completion;
    try {
      completion = await this.client.chat.completions.create({
        model: this.model,
        temperature: 0.2,
        messages: [
          { role: "system", content: systemPrompt(input) },
          { role: "user", content: articlePrompt(input) },
          ...(problems.length > 0 ? [{ role: "user" as const, content: correctionPrompt(problems) }] : []),
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

function correctionPrompt(problems: string[]) {
  return [
    "Your event_summary or tldr had sentences the article text does not support, or repeated the headline:",
    ...problems.map((p) => `- ${p}`),
    "Answer again. Take event_summary and tldr only from the article's own sentences (not the title, related-story links, captions or sign-up prompts).",
  ].join("\n");
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
    "- event_summary: 2-3 factual sentences on what happened, each stated by the article's text (not the title, related-story links, captions, sign-up prompts).",
    "- tldr: one sentence of at least 8 words from the first paragraphs saying what happened; not the headline again.",
    `- why_it_matters: the event's own facts (amount, product, person, place as the article gives them) and the need the article states that one of ${company.name}'s solutions answers.`,
    `  When no solution answers a need the article states, say so plainly: "None of ${company.name}'s offerings answers this directly; the closest is <name>."`,
    `- offerings: 1 or 2 of the solutions above that fit best, each with its exact name and link, one sentence on how it helps the account now,`,
    `  and fit: "strong" when the article states a need it answers, else "weak" (then give only the closest one).`,
    "- suggested_action: one concrete next step for the salesperson, naming who to contact when the article names someone.",
    "- publication: the outlet that published the article.",
    `- signal_type: one of ${signalTypes.join(", ")}: the event the headline and lede report about the account. Use "other" when nothing is stated plainly:`,
    "  a denial, a rumour, a plan under consideration (\"may consider\", \"is said to\"), a preview or a cancelled event is \"other\".",
    "- signal_evidence: the one sentence of the article that shows the event, copied exactly; null for \"other\".",
    "- stakeholders: people who work at the account (not at a rival, an investor, a partner, a regulator, a government or a union) and are named in the article,",
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
