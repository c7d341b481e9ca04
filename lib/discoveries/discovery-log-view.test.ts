import { describe, expect, it } from "vitest";
import { contentDedupView, finalResultsView, formatRunTime, semanticStatusVariant, unknownSteps } from "./discovery-log-view";

const a = (n: number) => ({ url: `https://n.example/${n}`, title: `Story ${n}`, source: "Wire", date: "2026-11-20", snippet: "" });

const log = {
  selected_events: [" https://n.example/3 "],
  debug: {
    steps: {
      step2_account_info: { data: { account_name: "Acme", company_name: null, discovery_run_time: null } },
      step3_query_generation: { data: { queries: [] } },
      step5_search_execution: { data: { all_articles: [a(0), a(1), a(2), a(3)], results_by_query: [] } },
      step6_content_deduplication: { data: { input_articles_count: 4, kept_indices: [0, 3] } },
      step7_filtered_ranked: { data: { ranked_articles: [{ dedup_index: 1, ranking: 1 }, { dedup_index: 0, ranking: 2 }] } },
    },
  },
};

describe("discovery log view", () => {
  it("keeps the articles whose positions are in kept_indices over all raw articles", () => {
    const view = contentDedupView(log)!;
    expect(view).toMatchObject({ input: 4, keptCount: 2, removedCount: 2 });
    expect(view.kept.map((k) => k.index)).toEqual([0, 3]);
    expect(view.removed.map((k) => k.index)).toEqual([1, 2]);
  });

  it("rebuilds ranked articles from the deduplicated list by dedup_index and marks the selected one", () => {
    const ranked = finalResultsView(log);
    expect(ranked.map((r) => [r.article.title, r.ranking, r.chosen])).toEqual([
      ["Story 3", 1, true],
      ["Story 0", 2, false],
    ]);
  });

  it("shows unknown steps as raw JSON, badge colours by status and N/A for a missing run time", () => {
    expect(unknownSteps(log).map((s) => s.key)).toEqual(["step3_query_generation"]);
    expect([semanticStatusVariant("completed"), semanticStatusVariant("skipped"), semanticStatusVariant(undefined)]).toEqual(["success", "warning", "destructive"]);
    expect(formatRunTime(null)).toBe("N/A");
    expect(contentDedupView({})).toBeNull();
  });
});
