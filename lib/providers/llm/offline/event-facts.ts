import nlp from "compromise";

/** The concrete facts of the event as the article's lead states them; null where it states none. */
export type EventFacts = {
  /** "$120 million", "€410m" */
  amount: string | null;
  /** "200 clinicians", "350 jobs" */
  headcount: string | null;
  /** "Phoenix", "Durham, North Carolina" */
  place: string | null;
  /** What was launched: "a mental health app for employers" */
  product: string | null;
};

const MONEY =
  /(?:(?:US|C|A|NZ|HK)?[$€£¥]\s?\d+(?:,\d{3})*(?:\.\d+)?(?:\s?(?:million|billion|trillion|bn|mn|m|b|k)\b)?|\b\d+(?:,\d{3})*(?:\.\d+)?\s(?:million|billion)\s(?:dollars|euros|pounds|francs|kronor|yen|yuan)\b)/i;
const HEADCOUNT =
  /\b(\d[\d,]*)\s(?:new\s|more\s|additional\s|full-time\s)?(jobs|roles|positions|people|employees|workers|staff|engineers|clinicians|nurses|doctors|drivers|operators|technicians|scientists|researchers|developers|hires|stores|sites|plants|branches|offices)\b/i;
const LAUNCH =
  /\b(?:launch(?:ed|es)?|unveil(?:ed|s)?|introduc(?:ed|es)|releas(?:ed|es)|rolled out|debut(?:ed|s)?)\s((?:(?:a|an|the|its|their)\s)?[^,.;:“”"]{3,70}?)(?=[,.;:]|\s(?:that|which|to|on|at|after|as|with|from|in)\s|$)/i;

/** Facts from the first sentences that state them (the evidence sentence first); `exclude`: the account's names, never a place. */
export function eventFacts(sentences: string[], exclude: string[] = []): EventFacts {
  const first = <T>(read: (s: string) => T | null): T | null => {
    for (const s of sentences) {
      const value = read(s);
      if (value) return value;
    }
    return null;
  };
  return {
    amount: first((s) => MONEY.exec(s)?.[0].trim() ?? null),
    headcount: first((s) => {
      const m = HEADCOUNT.exec(s);
      return m ? `${m[1]} ${m[2].toLowerCase()}` : null;
    }),
    place: first((s) => placeOf(s, exclude)),
    product: first((s) => LAUNCH.exec(s)?.[1].trim() ?? null),
  };
}

const TAKES_THE = /^(?:United|Netherlands|Philippines|Czech|Gulf|Bay Area|Midwest|Southwest|Southeast|Northwest|Northeast|Middle East|UK|US|UAE)\b/;

/** A place the sentence puts the event in ("in Phoenix", "to the United States"), as written. */
function placeOf(sentence: string, exclude: string[]): string | null {
  const places = nlp(sentence).places().out("array") as string[];
  const names = exclude.map((n) => n.toLowerCase()).filter(Boolean);
  for (const raw of places) {
    const place = raw.replace(/['’]s$/u, "").replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "").trim();
    if (place.length < 3 || !/^\p{Lu}/u.test(place)) continue;
    const lower = place.toLowerCase();
    if (names.some((n) => n.includes(lower) || lower.includes(n))) continue;
    const at = sentence.indexOf(place);
    const before = /\b(in|into|to|at|across)\s(the\s)?$/.exec(sentence.slice(Math.max(0, at - 12), at));
    if (before) return `${before[2] && TAKES_THE.test(place) ? "the " : ""}${place}`;
  }
  return null;
}
