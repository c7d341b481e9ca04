import { splitSentences, titleCase } from "./text-tools";

export type FoundPerson = { full_name: string; title: string };

/** "chief" → "[Cc]hief": title words match in either case while names stay capitalised. */
const ci = (phrase: string) => phrase.replace(/\b([a-z])/g, (_, c: string) => `[${c.toUpperCase()}${c}]`);

const STOP = String.raw`(?!at\b|in\b|for\b|and\b|said\b|says\b|who\b|will\b|with\b|since\b|from\b|to\b|on\b|the\b|last\b|this\b)`;
// "of Grid Operations" or "of digital transformation": one writing style per title, so a title stops where the sentence goes on.
const QUALIFIER = String.raw`(?:(?:\s${STOP}[A-Z][A-Za-z&]*){1,4}|(?:\s${STOP}[a-z][a-z&]*){1,3})`;
const ROLE = [
  String.raw`${ci("chief")}(?:\s[A-Za-z]+){1,3}?\s${ci("officer")}`,
  String.raw`${ci("chief executive")}`,
  String.raw`(?:CEO|CFO|COO|CTO|CIO|CISO|CMO|CRO|CHRO|CPO|CDO|SVP|EVP)`,
  String.raw`(?:${ci("senior vice president")}|${ci("executive vice president")}|${ci("vice president")}|VP)(?:\s${ci("of")}${QUALIFIER})?`,
  String.raw`(?:${ci("head")}|${ci("director")}|${ci("global head")})\s${ci("of")}${QUALIFIER}`,
  String.raw`(?:${ci("general counsel")}|${ci("co-founder")}|${ci("founder")}|${ci("managing director")}|${ci("general manager")}|${ci("treasurer")})`,
  String.raw`(?:${ci("chairman")}|${ci("chairwoman")}|${ci("chairperson")}|${ci("chair")}|${ci("president")})`,
].join("|");

const NAME_WORD = String.raw`[A-Z][a-z]+(?:[-'’][A-Z]?[a-z]+)?`;
const PARTICLE = String.raw`(?:(?:de|van|von|der|den|da|di|del|la|le|du|dos|das|bin|ibn|al)\s)`;
const NAME = String.raw`(?:(?:Dr|Prof)\.\s)?${NAME_WORD}(?:\s[A-Z]\.)?(?:\s${PARTICLE}*${NAME_WORD}){1,2}`;
const POSSESSIVE = String.raw`(?:[’']s)`;
const ORG_REF = String.raw`(?:[Tt]he\s(?:company|bank|insurer|group|firm|retailer|startup|operator|manufacturer|broadcaster|lender)${POSSESSIVE}|its|their|[A-Z][\w&.-]*(?:\s[A-Z][\w&.-]*){0,3}${POSSESSIVE})`;

type PatternSpec = { re: RegExp; name: number; title: number; org?: number };

const patterns: PatternSpec[] = [
  // "Chief Executive Officer Priya Raman", "said CFO Marcus Ode"
  { re: new RegExp(String.raw`(?<!former\s)(?<!ex-)\b(${ROLE})\s(${NAME})\b`, "g"), title: 1, name: 2 },
  // "Marcus Ode, the company’s chief financial officer", "Lucia Ferraro, chief people officer at Nimbus Health"
  {
    re: new RegExp(String.raw`\b(${NAME}),\s(?:${ORG_REF}\s|the\s)?(?:new\s|current\s)?(${ROLE})(?:\s(?:at|of)\s([A-Z][\w&.-]*(?:\s[A-Z][\w&.-]*){0,3}))?`, "g"),
    name: 1,
    title: 2,
    org: 3,
  },
  // "appointed Naomi Fischer as chief risk officer", "promoted Elena Varga to VP of Grid Operations"
  {
    re: new RegExp(String.raw`\b(?:appoint(?:s|ed)?|name[sd]?|hire[sd]?|promote[sd]?|tap(?:s|ped)?)\s(${NAME})\s(?:as|to)\s(?:its\s|the\s|their\s)?(?:new\s)?(${ROLE})(?:\s(?:at|of)\s([A-Z][\w&.-]*(?:\s[A-Z][\w&.-]*){0,3}))?`, "g"),
    name: 1,
    title: 2,
    org: 3,
  },
  // "Ferrovia’s Head of Digital Transformation, Rafael Moreno,", "The company’s chief executive, Alistair Rowe,"
  { re: new RegExp(String.raw`\b(?:${ORG_REF})\s(${ROLE}),\s(${NAME})\b`, "g"), title: 1, name: 2 },
];

const NOT_NAME_WORDS = new Set([
  "The", "Chief", "Officer", "Company", "Group", "Inc", "Said", "Says", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
  "Saturday", "Sunday", "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
  "November", "December", "Executive", "President", "Vice", "Head", "Director", "Board", "Analysts", "Shares", "Under",
]);

const normaliseName = (name: string) => name.replace(/^(?:Dr|Prof)\.\s/, "").toLowerCase();

const orgMatches = (org: string | undefined, accountNames: string[]) => {
  if (!org) return true;
  const words = org.toLowerCase().split(/[\s&.,-]+/).filter((w) => w.length > 2);
  return accountNames.some((n) => n.toLowerCase().split(/[\s&.,-]+/).some((w) => w.length > 2 && words.includes(w)));
};

function tidyTitle(raw: string): string {
  const t = raw.replace(/\s+/g, " ").trim();
  const words = t.split(" ");
  const lowercaseStyle = words.every((w) => w === w.toLowerCase() || /^[A-Z]{2,}$/.test(w));
  return lowercaseStyle || words.some((w) => /^[a-z]/.test(w) && !["of", "and", "the", "for"].includes(w)) ? titleCase(t) : t;
}

/**
 * People named with a role in the text: only names and titles actually written there, never inferred.
 * A role "at"/"of" another organisation (a former employer, an investor) is left out.
 */
export function findStakeholders(text: string, accountNames: string[]): FoundPerson[] {
  const found = new Map<string, FoundPerson>();
  for (const sentence of splitSentences(text)) {
    for (const spec of patterns) {
      spec.re.lastIndex = 0;
      for (const m of sentence.matchAll(spec.re)) {
        const name = m[spec.name].trim();
        const title = tidyTitle(m[spec.title]);
        const org = spec.org ? m[spec.org] : undefined;
        if (name.split(/\s+/).some((w) => NOT_NAME_WORDS.has(w))) continue;
        if (accountNames.some((n) => n.toLowerCase() === name.toLowerCase())) continue;
        if (!orgMatches(org, accountNames)) continue;
        const before = sentence.slice(Math.max(0, (m.index ?? 0) - 12), m.index);
        if (/\bformer\s*$/i.test(before)) continue;
        const key = normaliseName(name);
        if (!found.has(key)) found.set(key, { full_name: name, title });
      }
    }
  }
  return [...found.values()];
}
