import type { LogArticle } from "./discovery-log";
import { canonicalUrl } from "@/lib/events/canonical-url";
import { bandKeys, emptyBuckets, estimatedJaccard, shingles, signature } from "./minhash";

export const NEAR_DUPLICATE_JACCARD = 0.6;

export type ContentDedupResult = {
  input_articles_count: number;
  /** Positions in the raw article list of the articles kept, ascending. */
  kept_indices: number[];
  /** Why each other article was removed: the kept one it repeats. */
  removed: { index: number; duplicate_of_index: number; reason: "same_url" | "near_duplicate_text"; similarity?: number }[];
};

/**
 * Step 6: one article per canonical URL, then one per near-duplicate text (MinHash over shingles of
 * title and snippet, LSH buckets: linear in the number of articles). The first occurrence is kept.
 */
export function deduplicateContent(articles: LogArticle[]): ContentDedupResult {
  const byUrl = new Map<string, number>();
  const buckets = emptyBuckets();
  const signatures: (Uint32Array | undefined)[] = [];
  const kept: number[] = [];
  const removed: ContentDedupResult["removed"] = [];
  articles.forEach((article, index) => {
    const key = canonicalUrl(article.url);
    const sameUrl = byUrl.get(key);
    if (sameUrl !== undefined) {
      removed.push({ index, duplicate_of_index: sameUrl, reason: "same_url" });
      return;
    }
    const set = shingles(`${article.title} ${article.snippet}`);
    const sig = set.size >= 3 ? signature(set) : undefined;
    if (sig) {
      const keys = bandKeys(sig);
      let best: { index: number; similarity: number } | undefined;
      const seen = new Set<number>();
      for (let band = 0; band < keys.length; band++) {
        for (const other of buckets[band].get(keys[band]) ?? []) {
          if (seen.has(other)) continue;
          seen.add(other);
          const similarity = estimatedJaccard(sig, signatures[other]!);
          if (similarity >= NEAR_DUPLICATE_JACCARD && (!best || similarity > best.similarity)) best = { index: other, similarity };
        }
      }
      if (best) {
        removed.push({ index, duplicate_of_index: best.index, reason: "near_duplicate_text", similarity: Math.round(best.similarity * 100) / 100 });
        byUrl.set(key, best.index);
        return;
      }
      for (let band = 0; band < keys.length; band++) {
        const list = buckets[band].get(keys[band]);
        if (list) list.push(index);
        else buckets[band].set(keys[band], [index]);
      }
    }
    signatures[index] = sig;
    byUrl.set(key, index);
    kept.push(index);
  });
  return { input_articles_count: articles.length, kept_indices: kept, removed };
}
