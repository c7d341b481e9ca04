// Scores the offline analysis on the project's labelled sets: signal types, stakeholders, TL;DR.
//   npm run eval
import { OfflineLlm } from "@/lib/providers/llm/offline/offline-llm";
import { attributionItems } from "@/lib/providers/llm/offline/eval/dev-set-attribution";
import { devSet } from "@/lib/providers/llm/offline/eval/dev-set";
import { holdoutItems } from "@/lib/providers/llm/offline/eval/dev-set-holdout";
import { freshItems } from "@/lib/providers/llm/offline/eval/dev-set-fresh";
import { unseenItems } from "@/lib/providers/llm/offline/eval/dev-set-unseen";
import { evaluate, formatReport } from "@/lib/providers/llm/offline/eval/evaluate";

const started = performance.now();
const llm = new OfflineLlm();
const sets = [
  ["Development set (the classifier was tuned on it)", devSet],
  ["Second set (first run untuned: macro-F1 0.33; the vocabulary was widened after it)", holdoutItems],
  ["Unseen set (first run: macro-F1 0.45, other precision 0.27; the word-list fallback was added after it)", unseenItems],
  ["Fresh set (written after all tuning; never tuned on)", freshItems],
  ["Attribution set (people of other organisations, successions; first run: stakeholder precision 0.93, recall 0.93)", attributionItems],
] as const;
for (const [name, items] of sets) {
  console.log(`\n# ${name}\n`);
  console.log(formatReport(await evaluate(llm, [...items])));
}
console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
