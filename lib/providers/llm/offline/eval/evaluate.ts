import type { ContextualizedEvent, LlmProvider } from "../../llm-provider";
import { signalTypes, type SignalType } from "../../signal-types";
import type { DevItem } from "./dev-item";
import { devSeller } from "./dev-set";

export type TypeScore = { type: SignalType; support: number; predicted: number; precision: number; recall: number; f1: number };

export type EvalReport = {
  items: number;
  accuracy: number;
  perType: TypeScore[];
  macroF1: number;
  otherPrecision: number;
  stakeholders: { named: number; atAccount: number; precision: number; invented: number; recall: number; titlesInFull: number };
  changes: { items: number; addressIncoming: number; addressDeparting: number };
  tldr: { short: number; furniture: number; notFromText: number; examples: string[] };
  misses: { id: string; expected: SignalType; got: SignalType | "failed" }[];
  wrongPeople: { id: string; name: string }[];
  /** Items the provider gave no answer for (an error, a timeout): scored as misses, listed with the reason. */
  failed: { id: string; error: string }[];
};

const norm = (s: string) => s.replace(/\s+/g, " ").trim().toLowerCase();
// As stored (process-event): honorifics dropped, so "Dr. Amara Osei" is Amara Osei.
const personKey = (s: string) => norm(s).replace(/^(?:(?:dr|prof|mr|mrs|ms)\.?\s+)+/, "");
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const FURNITURE = /^(?:print|share(?: on \w+)?|advertisement|photo|image|by [A-Z]\w*|read more|sign up|subscribe|listen|watch|copyright)\b|^©/i;

/**
 * Runs the provider over the labelled items and scores it the way the issue's "Done means" reads. Items
 * are asked for together (a hosted provider caps how many are in flight); one that fails is a miss.
 */
export async function evaluate(llm: LlmProvider, items: DevItem[]): Promise<EvalReport> {
  const settled = await Promise.all(
    items.map(async (item): Promise<{ item: DevItem; out: ContextualizedEvent | null; error?: string }> => {
      try {
        const out = await llm.contextualizeEvent({
          article: { url: `https://news.example/${item.id}`, title: item.title, text: item.text, publication: "News Example" },
          account: { name: item.account, full_name: item.accountFullName ?? null },
          company: devSeller,
        });
        return { item, out };
      } catch (error) {
        return { item, out: null, error: error instanceof Error ? error.message : String(error) };
      }
    }),
  );
  const results = settled.flatMap(({ item, out }) => (out ? [{ item, out }] : []));
  const failed = settled.flatMap(({ item, out, error }) => (out ? [] : [{ id: item.id, error: error ?? "no answer" }]));

  const perType = signalTypes.map((type): TypeScore => {
    const tp = results.filter((r) => r.item.signal === type && r.out.signal_type === type).length;
    const support = items.filter((i) => i.signal === type).length;
    const predicted = results.filter((r) => r.out.signal_type === type).length;
    const precision = predicted ? tp / predicted : support ? 0 : 1;
    const recall = support ? tp / support : 1;
    const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    return { type, support, predicted, precision, recall, f1 };
  });

  let named = 0;
  let atAccount = 0;
  let invented = 0;
  let titlesInFull = 0;
  const labelledAtAccount = items.reduce((n, item) => n + item.people.filter((p) => p.atAccount).length, 0);
  let found = 0;
  const wrongPeople: EvalReport["wrongPeople"] = [];
  let changeItems = 0;
  let addressIncoming = 0;
  let addressDeparting = 0;
  const tldr = { short: 0, furniture: 0, notFromText: 0, examples: [] as string[] };

  for (const { item, out } of results) {
    const text = norm(`${item.title} ${item.text}`);
    const accountPeople = item.people.filter((p) => p.atAccount);
    for (const s of out.stakeholders) {
      named++;
      if (!text.includes(norm(s.full_name))) invented++;
      const label = item.people.find((p) => personKey(p.name) === personKey(s.full_name));
      if (label?.atAccount) {
        atAccount++;
        found++;
        if (!label.title || norm(label.title) === norm(s.title)) titlesInFull++;
      } else wrongPeople.push({ id: item.id, name: s.full_name });
    }
    const incoming = accountPeople.filter((p) => p.change === "incoming");
    const departing = accountPeople.filter((p) => p.change === "departing");
    if (incoming.length && departing.length) {
      changeItems++;
      if (incoming.some((p) => out.suggested_action.includes(p.name))) addressIncoming++;
      if (departing.some((p) => out.suggested_action.includes(p.name))) addressDeparting++;
    }
    const t = out.tldr.trim();
    const isShort = words(t) < 8;
    const isFurniture = FURNITURE.test(t);
    const head = norm(t.replace(/[.…]+$/, "")).split(" ").slice(0, 6).join(" ");
    const fromText = norm(item.text).includes(head);
    if (isShort) tldr.short++;
    if (isFurniture) tldr.furniture++;
    if (!fromText) tldr.notFromText++;
    if ((isShort || isFurniture || !fromText) && tldr.examples.length < 8) tldr.examples.push(`${item.id}: ${t}`);
  }

  return {
    items: items.length,
    accuracy: results.filter((r) => r.out.signal_type === r.item.signal).length / items.length,
    perType,
    macroF1: perType.reduce((sum, t) => sum + t.f1, 0) / perType.length,
    otherPrecision: perType.find((t) => t.type === "other")!.precision,
    stakeholders: {
      named,
      atAccount,
      precision: named ? atAccount / named : 1,
      invented,
      recall: labelledAtAccount ? found / labelledAtAccount : 1,
      titlesInFull: atAccount ? titlesInFull / atAccount : 1,
    },
    changes: { items: changeItems, addressIncoming, addressDeparting },
    tldr,
    misses: settled
      .filter((r) => r.out?.signal_type !== r.item.signal)
      .map((r) => ({ id: r.item.id, expected: r.item.signal, got: r.out?.signal_type ?? ("failed" as const) })),
    wrongPeople,
    failed,
  };
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const f2 = (n: number) => n.toFixed(2);

/** The report as printed by `npm run eval`. */
export function formatReport(r: EvalReport): string {
  const lines = [
    `${r.items} labelled items; signal accuracy ${pct(r.accuracy)}`,
    "",
    "signal type        support  predicted  precision  recall  F1",
    ...r.perType.map((t) => `${t.type.padEnd(18)} ${String(t.support).padStart(7)}  ${String(t.predicted).padStart(9)}  ${f2(t.precision).padStart(9)}  ${f2(t.recall).padStart(6)}  ${f2(t.f1)}`),
    "",
    `macro-F1: ${f2(r.macroF1)}   "other" precision: ${f2(r.otherPrecision)}`,
    `stakeholders: ${r.stakeholders.named} named, ${r.stakeholders.atAccount} at the account: precision ${f2(r.stakeholders.precision)}, recall ${f2(r.stakeholders.recall)}, invented ${r.stakeholders.invented}, full titles ${pct(r.stakeholders.titlesInFull)}`,
    `leadership changes: ${r.changes.items} items, action addresses the incoming person in ${r.changes.addressIncoming}, the departing one in ${r.changes.addressDeparting}`,
    `TL;DR: ${r.tldr.short} under 8 words, ${r.tldr.furniture} page furniture, ${r.tldr.notFromText} not a sentence of the story`,
    ...r.tldr.examples.map((e) => `  ${e}`),
    "",
    `misclassified (${r.misses.length}): ${r.misses.map((m) => `${m.id} ${m.expected}→${m.got}`).join(", ")}`,
    `wrong people (${r.wrongPeople.length}): ${r.wrongPeople.map((p) => `${p.id} ${p.name}`).join(", ")}`,
    ...(r.failed.length ? [`failed (${r.failed.length}):`, ...r.failed.map((f) => `  ${f.id}: ${f.error}`)] : []),
  ];
  return lines.join("\n");
}
