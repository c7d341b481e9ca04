import { loadEvalSet, splitKeys } from "./eval/eval-set";
import { predictSignal } from "@/lib/providers/llm/offline/signal-model/signal-model";
import { train } from "@/lib/providers/llm/offline/signal-model/train-signal-model";
import { macroF1, perClass, OUTREACH_TYPES } from "./eval/scores";
import type { SignalType } from "@/lib/providers/llm/llm-provider";
const { items } = loadEvalSet("/work/eval-text");
const dev = items.filter((i) => i.part === "development" && i.about === "about" && !i.text_id && i.article);
const keys = splitKeys(items);
const foldOf = (g: string) => [...g].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7) % 5;
const opts = JSON.parse(process.argv[2] ?? "{}");
import { readFileSync } from "node:fs";
const weakW = Number(process.argv[3] ?? "0");
const weak = weakW ? readFileSync("/work/eval-text/weak-reuters.jsonl", "utf8").split("\n").filter(Boolean).map((l) => JSON.parse(l)).map((w) => ({ title: w.title, text: w.text, label: w.label, weight: weakW })) : [];
const out: { gold: SignalType; top: SignalType; p: number; view: string }[] = [];
for (let f = 0; f < 5; f++) {
  const tr = dev.filter((i) => foldOf(keys.get(i.id)!) !== f).flatMap((i) => [{ title: i.article!.title, text: i.article!.snippet, label: i.signal_type }, { title: i.article!.title, text: i.article!.text, label: i.signal_type }]);
  const m = train([...tr, ...weak], opts);
  for (const i of dev.filter((i) => foldOf(keys.get(i.id)!) === f)) {
    for (const view of ["snippet", "text"] as const) {
      const p = predictSignal({ title: i.article!.title, text: i.article![view] }, { ...m, threshold: 0 });
      out.push({ gold: i.signal_type, top: p.type, p: p.probability, view });
    }
  }
}
for (const view of ["snippet", "text"]) {
  const rows = [];
  for (const t of [0, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]) {
    const pairs = out.filter((o) => o.view === view).map((o) => ({ gold: o.gold, predicted: o.top !== "other" && o.p < t ? ("other" as SignalType) : o.top }));
    const c = perClass(pairs);
    rows.push(`t=${t} F1 ${macroF1(c).toFixed(3)} minP ${Math.min(...OUTREACH_TYPES.map((x) => c.find((y) => y.type === x)!.precision)).toFixed(2)}`);
  }
  console.log(view, rows.join(" | "));
  const pairs = out.filter((o) => o.view === view).map((o) => ({ gold: o.gold, predicted: o.top !== "other" && o.p < 0.3 ? ("other" as SignalType) : o.top }));
  console.log(perClass(pairs).map((c) => `${c.type} P${c.precision.toFixed(2)} R${c.recall.toFixed(2)} n${c.support} pred${c.predicted}`).join("\n"));
}
