import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";
import { LlmError, type ContextualizedEvent, type ContextualizeInput, type LlmProvider } from "./llm-provider";
import { signalTypes } from "./signal-types";
import type { ComposedMessage, ComposeInput, ComposeStreamHandler } from "./compose/compose-types";
import { groundInArticle, groundSummary } from "./grounding";
import { composeWithOpenAi } from "./openai-compose";
import { parseSolutions } from "./offline/solutions";
import { quoteRetryMessage } from "./quote-check";
import { answerToEvent, quotedAnswerSchema, unsupportedAnswerClaims, type QuotedAnswer } from "./quoted-event-answer";

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

  /**
   * Each claim of the answer quotes the article. An answer with quotes the article does not have is sent
   * back once, saying which; what the second answer still cannot back is left out (answerToEvent).
   */
  async contextualizeEvent(input: ContextualizeInput): Promise<ContextualizedEvent> {
    const messages: ChatCompletionMessageParam[] = [
      { role: "system", content: systemPrompt(input) },
      { role: "user", content: articlePrompt(input) },
    ];
    const first = await this.ask(messages);
    let answer = first.answer;
    let unsupported = unsupportedAnswerClaims(answer, input.article);
    if (unsupported.length > 0) {
      try {
        const second = await this.ask([...messages, { role: "assistant", content: first.content }, { role: "user", content: quoteRetryMessage(unsupported) }]);
        answer = second.answer;
        unsupported = unsupportedAnswerClaims(answer, input.article);
      } catch (error) {
        // The first answer, less what it cannot back, is better than none.
        if (!(error instanceof LlmError)) throw error;
      }
    }
    const event = answerToEvent(answer, new Set(unsupported.map((u) => u.id)));
    // Names and ties are also checked against the article (a tie that does not name its person is dropped),
    // and the summary against the body: a sentence it does not hold, or the headline again, goes.
    const { text, title } = input.article;
    return groundInArticle(groundSummary(event, text, title), text, title, [input.account.name, input.account.full_name ?? ""]);
  }

  /** One structured-output request: the answer validated (complete, the right shape) with its raw content. */
  private async ask(messages: ChatCompletionMessageParam[]): Promise<{ content: string; answer: QuotedAnswer }> {
    let completion;
    try {
      completion = await this.client.chat.completions.create({
        model: this.model,
        temperature: 0.2,
        messages,
        response_format: zodResponseFormat(quotedAnswerSchema, "event_context"),
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
    const parsed = quotedAnswerSchema.safeParse(raw);
    if (!parsed.success) {
      throw new LlmError(`The model's answer was incomplete: ${z.prettifyError(parsed.error)}`, { retryable: true });
    }
    answerToEvent(parsed.data); // complete before any claim is checked
    return { content: message.content, answer: parsed.data };
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
    "Given a news article about one of the seller's accounts, write for a salesperson.",
    "Every claim about the article carries a quote: words copied character for character from the article text, one continuous passage",
    "(no ellipsis, no words changed, added or translated). Quotes are checked against the article; a claim the article does not state is left out.",
    "- event_summary: 2-3 factual sentences on what happened, based only on the article, each as {sentence, quote}: the quote is the passage that states it.",
    "- tldr: {sentence, quote}: one sentence of at least 8 words from the first paragraphs saying what happened (the story's event, not the headline again, not the page's navigation, captions or byline), and the passage that states it.",
    "- why_it_matters: facts: 1 or 2 of the event's own facts (amount, product, person, place as the article gives them) the opportunity rests on, each as {fact, quote};",
    `  opportunity: the need the article states that one of ${company.name}'s solutions answers. When none answers a need the article states, say so plainly:`,
    `  "None of ${company.name}'s offerings answers this directly; the closest is <name>."`,
    `- offerings: 1 or 2 of the solutions above that fit best, each with its exact name and link, one sentence on how it helps the account now,`,
    `  and fit: "strong" when the article states a need it answers, else "weak" (then give only the closest one).`,
    "- suggested_action: one concrete next step for the salesperson, naming who to contact when the article names someone.",
    "- publication: the outlet that published the article.",
    `- signal_type: one of ${signalTypes.join(", ")}: the event the headline and lede report about the account. Use "other" when nothing is stated plainly:`,
    "  a denial, a rumour, a plan under consideration (\"may consider\", \"is said to\"), a preview or a cancelled event is \"other\".",
    "- signal_evidence: the one sentence of the article that shows the event, copied exactly (it is the quote of signal_type); null for \"other\".",
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
