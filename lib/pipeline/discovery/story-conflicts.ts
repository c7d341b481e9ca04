// Conflicting specifics: two articles that say different concrete things in their headlines are
// different stories however many words they share ("16-inch MacBook Pro review" and "13-inch MacBook Pro
// expected"; "Ascom and Dräger introduce …" and "Ascom … partnership with GE Healthcare"). Words alone
// cannot tell these apart: both are about the account, its product line and its kind of news. Also
// different headline figures (story-headline-figures.ts: "Q3" and "Q4", "3,500 jobs" and "1,000 jobs")
// and an incident against a later day's legal step (story-follow-ups.ts: a fire, then the arson charge).
import { followUpOf, isLegalStep, type Days } from "./story-follow-ups";
import { headlineFigureConflict, headlineFiguresOf, type HeadlineFigures } from "./story-headline-figures";
import { storyDays } from "./story-similarity";

export type StorySpecifics = {
  /** every folded word of the article as read (headline, lead, body start): where a name may show up */
  words: Set<string>;
  /** sized numbers of the headline by unit: "inch" → {"16"} */
  measures: Map<string, Set<string>>;
  /** the other party the headline names: "… partnership with GE Healthcare" → {"ge"} */
  counterparties: Set<string>;
  /** the headline's periods and amounts: "Q3 profit up 10%" → quarter 3, 10 % */
  figures: HeadlineFigures;
  /** the headline reports a step of a legal case (arrest, charge, verdict) */
  legalStep: boolean;
  days: Days;
};

const MAX_CHARS = 6000;
const MAX_TITLE_CHARS = 400;

const fold = (text: string) => text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
const wordsIn = (text: string) => new Set(fold(text).match(/[a-z0-9]+/g) ?? []);

// A number bound to a unit names one specific thing: a 16-inch laptop is not the 13-inch one.
const MEASURE = /\b(\d+(?:\.\d+)?)\s?-?\s?(inch|inches|in|mm|cm|gb|tb|mb|mp|megapixel|ghz|mhz|nm|core|cores|kwh|mw|gw|kw|seat|seater|door|speed)\b/gi;
const UNIT = new Map([
  ["inches", "inch"],
  ["in", "inch"],
  ["cores", "core"],
  ["seater", "seat"],
  ["megapixel", "mp"],
]);

function measuresOf(title: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const m of title.matchAll(MEASURE)) {
    const unit = UNIT.get(m[2].toLowerCase()) ?? m[2].toLowerCase();
    if (unit === "inch" && m[2].toLowerCase() === "in" && !/-/.test(m[0])) continue; // "5 in 10 firms": not a size
    let set = out.get(unit);
    if (!set) out.set(unit, (set = new Set()));
    set.add(m[1]);
  }
  return out;
}

type SpecificsInput = { title: string; snippet: string; text?: string | null; publishedAt?: string | null; seenAt?: string | null };

export function storySpecifics(item: SpecificsInput, ignored: Set<string>, bodyChars: number): StorySpecifics {
  const lead = `${item.snippet}\n${item.text ? item.text.slice(0, bodyChars) : ""}`.slice(0, MAX_CHARS);
  const title = item.title.slice(0, MAX_TITLE_CHARS);
  return {
    words: wordsIn(`${title}\n${lead}`),
    measures: measuresOf(title),
    counterparties: counterpartiesOf(title, ignored),
    figures: headlineFiguresOf(title),
    legalStep: isLegalStep(title),
    days: storyDays(item),
  };
}

// "Ascom and Dräger introduce …", "… partnership with GE Healthcare", "X to buy Y": the capitalised words
// right after a word that introduces the other party of a deal.
const COUNTERPARTY = /\b(?:and|with|&|buys?|acquires?|to (?:buy|acquire)|by|from|joins?|partners with)\s+((?:\p{Lu}[\p{L}\p{N}'’.-]*\s?){1,3})/gu;
const NOT_PARTIES = new Set("the a an new its his her their in on at for of to and with".split(" "));

function counterpartiesOf(title: string, ignored: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const m of title.matchAll(COUNTERPARTY)) {
    const words = fold(m[1]).match(/[a-z0-9]+/g) ?? [];
    const own = words.filter((w) => w.length >= 2 && !NOT_PARTIES.has(w) && !ignored.has(w));
    // the party's first word names it ("GE" of "GE Healthcare": the second is often a common word);
    // the account itself after "and"/"with" is not another party
    if (own.length && own.length === words.filter((w) => !NOT_PARTIES.has(w)).length) out.add(own[0]);
  }
  return out;
}

/** A reason the two articles are different stories, or null when nothing specific conflicts. */
export function conflictOf(a: StorySpecifics, b: StorySpecifics): string | null {
  for (const [unit, numbers] of a.measures) {
    const other = b.measures.get(unit);
    if (other && ![...numbers].some((n) => other.has(n))) return `different ${unit}: ${[...numbers].join("/")} vs ${[...other].join("/")}`;
  }
  // Each headline names another party of the deal, and neither article mentions the other's.
  if (a.counterparties.size && b.counterparties.size) {
    const aInB = [...a.counterparties].some((n) => mentions(b.words, n));
    const bInA = [...b.counterparties].some((n) => mentions(a.words, n));
    if (!aInB && !bInA) return `different parties: ${[...a.counterparties].join(" ")} vs ${[...b.counterparties].join(" ")}`;
  }
  return headlineFigureConflict(a.figures, b.figures) ?? followUpOf(a, b);
}

/** "Iran" is mentioned by "Iranian", "Foster's" by "Fosters": a shared start of four letters or more. */
function mentions(words: Set<string>, name: string): boolean {
  if (words.has(name)) return true;
  for (const w of words) if (Math.min(w.length, name.length) >= 4 && (w.startsWith(name) || name.startsWith(w))) return true;
  return false;
}
