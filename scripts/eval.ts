// Scores the offline analysis on the project's labelled development set: signal types, stakeholders, TL;DR.
//   npm run eval
import { OfflineLlm } from "@/lib/providers/llm/offline/offline-llm";
import { devSet } from "@/lib/providers/llm/offline/eval/dev-set";
import { evaluate, formatReport } from "@/lib/providers/llm/offline/eval/evaluate";

const started = performance.now();
const report = await evaluate(new OfflineLlm(), devSet);
console.log(formatReport(report));
console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
