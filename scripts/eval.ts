// The honest evaluation: the labelled real-news set (eval/README.md), its development part (tuned on) and
// its frozen held-out part (never tuned on) side by side, for each part of the pipeline.
//   EVAL_TEXT_DIR=/path/to/eval-text npm run eval [-- --provider openai]
import type { LlmProvider } from "@/lib/providers/llm/llm-provider";
import { evalProviderFromArgs } from "./eval-provider";
import { aboutScores, peopleScores, scorePeople, signalScores, type PeopleScores } from "./eval/eval-parts";
import { readPeopleLabels } from "./eval/people-labels";
import { loadEvalSet, type EvalItem } from "./eval/eval-set";
import { storyScores } from "./eval/eval-stories";
import { classTable, line } from "./eval/report-table";
import { lowestOutreachPrecision, macroF1, outOfFoldClasses, pct, type Binary, type OutOfFoldFigures } from "./eval/scores";
import { signalModel } from "@/lib/providers/llm/offline/signal-model/signal-model";
import { summaryScores } from "./eval/eval-summary";

const started = performance.now();
const textDir = process.env.EVAL_TEXT_DIR;
const { items, split, heldOutChecksumOk } = loadEvalSet(textDir);
// While tuning, `--part development` hides the held-out figures (they show as "—").
const developmentOnly = process.argv.includes("--part") && process.argv[process.argv.indexOf("--part") + 1] === "development";
const dev = items.filter((i) => i.part === "development");
const held = developmentOnly ? [] : items.filter((i) => i.part === "held-out");
const withText = items.filter((i) => i.article).length;

console.log(`Labelled real-news set: ${items.length} items (development ${dev.length}, held-out ${held.length}); split seed ${split.seed}`);
console.log(`held-out checksum ${split.held_out_sha256.slice(0, 16)}… ${heldOutChecksumOk ? "matches the labels" : "DOES NOT MATCH the labels: the held-out part changed"}`);
if (!textDir || withText === 0) {
  console.log("skipped: the articles' text is not here (set EVAL_TEXT_DIR to the folder eval/README.md describes)");
  process.exit(0);
}
console.log(`text found for ${withText} of ${items.length} items in ${textDir}\n`);

// The held-out column of every row (blank "—" while tuning: its part is left empty).
const row = (label: string, devText: string, heldText: string) => line(label, devText, developmentOnly ? "—" : heldText);
const bin = (b: Binary) => `P ${pct(b.precision)} R ${pct(b.recall)} F1 ${pct(b.f1)}`;

console.log("# 1. About the account (right company) vs passing mention or namesake (discovery step 7)");
console.log(line("", "development", "held-out"));
for (const input of ["snippet", "body"] as const) {
  console.log(row(`"about" from title + ${input}`, bin(aboutScores(dev, input)), bin(aboutScores(held, input))));
}
const counts = (part: EvalItem[]) => ["about", "mention", "namesake"].map((k) => `${k} ${part.filter((i) => i.about === k && i.article).length}`).join(", ");
console.log(row("items", counts(dev), counts(held)));

// The model is trained on the development part, so its in-sample figures there measure nothing: the
// development column shows the out-of-fold figures the training script stored in the model file.
const trainedOn = signalModel.trained_on as { out_of_fold?: OutOfFoldFigures; out_of_fold_development_part?: OutOfFoldFigures } | undefined;
const devOutOfFold = trainedOn?.out_of_fold_development_part ? outOfFoldClasses(trainedOn.out_of_fold_development_part) : null;
for (const input of ["snippet", "body"] as const) {
  const d = devOutOfFold ?? signalScores(dev, input).classes;
  const h = signalScores(held, input);
  console.log(`\n# 2. Signal type from title + ${input} (the model; articles about their account)`);
  console.log(classTable("", d, developmentOnly ? null : h.classes, devOutOfFold ? "dev. out of fold" : "development"));
  console.log(row("macro-F1", macroF1(d).toFixed(3), h.macroF1.toFixed(3)));
  console.log(row("lowest precision of the 7 outreach types", lowestOutreachPrecision(d).toFixed(3), h.outreachPrecision.toFixed(3)));
}
console.log(
  devOutOfFold
    ? "\nDevelopment column: out of fold (each story predicted by a model that did not see it; title + snippet and title + body views together), as the training script measured it. In-sample the model fits its own training data."
    : "\nThe model file holds no out-of-fold figures: the development column is on the model's own training data.",
);
if (trainedOn?.out_of_fold) {
  const all = outOfFoldClasses(trainedOn.out_of_fold);
  console.log(`Out of fold on the development part and the training articles: macro-F1 ${macroF1(all).toFixed(3)}, lowest outreach precision ${lowestOutreachPrecision(all).toFixed(3)}`);
}

// The same sets through the provider chosen on the command line (offline by default).
const chosen = evalProviderFromArgs(process.argv.slice(2), process.env);
if ("skipped" in chosen) {
  console.log(`\n${chosen.skipped}`);
  process.exit(0);
}
const llm: LlmProvider = chosen.llm;
const seller = { name: "Northwind Analytics", solutions: "Data Integration Hub: connects finance, CRM and operations data. Forecasting Suite: revenue and demand forecasting for finance teams. Security Audit Service: compliance and breach readiness reviews.", solutions_brief: null };
const d = await peopleScores(dev, llm, seller);
const h = await peopleScores(held, llm, seller);
if (chosen.name !== "offline") {
  const { perClass, macroF1 } = await import("./eval/scores");
  const pairsOf = (part: typeof dev, outputs: typeof d.outputs) => part.filter((i) => outputs.has(i.id)).map((i) => ({ gold: i.signal_type, predicted: outputs.get(i.id)!.signal_type }));
  const pd = perClass(pairsOf(dev, d.outputs));
  const ph = perClass(pairsOf(held, h.outputs));
  console.log(`\n# 2b. Signal type in the ${chosen.name} provider's answers (title + body)`);
  console.log(classTable("", pd, developmentOnly ? null : ph));
  console.log(row("macro-F1", macroF1(pd).toFixed(3), macroF1(ph).toFixed(3)));
}
const people = (s: PeopleScores) => `${s.atAccount}/${s.offered} at account (${pct(s.atAccount / Math.max(1, s.offered))}%), in role ${pct(s.inRole / Math.max(1, s.offered))}%, invented ${s.invented}`;
console.log(`\n# 3. Stakeholders offered by the ${chosen.name} provider (articles about their account, with body)`);
console.log(row("people offered (first labels)", people(d.scores), people(h.scores)));
console.log(row("successions: action addresses the outgoing", `${d.scores.departingAddressed}/${d.scores.successions}`, `${h.scores.departingAddressed}/${h.scores.successions}`));
const second = readPeopleLabels();
if (second) {
  const of = (item: (typeof dev)[number]) => second.stakeholdersOf.get(item.id) ?? item.stakeholders;
  const d2 = scorePeople(dev, d.outputs, of);
  const h2 = scorePeople(held, h.outputs, of);
  console.log(row(`people offered (eval/people, held-out checksum ${second.heldOutChecksumOk ? "matches" : "DOES NOT MATCH"})`, people(d2), people(h2)));
  console.log(row("successions: action addresses the outgoing", `${d2.departingAddressed}/${d2.successions}`, `${h2.departingAddressed}/${h2.successions}`));
}

const sd = summaryScores(dev, d.outputs);
const sh = summaryScores(held, h.outputs);
console.log(`\n# 4. Summaries by the ${chosen.name} provider`);
console.log(row("summary sentences found in the body", `${sd.supported}/${sd.sentences}`, `${sh.supported}/${sh.sentences}`));
console.log(row("TL;DR a body sentence, not the title", `${sd.tldrOk}/${sd.items}`, `${sh.tldrOk}/${sh.items}`));

console.log("\n# 5. Same-story grouping (pairwise over each account's articles: discovery runs once per account)");
for (const input of ["snippet", "body"] as const) {
  const a = storyScores(dev, input);
  const b = storyScores(held, input);
  console.log(row(`title + snippet${input === "body" ? " + body" : ""}`, bin(a.pairs), bin(b.pairs)));
  console.log(row("  all pairs (one story, different accounts too)", bin(a.allPairs), bin(b.allPairs)));
  console.log(row("  different stories, same account: merged", `${a.sameAccountMerged}/${a.sameAccountDifferentStories}`, `${b.sameAccountMerged}/${b.sameAccountDifferentStories}`));
}
console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);
