import { z } from "zod";

// The discovery log (logs bucket, discoveries/{id}.json) in spec 1 §3's shape. Steps 1/3/4/9 are ours:
// the debug dialog shows steps it does not know as raw JSON. Step 8 groups rather than removes: beside the
// spec's fields, each removed candidate says what it joined (joined, url, source, title, date) and
// story_groups lists each story's outlets (story-joins.ts).

export const logArticleSchema = z.object({ url: z.string(), title: z.string(), source: z.string(), date: z.string(), snippet: z.string() });
export type LogArticle = z.infer<typeof logArticleSchema>;

export const searchQuerySchema = z.object({ purpose: z.string(), serpapi_engine: z.string(), query: z.string() });
export type LogQuery = z.infer<typeof searchQuerySchema>;

const step = <T extends z.ZodType>(data: T) => z.object({ data, error: z.string().optional() }).loose();

export const step2Schema = step(
  z.object({ account_name: z.string().nullable(), company_name: z.string().nullable(), discovery_run_time: z.string().nullable() }).loose(),
);
export const step3Schema = step(z.object({ queries: z.array(searchQuerySchema.loose()) }).loose());
export const step5Schema = step(
  z
    .object({
      all_articles: z.array(logArticleSchema),
      results_by_query: z.array(
        z.object({ query: searchQuerySchema, result_count: z.number().int(), results: z.array(logArticleSchema), error: z.string().optional() }),
      ),
    })
    .loose(),
);
export const step6Schema = step(z.object({ input_articles_count: z.number().int(), kept_indices: z.array(z.number().int()) }).loose());
export const step7Schema = step(
  z.object({ ranked_articles: z.array(z.object({ dedup_index: z.number().int(), ranking: z.number() }).loose()) }).loose(),
);
export const step8Schema = step(
  z
    .object({
      status: z.string(),
      candidates_before: z.number().int(),
      candidates_after: z.number().int(),
      existing_events_count: z.number().int(),
      reason: z.string(),
      candidate_events: z.array(
        z.object({ index: z.number().int(), title: z.string().nullable(), source: z.string().nullable(), ranking: z.number(), snippet: z.string().nullable() }).loose(),
      ),
      removed_candidates: z.array(
        z.object({ index: z.number().int(), duplicate_of_event_id: z.string().nullable(), reasoning: z.string() }).loose(),
      ),
      existing_events: z.array(
        z.object({ id: z.string(), title: z.string().nullable(), publication: z.string().nullable(), event_summary: z.string().nullable() }).loose(),
      ),
      llm_response: z.unknown(),
    })
    .loose(),
);

export const discoveryLogSchema = z
  .object({
    selected_events: z.array(z.string()),
    error: z.string().optional(),
    failed_step: z.string().optional(),
    debug: z.object({
      steps: z
        .object({
          step2_account_info: step2Schema,
          step3_query_generation: step3Schema.optional(),
          step5_search_execution: step5Schema.optional(),
          step6_content_deduplication: step6Schema.optional(),
          step7_filtered_ranked: step7Schema.optional(),
          step8_semantic_deduplication: step8Schema.optional(),
        })
        .catchall(z.unknown()),
    }),
  })
  .loose();

export type DiscoveryLog = z.infer<typeof discoveryLogSchema>;
export type DiscoverySteps = DiscoveryLog["debug"]["steps"];
