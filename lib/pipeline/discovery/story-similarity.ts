// The features two news articles are compared by when deciding whether they report the same story:
// weighted word stems of the headline and lead (TF-IDF, cosine) plus supporting evidence (shared
// amounts, shared names and numbers). The account's own names carry no weight: every story about the
// account shares them.

export type StoryInput = {
  id: string;
  title: string;
  snippet: string;
  /** the article's extracted text, when discovery fetched it; only its first part is read */
  text?: string | null;
  /** ISO date (or date-time) of publication */
  publishedAt?: string | null;
  /**
   * when the app first saw the story (an existing event's creation): the date window counts from the
   * nearer of the two, so an event dated by its user still meets the articles of its days
   */
  seenAt?: string | null;
};

/** What one article contributes: its term weights before IDF, its names and figures, its day. */
export type StoryFeatures = {
  terms: Map<string, number>;
  names: Set<string>;
  figures: Set<string>;
  /** the days the story is dated by (publication, and first seen), null when undated */
  days: [number, number] | null;
};

const MAX_TITLE_CHARS = 400;
const MAX_SNIPPET_CHARS = 1500;

export const FEATURE_DEFAULTS = {
  /** headline terms count this many times: outlets' headlines are short and say what happened */
  titleWeight: 3,
  /** characters of the body read after the snippet (the lead is where outlets agree) */
  /** at most 5,000 */
  bodyChars: 700,
  /** weight of the account's sector words (every story about the account uses them) */
  sectorWeight: 0.3,
};

// English function words and words every news story uses; none of them tells two stories apart.
const STOP_WORDS = new Set(
  `a about above after again against all almost also although am among an and another any are around as at be because been before being below between both but by can cannot could did do does doing done down during each either else even ever every few for from further get gets got had has have having he her here hers herself him himself his how however i if in into is it its itself just least less let like made make makes many may me might more most much must my myself near neither no nor not now of off often on once one only or other others otherwise our ours ourselves out over own per perhaps quite rather really said same say says saying see seen several shall she should since so some still such than that the their theirs them themselves then there these they this those though through thus to too toward towards under until up upon us very via was we well were what whatever when where whether which while who whom whose why will with within without would yet you your yours yourself
  mr mrs ms dr according told tell tells asked added statement news report reported reports reporting reporter week weeks day days today yesterday tomorrow monday tuesday wednesday thursday friday saturday sunday
  january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec
  year years month months time times new first last next two three four five six seven eight nine ten percent million billion thousand hundred
  people thing things way lot part going go goes went come comes came take takes took want wants wanted back still just also including include includes
  inc ltd llc plc corp co company companies group firm firms business businesses official officials spokesman spokeswoman spokesperson
  read more click subscribe advertisement photo image video getty ap reuters associated press updated published share`.split(/\s+/),
);

const NON_ASCII = /[^\x00-\x7f]/;

/** A light suffix stripper: "cuts"/"cutting" and "acquires"/"acquired" meet; not a full Porter stemmer. */
export function stem(word: string): string {
  if (word.length <= 3 || /^\d/.test(word)) return word;
  let w = word;
  if (w.endsWith("ies") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("ing") && w.length > 5) w = trimDouble(w.slice(0, -3));
  else if (w.endsWith("ied") && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith("ed") && w.length > 4) w = trimDouble(w.slice(0, -2));
  else if (/(ss|x|ch|sh|z)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith("s") && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  // "acquire"/"acquired", "closure"/"closures" meet without their final e
  return w.length > 4 && w.endsWith("e") ? w.slice(0, -1) : w;
}

function trimDouble(w: string): string {
  // "cutt" → "cut", "plann" → "plan"
  return w.length > 3 && w[w.length - 1] === w[w.length - 2] && !/[lsz]/.test(w[w.length - 1]) ? w.slice(0, -1) : w;
}

// Lower case without accents; apostrophes stay for wordsOf (a plain-ASCII text, the usual case,
// costs one toLowerCase).
const fold = (text: string) => {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize("NFKD").replace(/[\u0300-\u036f]/g, "") : lower;
};

const WORD_WITH_APOSTROPHE = /[a-z0-9]+(?:['’][a-z]+)*/g;

/** The words of a folded text: "Marlow's" is "marlow", "don’t" is "dont". */
function wordsOf(folded: string): string[] {
  const words = folded.match(WORD_WITH_APOSTROPHE) ?? [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w.indexOf("'") < 0 && w.indexOf("’") < 0) continue;
    words[i] = w.replace(/['’]s$/, "").replace(/['’]/g, "");
  }
  return words;
}

// Words repeat across articles: each is stemmed once (bounded, so a long-running worker stays small).
const stemCache = new Map<string, string | null>();
const STEM_CACHE_LIMIT = 100_000;

/** The stem of a content word, or null for words that say nothing (stop words, bare years, small counts). */
function contentStem(word: string): string | null {
  let s = stemCache.get(word);
  if (s !== undefined) return s;
  const digits = /^\d+$/.test(word);
  // bare years and small counts say little; amounts are compared as figures instead
  s = word.length < 2 || STOP_WORDS.has(word) || (digits && (word.length < 3 || /^(19|20)\d\d$/.test(word))) ? null : stem(word);
  if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
  stemCache.set(word, s);
  return s;
}

/** Stemmed content words of a text, stop words and the ignored words (the account's names) left out. */
export function stemsOf(text: string, ignored: Set<string>): string[] {
  const out: string[] = [];
  for (const word of wordsOf(fold(text))) {
    if (ignored.has(word)) continue;
    const s = contentStem(word);
    if (s !== null && !ignored.has(s)) out.push(s);
  }
  return out;
}

const AMOUNT = /[$€£]\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:million|billion|trillion|bn|m|k)\b)?|\b\d[\d,]*(?:\.\d+)?\s?(?:million|billion|trillion|percent|per cent|%)/gi;
const BIG_NUMBER = /\b\d{1,3}(?:,\d{3})+\b|\b\d{4,}\b/g;

/** Amounts ("$120 million", "12 percent") and large counts, in one spelling each. */
export function figuresOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.match(AMOUNT) ?? []) {
    out.add(
      m
        .toLowerCase()
        .replace(/[\s,]/g, "")
        .replace(/percent|percent|%/g, "%")
        .replace(/million|m$/, "m")
        .replace(/billion|bn$/, "b")
        .replace(/trillion$/, "t")
        .replace(/\.0+(?=\D|$)/, ""),
    );
  }
  for (const m of text.match(BIG_NUMBER) ?? []) if (!/^(19|20)\d\d$/.test(m)) out.add(m.replace(/,/g, ""));
  return out;
}

// Capitalised words that are titles, roles or generic business words, not names.
const NOT_NAMES = new Set(
  `chief executive officer financial operating technology information marketing commercial revenue product people security data digital transformation president vice senior head director manager managing founder cofounder chairman chairwoman chair board partner partners principal general counsel secretary minister governor senator representative rep sen gov mayor judge justice attorney lawmaker lawmakers democrat democrats republican republicans party state states federal national international global north south east west northern southern eastern western new city county university department office
  ceo cfo coo cto cio cmo inc ltd llc plc corp group holdings bank capital partners ventures fund series round deal agreement contract percent million billion`.split(/\s+/),
);

/** names are read from the snippet and this much of the body: further down come background mentions */
const NAME_CHARS = 600;

// a whole word: "MacWorld" is one name ("macworld"), not the name "Mac"
const CAPITALISED = /(?:^|[^\w'’])([A-Z][a-z]+(?:[A-Z][a-z]+)*(?:[-'’][A-Z]?[a-z]+)?)(?![A-Za-z\d])/g;

/**
 * Proper names of a lead: capitalised words not at a sentence start, not common words and not the
 * account's names. Headlines are left out (many outlets capitalise every word of them).
 */
export function namesOf(text: string, ignored: Set<string>): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(CAPITALISED)) {
    const word = m[1];
    const before = text.slice(Math.max(0, m.index - 3), m.index + m[0].length - word.length);
    if (/[.!?:"“]\s*$/.test(before) || m.index === 0) continue;
    const key = wordsOf(fold(word)).join("");
    if (key.length < 3 || STOP_WORDS.has(key) || NOT_NAMES.has(key) || ignored.has(key)) continue;
    out.add(key);
  }
  return out;
}

/** Stems of words (an account's sector vocabulary), in the form storyFeatureViews compares. */
export function stemSet(words: string[]): Set<string> {
  return new Set(words.flatMap((w) => wordsOf(fold(w)).map(stem)));
}

/** The words of the account's names (and their stems): they say "this account", not "this story". */
export function ignoredWords(aliases: string[]): Set<string> {
  const out = new Set<string>();
  for (const alias of aliases) {
    for (const word of wordsOf(fold(alias))) {
      out.add(word);
      out.add(stem(word));
    }
  }
  return out;
}

export function dayOf(date: string | null | undefined): number | null {
  if (!date) return null;
  const t = Date.parse(date);
  return Number.isNaN(t) ? null : Math.floor(t / 86_400_000);
}

/** The days a story is dated by: its publication and when the app first saw it (either may be missing). */
export function storyDays(item: Pick<StoryInput, "publishedAt" | "seenAt">): [number, number] | null {
  const known = [dayOf(item.publishedAt), dayOf(item.seenAt)].filter((d): d is number => d !== null);
  return known.length ? [Math.min(...known), Math.max(...known)] : null;
}

type FeatureOptions = Partial<typeof FEATURE_DEFAULTS> & { sector?: Set<string> };

/**
 * An article's features for the headline-and-lead view and, when its body is known, for the view that
 * also reads the body's start: each text is read once for both (grouping compares every candidate in both).
 */
export function storyFeatureViews(item: StoryInput, ignored: Set<string>, options: FeatureOptions = {}): { lead: StoryFeatures; full: StoryFeatures | null } {
  const { titleWeight, sectorWeight } = { ...FEATURE_DEFAULTS, ...options };
  const bodyChars = Math.min(5000, options.bodyChars ?? FEATURE_DEFAULTS.bodyChars);
  const sector = options.sector;
  // bounded input: search results are untrusted, and a headline or snippet is short in any real feed
  const title = item.title.slice(0, MAX_TITLE_CHARS);
  const snippet = item.snippet.slice(0, MAX_SNIPPET_CHARS);
  const body = item.text ? item.text.slice(0, bodyChars) : "";
  const leadCounts = new Map<string, number>();
  const add = (terms: Map<string, number>, words: string[], weight: number) => {
    for (const w of words) terms.set(w, (terms.get(w) ?? 0) + weight);
  };
  add(leadCounts, stemsOf(title, ignored), titleWeight);
  add(leadCounts, stemsOf(snippet, ignored), 1);
  // sub-linear term frequency: a word repeated down the article is not ten times the evidence;
  // the account's sector words are in most of its stories, so they count for little
  const weighed = (counts: Map<string, number>) => {
    const terms = new Map<string, number>();
    for (const [t, tf] of counts) terms.set(t, (1 + Math.log(tf)) * (sector?.has(t) ? sectorWeight : 1));
    return terms;
  };
  const days = storyDays(item);
  const lead = { terms: weighed(leadCounts), names: namesOf(`${snippet}\n`, ignored), figures: figuresOf(`${title}\n${snippet}\n`), days };
  if (!body) return { lead, full: null };
  const fullCounts = new Map(leadCounts);
  add(fullCounts, stemsOf(body, ignored), 1);
  const withBody = `${snippet}\n${body.slice(0, NAME_CHARS)}`;
  return { lead, full: { terms: weighed(fullCounts), names: namesOf(withBody, ignored), figures: figuresOf(`${title}\n${withBody}`), days } };
}

export const shared = <T>(a: Set<T>, b: Set<T>): T[] => {
  const out: T[] = [];
  for (const x of a.size <= b.size ? a : b) if ((a.size <= b.size ? b : a).has(x)) out.push(x);
  return out;
};
