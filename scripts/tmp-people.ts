import { loadEvalSet } from "./eval/eval-set";
import { peopleScores, scorePeople } from "./eval/eval-parts";
import { readPeopleLabels } from "./eval/people-labels";
import { evalProviderFromArgs } from "./eval-provider";
const { items } = loadEvalSet("/work/eval-text");
const dev = items.filter((i) => i.part === "development");
const second = readPeopleLabels()!;
const { outputs } = await peopleScores(dev, (evalProviderFromArgs([], process.env) as any).llm, { name: "Northwind Analytics", solutions: null, solutions_brief: null });
const s = scorePeople(dev, outputs, (i) => second.stakeholdersOf.get(i.id) ?? []);
console.log(s.atAccount, s.inRole, s.offered);
for (const line of s.notAtAccount) { const id = line.split(":")[0]; console.log("NOT", line, "| gold:", (second.stakeholdersOf.get(id) ?? []).map((g) => `${g.name} (${g.role})`).join(", ")); }
for (const [id, out] of outputs) { const gold = second.stakeholdersOf.get(id) ?? []; for (const p of out.stakeholders) { const g = gold.find((x) => x.name.toLowerCase().includes(p.full_name.toLowerCase().split(" ").pop()!)); if (g) console.log("ROLE?", id, p.full_name, "|", p.title, "| gold:", g.role); } }
console.log("=== role mismatches");
import("./eval/eval-parts").then(() => {});
