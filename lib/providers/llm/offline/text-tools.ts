// Small, dependency-free text helpers for the offline provider.

const ABBREVIATIONS = [
  "mr", "mrs", "ms", "dr", "prof", "sr", "jr", "st", "inc", "ltd", "co", "corp", "plc", "llc", "vs", "etc", "no",
  "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "gov", "sen", "rep", "gen",
  "u.s", "u.k", "e.g", "i.e", "s.p.a", "n.v", "s.a", "a.g",
];

/** Sentences of a text, paragraph by paragraph, keeping abbreviations ("Dr.", "Inc.", "U.S.") and decimals intact. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const paragraph of text.split(/\n{2,}|\r?\n/)) {
    const p = paragraph.replace(/\s+/g, " ").trim();
    if (!p) continue;
    let start = 0;
    const boundary = /([.!?]+)(["”’')\]]*)\s+(?=["“‘(\[]?[A-Z0-9])/g;
    let m: RegExpExecArray | null;
    while ((m = boundary.exec(p))) {
      const before = p.slice(start, m.index);
      // A word, not the tail of "4K" or "$5bn": "in 4K. Everyone …" ends a sentence.
      const lastWord = /(?:^|[^A-Za-z0-9])([A-Za-z.]+)$/.exec(before)?.[1]?.toLowerCase().replace(/\.$/, "") ?? "";
      // Initials ("J.T. Wang", "A.G. Lafley") are a name's, like a single one.
      const isAbbreviation = m[1] === "." && (ABBREVIATIONS.includes(lastWord) || /^[a-z](?:\.[a-z]){0,2}$/i.test(lastWord));
      if (isAbbreviation) continue;
      const end = m.index + m[1].length + m[2].length;
      sentences.push(p.slice(start, end).trim());
      start = end;
    }
    const rest = p.slice(start).trim();
    if (rest) sentences.push(rest);
  }
  return sentences.filter((s) => s.length > 1);
}

const STOPWORDS = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between both but by " +
    "can could did do does doing down during each few for from further had has have having he her here hers herself him himself his how " +
    "i if in into is it its itself just me more most my myself no nor not now of off on once only or other our ours ourselves out over own " +
    "said same says she should so some such than that the their theirs them themselves then there these they this those through to too under " +
    "until up very was we were what when where which while who whom why will with would you your yours yourself yourselves year years " +
    "company companies new one two three per percent million billion its it’s”“ mr ms dr told according"
  ).split(/\s+/),
);

/** Crude stem: enough to match "acquires"/"acquired"/"acquisition" style variants of one word family. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  for (const suffix of ["ations", "ation", "ings", "ing", "ies", "ied", "ers", "er", "ed", "es", "s", "ly"]) {
    if (w.length - suffix.length >= 4 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length) + (suffix === "ies" || suffix === "ied" ? "y" : "");
      // "planning", "planned" → "plan": the doubled consonant belongs to the suffix.
      if (/^(?:ing|ings|ed|er|ers)$/.test(suffix) && /([b-df-hj-km-npr-tv-xz])\1$/.test(w) && !/[lsfz]$/.test(w)) w = w.slice(0, -1);
      break;
    }
  }
  return w;
}

/** Content words of a text, stemmed, without stopwords. */
export function contentTokens(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z'’-]{1,}/g) ?? [])
    .map((w) => w.replace(/['’]s$/, "").replace(/['’]/g, ""))
    .filter((w) => w.length > 2 && !STOPWORDS.has(w))
    .map(stem);
}

export const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

/** Shortens a long sentence to about `maxWords`, cutting at a clause boundary (a slightly long sentence is kept whole). */
export function shorten(sentence: string, maxWords: number): string {
  const words = sentence.split(/\s+/);
  if (words.length <= Math.round(maxWords * 1.3)) return sentence;
  const head = words.slice(0, maxWords).join(" ");
  const cut = Math.max(head.lastIndexOf(", "), head.lastIndexOf("; "), head.lastIndexOf(" — "));
  if (cut > head.length * 0.4) return `${head.slice(0, cut).replace(/[,;:\s—-]+$/, "")}.`;
  return `${head.replace(/[,;:\s—-]+$/, "")}…`;
}

export const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

export const lowerFirst = (s: string) => (s && !/^[A-Z]{2}/.test(s) ? s[0].toLowerCase() + s.slice(1) : s);

/** "chief financial officer" → "Chief Financial Officer", keeping acronyms and small words. */
export function titleCase(s: string): string {
  const small = new Set(["of", "and", "the", "for", "at", "in", "on", "to"]);
  return s
    .split(/\s+/)
    .map((w, i) => (/^[A-Z]{2,}$/.test(w) ? w : i > 0 && small.has(w.toLowerCase()) ? w.toLowerCase() : capitalize(w.toLowerCase())))
    .join(" ");
}
