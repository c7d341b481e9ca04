import { stem } from "./story-similarity";

// The figures a headline states: the period it reports on ("Q3", "first-quarter", "2012"), amounts of
// money, percentages and counts of things ("3,500 jobs"). Outlets telling one story put the same headline
// figure in their own words ("$2bn" and "$2 billion"), so two headlines that both state a figure of one
// kind, and no figure of that kind in common, tell different stories: two quarters' results, two rounds
// of job cuts, two deals of different sizes.

export type HeadlineFigures = {
  /** "quarter" → {"3"}, "half" → {"1"}, "year" → {"2012"} */
  periods: Map<string, Set<string>>;
  /** "$" → [2e9], "%" → [10], "count:job" → [3500] */
  amounts: Map<string, number[]>;
};

const ORDINAL: Record<string, string> = { first: "1", second: "2", third: "3", fourth: "4", "1st": "1", "2nd": "2", "3rd": "3", "4th": "4" };
const QUARTER = /\b(?:q([1-4])|([1-4])q|(first|second|third|fourth|1st|2nd|3rd|4th)[\s-]quarter)\b/g;
const HALF = /\b(?:h([12])|(first|second|1st|2nd)[\s-]half)\b/g;
const YEAR = /\b(?:fy\s?)?((?:19|20)\d\d)\b/g;

const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mn: 1e6, mln: 1e6, million: 1e6, b: 1e9, bn: 1e9, bln: 1e9, billion: 1e9, t: 1e12, tn: 1e12, trillion: 1e12 };
// "$2bn", "€1.5 billion", "£300m": a currency sign, a number and its scale
const MONEY = /([$€£¥])\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?\s?(k|thousand|mn|mln|m|million|bn|bln|b|billion|tn|t|trillion)?\b/g;
const PERCENT = /\b(\d+(?:\.\d+)?)\s?(?:%|percent\b|per cent\b|pct\b)/g;
// "3,500 jobs", "100 more stores": a count of at least 100 and what it counts (small counts such as a
// death toll change from one report to the next)
const COUNT = /\b(\d{1,3}(?:,\d{3})+|\d{3,})\s(?:(?:more|new|additional|extra|further|of|its|their)\s)?([a-z]{3,})\b/g;
const NOT_COUNTED = new Set(["thousand", "million", "mln", "mn", "billion", "bln", "bn", "trillion", "percent", "per", "pct", "and", "for", "from", "the", "to", "in", "at", "on"]);

function add<K, V>(map: Map<K, Set<V>>, key: K, value: V) {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(value);
}

function push(map: Map<string, number[]>, key: string, value: number) {
  if (!Number.isFinite(value) || value <= 0) return;
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const NONE: HeadlineFigures = { periods: new Map(), amounts: new Map() };

export function headlineFiguresOf(title: string): HeadlineFigures {
  const t = title.toLowerCase();
  if (!/\d|quarter|half/.test(t)) return NONE; // most headlines state no figure
  const periods = new Map<string, Set<string>>();
  for (const m of t.matchAll(QUARTER)) add(periods, "quarter", m[1] ?? m[2] ?? ORDINAL[m[3]]);
  for (const m of t.matchAll(HALF)) add(periods, "half", m[1] ?? ORDINAL[m[2]]);
  for (const m of t.matchAll(YEAR)) add(periods, "year", m[1]);
  const amounts = new Map<string, number[]>();
  for (const m of t.matchAll(MONEY)) push(amounts, m[1], Math.round(Number(`${m[2].replace(/,/g, "")}.${m[3] ?? "0"}`) * (m[4] ? SCALE[m[4]] : 1)));
  for (const m of t.matchAll(PERCENT)) push(amounts, "%", Number(m[1]));
  for (const m of t.matchAll(COUNT)) {
    const n = Number(m[1].replace(/,/g, ""));
    const money = /[$€£¥]\s?$/.test(t.slice(Math.max(0, m.index - 2), m.index));
    const year = n >= 1900 && n <= 2099 && !m[1].includes(",");
    if (!money && !year && !NOT_COUNTED.has(m[2])) push(amounts, `count:${stem(m[2])}`, n);
  }
  return { periods, amounts };
}

// Outlets round ("$2.05bn" and "$2bn"): figures within 10% of each other agree.
const agree = (x: number, y: number) => Math.max(x, y) <= 1.1 * Math.min(x, y);

/** A reason the two headlines state different figures of one kind, or null. */
export function headlineFigureConflict(a: HeadlineFigures, b: HeadlineFigures): string | null {
  for (const [kind, values] of a.periods) {
    const other = b.periods.get(kind);
    if (other && ![...values].some((v) => other.has(v))) return `different ${kind}: ${[...values].join("/")} vs ${[...other].join("/")}`;
  }
  for (const [kind, values] of a.amounts) {
    const other = b.amounts.get(kind);
    if (other && !values.some((x) => other.some((y) => agree(x, y)))) return `different ${kind}: ${values.join("/")} vs ${other.join("/")}`;
  }
  return null;
}
