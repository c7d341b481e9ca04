import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";
import { duplicateJudgementSchema, judgedQuerySchema, type DiscoveryJudge, type DuplicateJudgement, type DuplicateRequest, type QueryRequest } from "./discovery-judge";
import { unsupportedDuplicates, withoutUnsupportedDuplicates } from "./duplicate-quote-check";
import { LlmError } from "./llm-provider";
import { quoteRetryMessage } from "./quote-check";

type Options = { apiKey: string; baseURL?: string; model: string; timeoutMs?: number; maxRetries?: number };

const queriesOutput = z.object({ queries: z.array(judgedQuerySchema) });

const DEDUP_SYSTEM =
  "You group repeated stories. Candidates are news articles about one company, best first. A candidate repeats a story when it reports the same event (same deal, appointment, launch, figure or lawsuit) as an existing event or as a better-ranked candidate, even from another outlet with other words; it is then attached to that event or candidate as another outlet reporting it, not discarded. Different events of the same kind are different stories, and sharing the company's name or industry does not make a story the same. For each repeating candidate (under duplicates) give the existing event id it repeats (or null and the better-ranked candidate index it repeats), a one-sentence reasoning, " +
  "candidate_quote: words copied character for character from the candidate's title, snippet or text that state the event, and duplicate_quote: words copied the same way from the existing event's title or summary (or the repeated candidate's title, snippet or text) that state the same event. Quotes are one continuous passage, no ellipsis; they are checked, and a candidate whose quotes are not there stays a story of its own. List the candidate indices that are stories of their own under unique_candidates.";

/** Discovery's queries and semantic de-duplication through OpenAI structured output. */
export class OpenAiDiscoveryJudge implements DiscoveryJudge {
  readonly name = "openai";
  private readonly client: OpenAI;
  private readonly model: string;

  constructor(options: Options) {
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs ?? 45_000, maxRetries: options.maxRetries ?? 2 });
    this.model = options.model;
  }

  private async ask<T extends z.ZodType>(schema: T, name: string, messages: ChatCompletionMessageParam[]): Promise<{ content: string; data: z.output<T> }> {
    let completion;
    try {
      completion = await this.client.chat.completions.create({ model: this.model, temperature: 0, messages, response_format: zodResponseFormat(schema, name) });
    } catch (error) {
      const status = (error as { status?: number }).status;
      throw new LlmError(`The language model failed: ${(error as Error).message}`, { retryable: status === undefined || status === 429 || status >= 500, cause: error });
    }
    const content = completion.choices[0]?.message?.content;
    if (!content) throw new LlmError("The model returned no content", { retryable: true });
    let raw: unknown;
    try {
      raw = JSON.parse(content);
    } catch (error) {
      throw new LlmError("The model returned malformed JSON", { retryable: true, cause: error });
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new LlmError(`The model's answer was incomplete: ${z.prettifyError(parsed.error)}`, { retryable: true });
    return { content, data: parsed.data };
  }

  async writeQueries(input: QueryRequest) {
    const out = await this.ask(queriesOutput, "discovery_queries", [
      {
        role: "system",
        content:
          "You write web and news search queries that find strategic news about one company for a seller. Return 4 to 7 queries, each with a purpose and an engine: google_news for news, google for the web. Use the official name, the domain and the aliases; quote names; aim at the signal types the seller's solutions care about (funding, acquisitions, leadership changes, hiring, expansion, partnerships, product launches, layoffs, earnings, legal). Do not add date operators.",
      },
      { role: "user", content: JSON.stringify(input) },
    ]);
    return out.data.queries;
  }

  /** Each duplicate quotes both stories; quotes not in them are sent back once, then those duplicates are set aside. */
  async judgeDuplicates(input: DuplicateRequest): Promise<DuplicateJudgement> {
    const messages: ChatCompletionMessageParam[] = [
      { role: "system", content: DEDUP_SYSTEM },
      { role: "user", content: JSON.stringify(input) },
    ];
    const first = await this.ask(duplicateJudgementSchema, "semantic_deduplication", messages);
    let judgement = first.data;
    let unsupported = unsupportedDuplicates(judgement, input);
    if (unsupported.length > 0) {
      try {
        const retry = quoteRetryMessage(unsupported, "the stories given");
        const second = await this.ask(duplicateJudgementSchema, "semantic_deduplication", [...messages, { role: "assistant", content: first.content }, { role: "user", content: retry }]);
        judgement = second.data;
        unsupported = unsupportedDuplicates(judgement, input);
      } catch (error) {
        if (!(error instanceof LlmError)) throw error;
      }
    }
    return withoutUnsupportedDuplicates(judgement, unsupported);
  }
}
