import type { SignalType } from "@/lib/providers/llm/llm-provider";

// Rule-based signal type from a headline and its snippet: each type has cue patterns; a cue in the
// title counts twice. Ties go to the type listed first (the more specific signals come first).

const cues: [Exclude<SignalType, "other">, RegExp][] = [
  ["layoffs", /\b(lay(s|ing)? off|layoffs?|job cuts?|cuts? (\d[\d,]* )?(jobs|staff|roles|positions)|redundanc(y|ies)|workforce reduction|to cut (\d|about|around|some)|shed(s|ding)? (\d|jobs))/i],
  ["acquisition", /\b(acquir(e|es|ed|ing)|acquisition|buys|buying|bought|takeover|take over|merger|merg(e|es|ed|ing) with|snaps? up|to buy|purchase[sd]? of)/i],
  ["funding", /\b(rais(e|es|ed|ing) [$€£]?[\d.]+|rais(e|es|ed|ing) .{0,30}\bround|growth round|round led by|funding round|series [a-f]\b|seed round|venture (funding|capital)|financing round|secures? \$?[\d.]+ ?(million|billion|m|bn)|investment from|backed by|valuation)/i],
  ["leadership_change", /\b(appoint(s|ed|ment)?|names? .{0,40}(chief|ceo|cfo|cto|coo|president|chair)|new (chief|ceo|cfo|cto|coo|president|chair)|steps? down|resign(s|ed|ation)?|successor|to succeed|departs?|hires? .{0,30}as (chief|ceo|cfo|cto|coo|president)|to (its |the )?board|joins? (the )?board|promot(es|ed) .{0,30}to (chief|ceo|cfo|president))/i],
  ["legal", /\b(lawsuit|sued|sues|suing|court|class action|regulator[sy]?|fined?|penalt(y|ies)|investigation|probe|settle(s|d|ment)|antitrust|subpoena|breach|attorneys? general|indict(ed|ment)?|litigation)/i],
  ["earnings", /\b(earnings|quarterly (results|revenue|profit)|(first|second|third|fourth)[- ]quarter|q[1-4] (results|revenue|earnings)|annual results|revenue (rose|fell|grew|jumped|climbed)|profit (rose|fell|warning)|guidance|fiscal (year|quarter)|beats? (estimates|expectations)|misses? (estimates|expectations))/i],
  ["partnership", /\b(partner(s|ed|ing)? with|partnership|teams? up|alliance|collaborat(e|es|ion)|joint venture|signs? (a )?(deal|agreement|contract) with|agreement with|strategic (deal|agreement)|signs? .{0,40}(contract|agreement|deal)|supply (deal|contract))/i],
  ["expansion", /\b(expand(s|ed|ing)?|expansion|opens? (a |its |new )?|launch(es|ed)? .{0,30}\b(in|into) (six|five|four|three|two|\d+|new) |new (office|plant|factory|facility|hub|headquarters|warehouse|market|stores?|cities)|enters? .{0,20}market|entry into|build(s|ing)? (a )?new)/i],
  ["hiring", /\b(hiring|to hire|will hire|hires? \d|\d+ [a-z]+ hires|seasonal staff|adding .{0,20}staff|recruit(s|ing|ment)?|(add|create)s? [\d,]+ (jobs|roles|employees|engineers|staff|positions)|headcount|job openings|talent)/i],
  ["product_launch", /\b(launch(es|ed|ing)?|unveil(s|ed)?|introduc(es|ed|ing)|debut(s|ed)?|roll(s|ed)? out|releas(es|ed)|new (product|platform|service|app|model|drug approval)|approv(al|ed))/i],
];

export function classifySignal(title: string, snippet: string): SignalType {
  let best: { type: SignalType; score: number; order: number } = { type: "other", score: 0, order: cues.length };
  cues.forEach(([type, pattern], order) => {
    const score = (pattern.test(title) ? 2 : 0) + (pattern.test(snippet) ? 1 : 0);
    if (score > best.score || (score === best.score && score > 0 && order < best.order)) best = { type, score, order };
  });
  return best.type;
}
