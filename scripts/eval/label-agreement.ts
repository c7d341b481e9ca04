// How often two labellers agree on the signal type: the first labels of eval/labels against the blind second
// labelling of the development part's articles about their account (eval/signal-second, 2026-11-27). A ceiling
// for what a classifier can be measured at on these labels; the held-out part was not labelled a second time.
//   npx tsx scripts/eval/label-agreement.ts
import { readFileSync } from "node:fs";
import path from "node:path";
import type { SignalType } from "@/lib/providers/llm/signal-types";
import { EVAL_DIR, readLabels } from "./eval-set";
import { lowestOutreachPrecision, macroF1, perClass } from "./scores";

const second = readFileSync(path.join(EVAL_DIR, "signal-second", "development.jsonl"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { id: string; signal_type: SignalType });
const first = new Map(readLabels().map((l) => [l.id, l.signal_type]));
const pairs = second.map((s) => ({ gold: first.get(s.id)!, predicted: s.signal_type }));
const classes = perClass(pairs);
for (const c of classes) console.log(`${c.type.padEnd(18)} P ${c.precision.toFixed(2)} R ${c.recall.toFixed(2)} F1 ${c.f1.toFixed(2)} (${c.support})`);
const agree = pairs.filter((p) => p.gold === p.predicted).length;
const lowest = lowestOutreachPrecision(classes);
console.log(`second labels against the first, ${pairs.length} development articles: agreement ${(agree / pairs.length).toFixed(3)}, macro-F1 ${macroF1(classes).toFixed(3)}, lowest outreach precision ${lowest.toFixed(2)}`);
