import type { SignalType } from "../llm-provider";
import { stem } from "./text-tools";

type EventType = Exclude<SignalType, "other">;

// Words each kind of story is told with, for headlines the phrase patterns do not know ("nets $75 million
// from investors", "lands in London with its first restaurant"). Only consulted when no pattern fires.
const lexicon: Record<EventType, string> = {
  funding: "raise raised raises funding funded investor investors financing backer backers backed venture valuation seed series capital round",
  acquisition: "acquire acquires acquired acquisition merger merge merges takeover absorb absorbs purchase purchased buy buys bid private transaction stake",
  leadership_change: "ceo cfo coo chief chair chairman chairwoman president successor succeed depart departs appoint appointed replacing replaces retire retirement resign board executive",
  hiring: "hire hires hiring recruit recruits recruitment vacancies vacancy developers fill openings staff workers headcount looking bonus",
  expansion: "open opens opening location locations site sites plant facility restaurant restaurants store stores outside lands landed capacity region cities city markets",
  partnership: "partner partners partnership agreement arrangement contract integrate integration joining jointly collaborate collaboration alliance supply",
  product_launch: "launch launches launched unveil unveils introduce introduces product model available priced price release releases version feature brings announces announced",
  layoffs: "cut cuts axe axes layoff layoffs redundancy redundancies reduce reduces headcount losses closure closures",
  earnings: "profit profits revenue revenues quarter quarterly results earnings sales expectations forecast forecasts half loss losses margin",
  legal: "court jury lawsuit fine fined guilty charges regulator review scrutiny probe verdict appeal settle pleaded ordered controls lawsuit investigation",
};

const stems = Object.fromEntries(
  (Object.entries(lexicon) as [EventType, string][]).map(([type, words]) => [type, new Set(words.split(" ").map(stem))]),
) as Record<EventType, Set<string>>;

const tokens = (s: string) => new Set((s.toLowerCase().match(/[a-z][a-z-]+/g) ?? []).map(stem));

/**
 * The kind of story the headline and lede's words suggest: distinct words of one kind, headline words
 * counting twice; a clear winner with at least three points, else none ("other").
 */
export function lexicalSignal(title: string, lede: string[]): { type: EventType; evidence: string | null } | null {
  const titleTokens = tokens(title);
  const ledeTokens = tokens(lede.join(" "));
  const ranked = (Object.keys(stems) as EventType[])
    .map((type) => {
      const words = stems[type];
      let score = 0;
      for (const w of words) score += (titleTokens.has(w) ? 2 : 0) + (ledeTokens.has(w) ? 1 : 0);
      return { type, score };
    })
    .sort((a, b) => b.score - a.score);
  const [best, second] = ranked;
  if (best.score < 3 || best.score - second.score < 2) return null;
  const words = stems[best.type];
  const evidence = [...lede].sort((a, b) => count(tokens(b), words) - count(tokens(a), words))[0] ?? null;
  return { type: best.type, evidence: evidence && count(tokens(evidence), words) > 0 ? evidence : null };
}

const count = (have: Set<string>, words: Set<string>) => [...have].filter((w) => words.has(w)).length;
