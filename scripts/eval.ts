// Scores the offline analysis on the project's labelled sets: signal types, stakeholders, TL;DR.
//   npm run eval
import { OfflineLlm } from "@/lib/providers/llm/offline/offline-llm";
import { devSet } from "@/lib/providers/llm/offline/eval/dev-set";
import { holdoutItems } from "@/lib/providers/llm/offline/eval/dev-set-holdout";
import { evaluate, formatReport } from "@/lib/providers/llm/offline/eval/evaluate";

const started = performance.now();
const llm = new OfflineLlm();
console.log("# Development set (the classifier was tuned on it)\n");
console.log(formatReport(await evaluate(llm, devSet)));
console.log("\n# Held-out set (written after the classifier, not tuned on)\n");
console.log(formatReport(await evaluate(llm, holdoutItems)));
console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
