import { z } from "zod";

// The language-model work of discovery in hosted mode: writing search queries and judging whether
// candidate stories repeat each other or the account's existing events. Offline, the pipeline uses
// its deterministic steps instead (no judge).

export const judgedQuerySchema = z.object({ purpose: z.string().min(1), engine: z.enum(["google_news", "google"]), query: z.string().min(1) });

export const duplicateJudgementSchema = z.object({
  duplicates: z.array(
    z.object({
      candidate_index: z.number().int(),
      /** id of the existing event it repeats, or null when it repeats another candidate */
      duplicate_of_event_id: z.string().nullable(),
      duplicate_of_candidate_index: z.number().int().nullable(),
      reasoning: z.string().min(1),
      /** Words copied from the candidate (title, snippet or text) that state the event it repeats. */
      candidate_quote: z.string(),
      /** Words copied from the existing event or the other candidate that state the same event. */
      duplicate_quote: z.string(),
    }),
  ),
  unique_candidates: z.array(z.number().int()),
  reason: z.string(),
});
export type DuplicateJudgement = z.infer<typeof duplicateJudgementSchema>;

export type QueryRequest = {
  account: { name: string; full_name: string | null; domain: string | null; aliases: string[] };
  seller: { name: string; solutions: string };
  windowDays: number;
};

export type DuplicateRequest = {
  account: string;
  candidates: { index: number; title: string; source: string; snippet: string; text?: string }[];
  existing: { id: string; title: string; summary: string | null; publication: string | null }[];
};

export interface DiscoveryJudge {
  readonly name: string;
  writeQueries(input: QueryRequest): Promise<z.infer<typeof judgedQuerySchema>[]>;
  judgeDuplicates(input: DuplicateRequest): Promise<DuplicateJudgement>;
}
