import type { SignalType } from "../llm-provider";

type Rule = { type: Exclude<SignalType, "other">; pattern: RegExp; weight: number };

const MONEY = String.raw`(?:[$€£¥]\s?[\d.,]+|[\d.,]+\s?(?:million|billion|bn|m)\b)`;

// Evidence for each kind of sales signal; titles count most, then the lead, then the body.
const rules: Rule[] = [
  { type: "funding", pattern: new RegExp(String.raw`\b(?:raises?|raised|raising|lands?|secures?|closes?|closed)\b[^.]{0,40}${MONEY}`, "i"), weight: 3 },
  { type: "funding", pattern: /\b(?:series [a-h]|seed round|growth round|funding round|financing|venture capital|led by [A-Z][\w ]+(?:Partners|Capital|Ventures|Fund))\b/i, weight: 2 },
  { type: "funding", pattern: /\b(?:investors?|valuation|valued at|backers?)\b/i, weight: 1 },
  { type: "acquisition", pattern: /\b(?:acquires?|acquired|acquiring|acquisition|to acquire|buys?|bought|snaps? up|takeover|merger|merges?)\b/i, weight: 3 },
  { type: "acquisition", pattern: /\b(?:all-stock|cash and stock|deal valued|close in the|competition authorities|regulatory approval|integration)\b/i, weight: 1 },
  { type: "leadership_change", pattern: /\b(?:names?|named|appoints?|appointed|hires?|hired|promotes?|promoted|taps?)\b[^.]{0,60}\b(?:chief|ceo|cfo|coo|cto|cio|ciso|president|chair(?:man|woman)?|head of|vp|vice president|officer|director|board)\b/i, weight: 4 },
  { type: "leadership_change", pattern: /\b(?:steps? down|stepping down|resign(?:s|ed|ation)?|succeeds?|successor|retir(?:e|es|ing|ement)|board of directors|executive committee|effective [A-Z][a-z]+ \d)\b/i, weight: 2 },
  { type: "hiring", pattern: /\b(?:to hire|will hire|plans? to hire|hiring|recruit(?:s|ing|ment)?|hires)\b/i, weight: 3 },
  { type: "hiring", pattern: /\b(?:\d[\d,]* (?:new )?(?:jobs|roles|positions|engineers|clinicians|employees|people|staff|hires))\b/i, weight: 1 },
  { type: "expansion", pattern: /\b(?:opens?|opened|opening|launch(?:es|ed)?|build(?:s|ing)?)\b[^.]{0,60}\b(?:center|centre|hub|plant|facility|office|headquarters|site|terminal|factory|cities|countries|market)\b/i, weight: 3 },
  { type: "expansion", pattern: /\b(?:expan(?:d|ds|ded|ding|sion)|new markets?|first (?:facility|site|plant) outside|enters?|entering)\b/i, weight: 2 },
  { type: "partnership", pattern: /\b(?:partners? with|partnership|partnered|co-develop(?:ment)?|teams? up|alliance|collaborat(?:e|es|ion)|joint venture|signs? (?:a )?(?:multi-year )?(?:deal|pact|agreement))\b/i, weight: 3 },
  { type: "partnership", pattern: /\b(?:agreement|pact|jointly|milestone payments)\b/i, weight: 1 },
  { type: "product_launch", pattern: /\b(?:launch(?:es|ed)?|unveil(?:s|ed)?|introduc(?:es|ed)|debuts?|rolls? out|releases?)\b[^.]{0,50}\b(?:app|product|platform|service|robot|model|feature|device|tool|software|line)\b/i, weight: 3 },
  { type: "product_launch", pattern: /\b(?:pre-orders?|list price|available (?:nationwide|now|from)|start shipping|general availability)\b/i, weight: 2 },
  { type: "layoffs", pattern: /\b(?:lay(?:s|ing)? off|layoffs?|job cuts?|cuts? (?:about |some |roughly |nearly )?[\d,]+ (?:jobs|roles|positions|employees)|redundanc(?:y|ies))\b/i, weight: 4 },
  { type: "layoffs", pattern: /\b(?:restructuring|clos(?:e|es|ing|ure|ures) [^.]{0,30}(?:stores?|plants?|offices?|sites?)|severance|consolidat(?:e|es|ing|ion))\b/i, weight: 2 },
  { type: "earnings", pattern: /\b(?:quarter(?:ly)? (?:results|revenue|profit|earnings)|(?:first|second|third|fourth)[- ]quarter|earnings|net income|profit (?:rises?|falls?|jumps?)|beats? [^.]{0,30}(?:forecasts?|estimates|expectations)|underwriting profit|results)\b/i, weight: 3 },
  { type: "earnings", pattern: /\b(?:revenue|profit|margin|guidance|outlook|dividend|combined ratio|analysts(?:’|')? expectations)\b/i, weight: 1 },
  { type: "legal", pattern: /\b(?:lawsuit|sued|sues|class action|settle(?:s|d|ment)?|consent order|penalty|fined?|probe|investigation|attorneys? general|complaint|court)\b/i, weight: 3 },
  { type: "legal", pattern: /\b(?:regulators?|allegations?|alleges?|alleging|plaintiffs?|litigation|violat(?:e|ed|ion))\b/i, weight: 1 },
];

const countMatches = (text: string, pattern: RegExp, cap: number) => {
  const global = new RegExp(pattern.source, pattern.flags.includes("g") ? pattern.flags : `${pattern.flags}g`);
  return Math.min(cap, (text.match(global) ?? []).length);
};

/** The kind of sales signal an article reports, from keyword evidence; "other" when nothing stands out. */
export function detectSignal(title: string, text: string): SignalType {
  const sentences = text.split(/(?<=[.!?])\s+/);
  const lead = sentences.slice(0, 3).join(" ");
  const body = sentences.slice(3).join(" ");
  const scores = new Map<SignalType, number>();
  let earliest: { type: SignalType; index: number } | null = null;
  for (const rule of rules) {
    const inTitle = countMatches(title, rule.pattern, 2);
    const score = rule.weight * (4 * inTitle + 2 * countMatches(lead, rule.pattern, 3) + countMatches(body, rule.pattern, 3));
    scores.set(rule.type, (scores.get(rule.type) ?? 0) + score);
    const at = title.search(rule.pattern);
    if (at >= 0 && rule.weight >= 3 && (!earliest || at < earliest.index)) earliest = { type: rule.type, index: at };
  }
  // The headline's main verb usually names the event ("to hire ... after funding round" is hiring).
  if (earliest) scores.set(earliest.type, (scores.get(earliest.type) ?? 0) + 8);
  let best: SignalType = "other";
  let bestScore = 5;
  for (const [type, score] of scores) {
    if (score > bestScore) {
      best = type;
      bestScore = score;
    }
  }
  return best;
}
