import { devSet } from "@/lib/providers/llm/offline/eval/dev-set";
import { freshItems } from "@/lib/providers/llm/offline/eval/dev-set-fresh";
import { holdoutItems } from "@/lib/providers/llm/offline/eval/dev-set-holdout";
import { unseenItems } from "@/lib/providers/llm/offline/eval/dev-set-unseen";
import { labelledArticles } from "@/lib/pipeline/discovery/__fixtures__/labelled-articles";
import type { TrainingExample } from "@/lib/providers/llm/offline/signal-model/train-signal-model";
import { loadEvalSet, loadTrainingSet, splitKeys } from "./eval-set";

// What the signal model learns from: the development part of the labelled real-news set (text from
// EVAL_TEXT_DIR), the extra training articles of eval/train (text from TRAIN_TEXT_DIR) and the project's
// hand-written examples. Never the held-out part: a training article whose headline is nearly a held-out
// one's is left out, so no held-out story leaks in. Each article gives a title + snippet and a title + body view.

/** Where an example comes from: "eval" examples share the held-out part's mix of sources. */
export type ExampleSource = "eval" | "train" | "hand";

export type SignalExample = TrainingExample & { group: string; source: ExampleSource };

const HAND_WRITTEN_WEIGHT = 0.5;

export function signalExamples(textDir: string | undefined, trainTextDir: string | undefined) {
  const handWritten: SignalExample[] = [
    ...[...devSet, ...holdoutItems, ...unseenItems, ...freshItems].map((i) => ({ title: i.title, text: i.text, label: i.signal, group: `hw:${i.id}` })),
    ...labelledArticles.flatMap((a) => [
      { title: a.title, text: a.snippet, label: a.signal, group: `hw:${a.id}` },
      ...(a.text ? [{ title: a.title, text: a.text, label: a.signal, group: `hw:${a.id}` }] : []),
    ]),
  ].map((e) => ({ ...e, weight: HAND_WRITTEN_WEIGHT, source: "hand" as const }));

  const real: SignalExample[] = [];
  let leftOut = 0;
  if (!textDir) return { real, handWritten, leftOut };
  const { items } = loadEvalSet(textDir);
  const keys = splitKeys(items);
  const views = (title: string, snippet: string, text: string | undefined, label: SignalExample["label"], group: string, source: ExampleSource) => {
    real.push({ title, text: snippet, label, group, source });
    if (text && text !== snippet) real.push({ title, text, label, group, source });
  };
  for (const item of items) {
    if (item.part !== "development" || item.text_id || !item.article) continue; // one example per article
    views(item.article.title, item.article.snippet, item.article.text, item.signal_type, keys.get(item.id)!, "eval");
  }
  if (trainTextDir) {
    const heldOutTitles = items.filter((i) => i.part === "held-out").map((i) => titleWords(i.title));
    for (const { label, article } of loadTrainingSet(trainTextDir)) {
      if (label.text_id || label.about !== "about") continue;
      if (heldOutTitles.some((h) => jaccard(h, titleWords(article.title)) >= 0.5)) {
        leftOut++;
        continue;
      }
      views(article.title, article.snippet, article.text, label.signal_type, `train:${label.id}`, "train");
    }
  }
  return { real, handWritten, leftOut };
}

function titleWords(title: string): Set<string> {
  return new Set(title.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared || 1);
}
