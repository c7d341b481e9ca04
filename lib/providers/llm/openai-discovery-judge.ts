import OpenAI from "openai";
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";
import { duplicateJudgementSchema, judgedQuerySchema, type DiscoveryJudge, type DuplicateRequest, type QueryRequest } from "./discovery-judge";
import { LlmError } from "./llm-provider";

type Options = { apiKey: string; baseURL?: string; model: string; timeoutMs?: number; maxRetries?: number };

const queriesOutput = z.object({ queries: z.array(judgedQuerySchema) });

/** Discovery's queries and semantic de-duplication through OpenAI structured output. */
export class OpenAiDiscoveryJudge implements DiscoveryJudge {
  readonly name = "openai";
  private readonly client: OpenAI;
  private readonly model: string;

  constructor(options: Options) {
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs ?? 45_000, maxRetries: options.maxRetries ?? 2 });
    this.model = options.model;
  }

  private async ask<T extends z.ZodType>(schema: T, name: string, system: string, user: string): Promise<z.output<T>> {
    let completion;
    try {
      completion = await this.client.chat.completions.create({
        model: this.model,
        temperature: 0,
        messages: [
          { role: "system", content: system },
          { role: "user", content: user },
        ],
        response_format: zodResponseFormat(schema, name),
      });
    } catch (error) {
      const status = (error as { status?: number }).status;
      throw new LlmError(`The language model failed: ${(error as Error).message}`, { retryable: status === undefined || status === 429 || status >= 500, cause: error });
    }
    const content = completion.choices[0]?.message?.content;
    if (!content) throw new LlmError("The model returned no content", { retryable: true });
    const parsed = schema.safeParse(JSON.parse(content));
    if (!parsed.success) throw new LlmError(`The model's answer was incomplete: ${z.prettifyError(parsed.error)}`, { retryable: true });
    return parsed.data;
  }

  async writeQueries(input: QueryRequest) {
    const out = await this.ask(
      queriesOutput,
      "discovery_queries",
      "You write web and news search queries that find strategic news about one company for a seller. Return 4 to 7 queries, each with a purpose and an engine: google_news for news, google for the web. Use the official name, the domain and the aliases; quote names; aim at the signal types the seller's solutions care about (funding, acquisitions, leadership changes, hiring, expansion, partnerships, product launches, layoffs, earnings, legal). Do not add date operators.",
      JSON.stringify(input),
    );
    return out.queries;
  }

  judgeDuplicates(input: DuplicateRequest) {
    return this.ask(
      duplicateJudgementSchema,
      "semantic_deduplication",
      "You group repeated stories. Candidates are news articles about one company, best first. A candidate repeats a story when it reports the same event (same deal, appointment, launch, figure or lawsuit) as an existing event or as a better-ranked candidate, even from another outlet with other words; it is then attached to that event or candidate as another outlet reporting it, not discarded. Different events of the same kind are different stories, and sharing the company's name or industry does not make a story the same. List each repeating candidate under duplicates with the existing event id it repeats (or null and the better-ranked candidate index it repeats) and a one-sentence reasoning. List the candidate indices that are stories of their own under unique_candidates.",
      JSON.stringify(input),
    );
  }
}
