// What the discovery debug dialog shows, derived from a discovery log (spec 1 §2). Pure, so it is
// tested without a browser. The log is read loosely: a missing step shows its empty text.

export type ViewArticle = { url?: string; title?: string; source?: string; date?: string; snippet?: string };
type Loose = Record<string, unknown>;

const obj = (v: unknown): Loose => (v && typeof v === "object" && !Array.isArray(v) ? (v as Loose) : {});
const arr = <T = unknown>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

export const KNOWN_STEPS = ["step2_account_info", "step5_search_execution", "step6_content_deduplication", "step7_filtered_ranked", "step8_semantic_deduplication"];

export function stepData(log: unknown, key: string): Loose | null {
  const step = obj(obj(obj(log).debug).steps)[key];
  return step === undefined ? null : obj(obj(step).data);
}

export function unknownSteps(log: unknown): { key: string; value: unknown }[] {
  return Object.entries(obj(obj(obj(log).debug).steps))
    .filter(([key]) => !KNOWN_STEPS.includes(key))
    .map(([key, value]) => ({ key, value }));
}

export function contentDedupView(log: unknown) {
  const search = stepData(log, "step5_search_execution");
  const dedup = stepData(log, "step6_content_deduplication");
  if (!dedup) return null;
  const all = arr<ViewArticle>(search?.all_articles);
  const keptIndices = new Set(arr<number>(dedup.kept_indices));
  const input = typeof dedup.input_articles_count === "number" ? dedup.input_articles_count : all.length;
  const kept = all.map((a, index) => ({ a, index })).filter(({ index }) => keptIndices.has(index));
  const removed = all.map((a, index) => ({ a, index })).filter(({ index }) => !keptIndices.has(index));
  return { input, keptCount: keptIndices.size, removedCount: input - keptIndices.size, kept, removed };
}

/** The deduplicated list, in kept-index order (what dedup_index points into). */
export function dedupedArticles(log: unknown): ViewArticle[] {
  const all = arr<ViewArticle>(stepData(log, "step5_search_execution")?.all_articles);
  return arr<number>(stepData(log, "step6_content_deduplication")?.kept_indices).map((i) => all[i]).filter(Boolean);
}

export function finalResultsView(log: unknown) {
  const ranked = arr<Loose>(stepData(log, "step7_filtered_ranked")?.ranked_articles);
  const deduped = dedupedArticles(log);
  const selected = new Set(arr<string>(obj(log).selected_events).map((u) => String(u).trim()));
  return ranked
    .map((r) => {
      const article = deduped[Number(r.dedup_index)];
      if (!article) return null;
      return {
        article,
        ranking: r.ranking as number | string,
        reason: typeof r.reason === "string" ? r.reason : undefined,
        chosen: Boolean(article.url && selected.has(article.url.trim())),
      };
    })
    .filter((x): x is NonNullable<typeof x> => x !== null);
}

export function semanticStatusVariant(status: unknown): "success" | "warning" | "destructive" {
  return status === "completed" ? "success" : status === "skipped" ? "warning" : "destructive";
}

export function formatRunTime(value: unknown): string {
  if (typeof value !== "string" || !value) return "N/A";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString();
}
