import { buildAccountProfile } from "@/lib/pipeline/discovery/account-profile";
import { judgeCompany, judgeMention } from "@/lib/pipeline/discovery/relevance";
import { classifySignal } from "@/lib/pipeline/discovery/signal-type";
import type { ContextualizedEvent, LlmProvider } from "@/lib/providers/llm/llm-provider";
import { predictSignal } from "@/lib/providers/llm/offline/signal-model/signal-model";
import type { EvalItem } from "./eval-set";
import { binary, lowestOutreachPrecision, macroF1, perClass, type Binary, type ClassScore } from "./scores";

// Each part of the evaluation as a pure function of the items of one side of the split.

const withText = (items: EvalItem[]) => items.filter((i): i is EvalItem & { article: NonNullable<EvalItem["article"]> } => Boolean(i.article));

/**
 * The account as a seller's account record would hold it: its name, web domain and the other names the
 * press uses for it ("HP" for Hewlett-Packard: labelled with the item, as an account's known names).
 */
export const profileFor = (item: EvalItem) => {
  const profile = buildAccountProfile({ name: item.account, url: item.account_domain ?? null });
  const aliases = [...new Set([...profile.aliases, ...item.account_aliases.filter((a) => a.trim().length >= 2)])].sort((a, b) => b.length - a.length);
  return { ...profile, aliases };
};

/** About the account (and the right company) vs a passing mention or a namesake, as discovery's step 7 judges. */
export function aboutScores(items: EvalItem[], input: "snippet" | "body"): Binary {
  return binary(
    withText(items).map((item) => {
      const article = { title: item.article.title, snippet: item.article.snippet, text: input === "body" ? item.article.text : undefined };
      const profile = profileFor(item);
      const predicted = judgeMention(article, profile).verdict === "about" && judgeCompany(article, profile).verdict === "right_company";
      return { actual: item.about === "about", predicted };
    }),
  );
}

export type SignalScores = { classes: ClassScore[]; macroF1: number; outreachPrecision: number; n: number };

/** The story's signal type on the articles about their account, from title + snippet or title + body. */
export function signalScores(items: EvalItem[], input: "snippet" | "body"): SignalScores {
  const pairs = withText(items)
    .filter((i) => i.about === "about" && !i.text_id)
    .map((item) => ({
      gold: item.signal_type,
      predicted: input === "snippet" ? classifySignal(item.article.title, item.article.snippet) : predictSignal({ title: item.article.title, text: item.article.text }).type,
    }));
  const classes = perClass(pairs);
  return { classes, macroF1: macroF1(classes), outreachPrecision: lowestOutreachPrecision(classes), n: pairs.length };
}

export type PeopleScores = { items: number; offered: number; atAccount: number; inRole: number; invented: number; notAtAccount: string[]; departingAddressed: number; successions: number };

const norm = (s: string) => s.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, " ").trim();
// "W. Bruce Johnson" and "Bruce Johnson", "John H. Smith" and "John Smith": one person.
const nameKey = (s: string) =>
  norm(s)
    .replace(/^(?:(?:dr|prof|mr|mrs|ms|sir|dame)\.?\s+)+/, "")
    .replace(/(?:^|\s)\p{L}\.(?=\s)/gu, "")
    .trim();
const roleWords = (s: string) => new Set(norm(s).split(/[^a-z]+/).filter((w) => w.length > 2 && !["and", "the", "for"].includes(w)));
const ROLE_SYNONYMS: [RegExp, string][] = [
  [/\bceo\b|chief executive/, "chiefexecutive"],
  [/\bcfo\b|chief financial|finance chief|finance director/, "chieffinancial"],
  [/\bcoo\b|chief operating/, "chiefoperating"],
  [/\bcto\b|chief technology/, "chieftechnology"],
  [/\bchair(?:man|woman)?\b/, "chair"],
  [/\bpresident\b/, "president"],
  [/\bfounder\b/, "founder"],
];
function sameRole(a: string, b: string): boolean {
  const canon = (s: string) => new Set(ROLE_SYNONYMS.filter(([re]) => re.test(norm(s))).map(([, k]) => k));
  const ca = canon(a);
  const cb = canon(b);
  if (ca.size && cb.size) return [...ca].some((k) => cb.has(k));
  const wa = roleWords(a);
  return [...roleWords(b)].some((w) => wa.has(w));
}

/** Who the provider offers as stakeholders: at the account, in their role, never invented. */
export async function peopleScores(items: EvalItem[], llm: LlmProvider, seller: { name: string; solutions: string | null; solutions_brief: string | null }): Promise<{ scores: PeopleScores; outputs: Map<string, ContextualizedEvent> }> {
  const outputs = new Map<string, ContextualizedEvent>();
  for (const item of withText(items).filter((i) => i.about === "about" && !i.text_id && i.article.text)) {
    const out = await llm.contextualizeEvent({
      article: { url: item.article.url ?? `https://eval.example/${item.id}`, title: item.article.title, text: item.article.text, publication: item.article.outlet ?? item.outlet ?? null },
      account: { name: item.account, full_name: null, url: item.account_domain ? `https://${item.account_domain}` : null },
      company: seller,
    });
    outputs.set(item.id, out);
  }
  return { scores: scorePeople(items, outputs, (item) => item.stakeholders), outputs };
}

/**
 * The people offered, scored against one set of labels of the people at each account: the item's own
 * (first labels) or another labelling of the same articles (eval/people: a complete, blind second pass).
 */
export function scorePeople(items: EvalItem[], outputs: Map<string, ContextualizedEvent>, stakeholdersOf: (item: EvalItem) => EvalItem["stakeholders"]): PeopleScores {
  const s: PeopleScores = { items: 0, offered: 0, atAccount: 0, inRole: 0, invented: 0, notAtAccount: [], departingAddressed: 0, successions: 0 };
  for (const item of withText(items)) {
    const out = outputs.get(item.id);
    if (!out) continue;
    s.items++;
    const stakeholders = stakeholdersOf(item);
    const haystack = norm(`${item.article.title} ${item.article.text}`);
    for (const person of out.stakeholders) {
      s.offered++;
      const key = nameKey(person.full_name);
      if (!haystack.includes(norm(person.full_name).replace(/^(?:(?:dr|prof|mr|mrs|ms|sir|dame)\.?\s+)+/, ""))) s.invented++;
      const gold = stakeholders.find((g) => nameKey(g.name) === key);
      if (gold) {
        s.atAccount++;
        if (!gold.role || sameRole(person.title, gold.role)) s.inRole++;
      } else s.notAtAccount.push(`${item.id}: ${person.full_name} (${person.title})`);
    }
    const departing = stakeholders.filter((g) => g.change === "departing").map((g) => nameKey(g.name));
    if (departing.length && stakeholders.some((g) => g.change === "incoming")) {
      s.successions++;
      if (departing.some((d) => norm(out.suggested_action).includes(d.split(" ").pop()!))) s.departingAddressed++;
    }
  }
  return s;
}
