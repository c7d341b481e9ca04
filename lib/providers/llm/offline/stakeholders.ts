import nlp from "compromise";
import { storyParagraphs } from "./story";
import { titleCase } from "./text-tools";

export type FoundPerson = {
  full_name: string;
  title: string;
  /** For a change of role: the person taking it up or the one leaving it. */
  change?: "incoming" | "departing";
};

/** "chief" → "[Cc]hief": title words match in either case while names stay capitalised. */
const ci = (phrase: string) => phrase.replace(/\b([a-z])/g, (_, c: string) => `[${c.toUpperCase()}${c}]`);

const STOP = String.raw`(?!at\b|in\b|for\b|and\b|said\b|says\b|who\b|will\b|with\b|since\b|from\b|to\b|on\b|the\b|last\b|this\b|its\b|is\b|was\b)`;
// "of Grid Operations" or "of digital transformation": one writing style per title, so a title stops where the sentence goes on.
const QUALIFIER = String.raw`(?:(?:\s${STOP}\p{Lu}[\p{L}&-]*){1,4}|(?:\s${STOP}\p{Ll}[\p{Ll}&-]*){1,3})`;
const SINGLE_ROLE = [
  String.raw`${ci("chief")}(?:\s[\p{L}-]+){1,3}?\s${ci("officer")}`,
  String.raw`${ci("chief executive")}|${ci("chief economist")}`,
  String.raw`(?:CEO|CFO|COO|CTO|CIO|CISO|CMO|CRO|CHRO|CPO|CDO|SVP|EVP)`,
  String.raw`(?:${ci("senior vice president")}|${ci("executive vice president")}|${ci("vice president")}|VP)(?:\s(?:${ci("of")}|${ci("for")})${QUALIFIER})?`,
  String.raw`(?:${ci("head")}|${ci("global head")})\s${ci("of")}${QUALIFIER}`,
  String.raw`(?:${ci("director")})\s${ci("of")}${QUALIFIER}`,
  String.raw`(?:${ci("general manager")})(?:\s(?:${ci("of")}|${ci("for")})${QUALIFIER})?`,
  String.raw`(?:${ci("finance")}|${ci("product")}|${ci("technology")}|${ci("marketing")}|${ci("operating")}|${ci("people")}|${ci("risk")})\s${ci("chief")}`,
  String.raw`(?:${ci("operations")}|${ci("medical")}|${ci("managing")}|${ci("finance")}|${ci("sales")}|${ci("plant")})\s(?:${ci("director")}|${ci("manager")})`,
  String.raw`(?:${ci("general counsel")}|${ci("co-founder")}|${ci("founder")}|${ci("treasurer")}|${ci("editor-in-chief")})`,
  String.raw`(?:${ci("executive chair")}|${ci("chairman")}|${ci("chairwoman")}|${ci("chairperson")}|${ci("chair")}|${ci("president")})`,
].join("|");
// "co-founder and chief executive": the full title, not its first half.
const ROLE = String.raw`(?:(?:${ci("interim")}|${ci("acting")})\s)?(?:${SINGLE_ROLE})(?:\s(?:and|&)\s(?:${SINGLE_ROLE}))?`;

const NAME_WORD = String.raw`\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?`;
const PARTICLE = String.raw`(?:(?:de|van|von|der|den|da|di|del|la|le|du|dos|das|bin|ibn|al)\s)`;
const NAME = String.raw`(?:(?:Dr|Prof)\.?\s)?${NAME_WORD}(?:\s\p{Lu}\.)?(?:\s${PARTICLE}*${NAME_WORD}){1,2}`;
const POSSESSIVE = String.raw`(?:[’']s?)`;
const ORG = String.raw`\p{Lu}[\p{L}\d&.-]*(?:\s\p{Lu}[\p{L}\d&.-]*){0,3}`;
const PRONOUN = String.raw`(?:[Tt]he\s(?:company|bank|insurer|group|firm|retailer|startup|studio|airline|carrier|operator|manufacturer|miner|maker|chain|broadcaster|lender|brand)${POSSESSIVE}|its|their)`;

/** title 0: the role named elsewhere in the sentence (a successor's sentence names the role once). */
type PatternSpec = { re: RegExp; name: number; title: number; org?: number[]; change?: FoundPerson["change"] };

const patterns: PatternSpec[] = [
  // "Acme chief executive Jane Doe", "said CFO Marcus Ode", "Chief Executive Officer Priya Raman"
  { re: new RegExp(String.raw`(?:(${ORG})${POSSESSIVE}?\s)?(?<!former\s)(?<!ex-)\b(${ROLE})\s(${NAME})`, "gu"), org: [1], title: 2, name: 3 },
  // "Marcus Ode, the company’s chief financial officer", "Lucia Ferraro, chief people officer at Nimbus Health"
  {
    re: new RegExp(String.raw`\b(${NAME}),\s(?:(${ORG})${POSSESSIVE}\s|${PRONOUN}\s|the\s)?(?:new\s|current\s)?(${ROLE})(?:\s(?:at|of)\s(?:the\s)?(${ORG}))?`, "gu"),
    name: 1,
    org: [2, 4],
    title: 3,
  },
  // "appointed Naomi Fischer as chief risk officer", "promoted Elena Varga to VP of Grid Operations"
  {
    re: new RegExp(String.raw`\b(?:appoint(?:s|ed)?|name[sd]?|hire[sd]?|promote[sd]?|tap(?:s|ped)?|confirm(?:s|ed)?|brought in|brings in|pick(?:s|ed)?|cho(?:se|oses)|select(?:s|ed)?|elect(?:s|ed)?)\s(?:former\s[^,.]{0,40}?executive\s)?(${NAME})\s(?:as|to)\s(?:its\s|the\s|their\s)?(?:new\s|next\s)?(${ROLE})`, "gu"),
    name: 1,
    title: 2,
    change: "incoming",
  },
  // "Rebecca Osei joins Vantage Apparel as Chief Commercial Officer"
  { re: new RegExp(String.raw`\b(${NAME})\s(?:joins|has joined|will join)\s(${ORG})\sas\s(?:its\s|the\s)?(?:new\s)?(${ROLE})`, "gu"), name: 1, org: [2], title: 3, change: "incoming" },
  // "Ferrovia’s Head of Digital Transformation, Rafael Moreno,", "The company’s chief executive, Alistair Rowe,"
  { re: new RegExp(String.raw`(?:\b(${ORG})${POSSESSIVE}|${PRONOUN}|\b(?:a|the))\s(?:new\s)?(${ROLE}),\s(${NAME})\b`, "gu"), org: [1], title: 2, name: 3 },
  // "succeeding Mark Ellis", "replacing Gordon Blake": the one leaving, titled by the role the sentence is about
  { re: new RegExp(String.raw`\b(?:succeed(?:s|ing)|replac(?:es|ing)|takes over from|took over from)\s(${NAME})\b`, "gu"), name: 1, title: 0, change: "departing" },
];

const NOT_NAME_WORDS = new Set([
  "The", "Chief", "Officer", "Company", "Group", "Inc", "Said", "Says", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday",
  "Saturday", "Sunday", "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
  "November", "December", "Executive", "President", "Vice", "Head", "Director", "Board", "Analysts", "Shares", "Under",
  "Sector", "Industry", "Automotive", "Markets", "Market", "Global", "North", "South", "East", "West", "America", "Europe",
  "News", "Bank", "Capital", "Partners", "Ventures", "Health", "Media", "Energy", "Software", "Systems", "Holdings",
]);

const DEPARTING = /\b(?:steps? down|stepping down|step down|to retire|will retire|retires|retiring|resign(?:s|ed)?|is leaving|will leave|left|outgoing|departing|hands?\b|handing)\b/i;
const DEPARTING_BEFORE = /\b(?:succeed(?:s|ing)?|replac(?:es|ing)|successor to|hired)\s*$/i;
const INCOMING_BEFORE = /\b(?:nam(?:es|ed)|appoint(?:s|ed)|promot(?:es|ed)|tap(?:s|ped)|to|hands?(?: the)? (?:top job|reins) to|handing the top job to[^.]*)\s[^.]{0,60}$/i;
const INCOMING_AFTER = /^[^.]{0,40}\b(?:joins|will join|takes over|will succeed|to succeed|succeeds|will take over)\b/i;

const normaliseName = (name: string) => name.replace(/^(?:Dr|Prof)\.?\s/, "").toLowerCase();
const significantWords = (s: string) => s.toLowerCase().split(/[\s&.,’'-]+/).filter((w) => w.length > 2 && !["the", "and", "inc", "ltd", "plc", "group", "company"].includes(w));

const orgIsAccount = (org: string, accountNames: string[]) => {
  const words = significantWords(org);
  return accountNames.some((n) => significantWords(n).some((w) => words.includes(w)));
};

function tidyTitle(raw: string): string {
  const t = raw.replace(/\s+/g, " ").trim();
  const words = t.split(" ");
  const lowercaseStyle = words.every((w) => w === w.toLowerCase() || /^[A-Z]{2,}$/.test(w));
  return lowercaseStyle || words.some((w) => /^\p{Ll}/u.test(w) && !["of", "and", "the", "for"].includes(w)) ? titleCase(t) : t;
}

/** "Bob Iger's" → "Bob Iger"; null for what is not a person's name (an organisation, a place, a headline fragment). */
export function cleanPersonName(raw: string): string | null {
  const name = raw.replace(/[’']s?$/, "").replace(/\s+/g, " ").trim();
  const words = name.replace(/^(?:Dr|Prof)\.?\s/, "").split(" ");
  if (words.length < 2 || words.some((w) => NOT_NAME_WORDS.has(w))) return null;
  const doc = nlp(name);
  if (doc.has("#Month") || doc.has("#WeekDay")) return null;
  // "Windward Power" is an organisation. Place tags are not used: the tagger takes "Daniel Park" and even
  // "Gideon Marsh" for places.
  if (doc.match("#Organization+").text() === name && !nlp(words[0]).has("#FirstName")) return null;
  return name;
}

/**
 * People the text ties to the account, with their title as written: "X, Acme's CFO", "Acme CEO X",
 * "X, chief executive of Acme", "X joins Acme as …", or an untied role ("the company's chief executive",
 * "said CFO X") in a story about the account. A role at another organisation (a rival, an investor, a
 * former employer) is left out, and nothing is inferred.
 */
export function findStakeholders(text: string, accountNames: string[], options: { title?: string } = {}): FoundPerson[] {
  const paragraphs = storyParagraphs(text);
  const opening = `${options.title ?? ""} ${paragraphs.flat().slice(0, 2).join(" ")}`;
  const aboutAccount = namesAccount(opening, accountNames);
  const found = new Map<string, FoundPerson>();
  const rejected = new Set<string>();
  for (const paragraph of paragraphs) {
    // An untied role ("said chief executive X") belongs to the account when the paragraph names it or refers to it.
    const paragraphTied = aboutAccount && (namesAccount(paragraph.join(" "), accountNames) || COMPANY_REFERENCE.test(paragraph.join(" ")));
    for (const sentence of paragraph) {
      for (const spec of patterns) {
        spec.re.lastIndex = 0;
        for (const m of sentence.matchAll(spec.re)) {
          const name = cleanPersonName(m[spec.name]);
          if (!name) continue;
          const key = normaliseName(name);
          if (accountNames.some((n) => n.toLowerCase() === key)) continue;
          let org = spec.org?.map((i) => m[i]).find(Boolean);
          let rawTitle = spec.title ? m[spec.title] : new RegExp(ROLE, "u").exec(sentence)?.[0];
          if (!rawTitle) continue;
          // "Deputy finance chief X", "Acting CFO X": a word of the title, not an organisation.
          if (org && ROLE_PREFIX.test(org)) {
            rawTitle = `${org} ${rawTitle}`;
            org = undefined;
          }
          const untiedOk = paragraphTied || (aboutAccount && CORPORATE_ROLE.test(rawTitle));
          const tied = org ? orgIsAccount(org, accountNames) : untiedOk && !otherOrgLeads(sentence, m.index ?? 0, accountNames);
          if (!tied) {
            if (org) rejected.add(key);
            continue;
          }
          const before = sentence.slice(Math.max(0, (m.index ?? 0) - 12), m.index);
          if (/\bformer\s*$/i.test(before)) continue;
          const change = spec.change ?? changeOf(sentence, m[spec.name]);
          const existing = found.get(key);
          if (!existing) found.set(key, { full_name: name, title: tidyTitle(rawTitle), ...(change ? { change } : {}) });
          else if (!existing.change && change) existing.change = change;
        }
      }
    }
  }
  // Someone tied to another organisation anywhere in the story is not taken for the account's on a vaguer mention.
  return [...found.entries()].filter(([key, p]) => !rejected.has(key) || p.change === "incoming").map(([, p]) => p);
}

const ROLE_PREFIX = /^(?:Deputy|Acting|Interim|Senior|Executive|Group|Global)$/;
// Titles only a company has (a president or a chair may be a country's or a club's): enough to tie an untied mention in a story about the account.
const CORPORATE_ROLE = /\b(?:chief|officer|CEO|CFO|COO|CTO|CIO|CMO|CPO|founder|co-founder|head of|editor-in-chief|managing director|general counsel|vice president)\b/i;

const COMPANY_REFERENCE = /\b(?:the (?:company|firm|group|bank|insurer|retailer|startup|studio|airline|carrier|operator|manufacturer|miner|maker|chain|lender|brand|board)|its)\b/i;

const namesAccount = (text: string, accountNames: string[]) => {
  const words = significantWords(text);
  return accountNames.some((n) => significantWords(n).some((w) => words.includes(w)));
};

/** "Windward chief executive …" at the start of the sentence: an untied role right after another company's name. */
function otherOrgLeads(sentence: string, at: number, accountNames: string[]) {
  const lead = /(\p{Lu}[\p{L}\d&.-]*(?:\s\p{Lu}[\p{L}\d&.-]*){0,2})(?:[’']s?)?\s*$/u.exec(sentence.slice(0, at))?.[1];
  return Boolean(lead && !/^(?:The|A|An|Its|Said|And|But|Chief|Dr)$/.test(lead) && !orgIsAccount(lead, accountNames));
}

/** Whether the sentence has the person coming into a role or leaving one. */
function changeOf(sentence: string, rawName: string): FoundPerson["change"] {
  const at = sentence.indexOf(rawName);
  if (at < 0) return undefined;
  const before = sentence.slice(0, at);
  const after = sentence.slice(at + rawName.length);
  if (DEPARTING_BEFORE.test(before)) return "departing";
  if (INCOMING_AFTER.test(after)) return "incoming";
  if (DEPARTING.test(after.slice(0, 60))) return "departing";
  if (INCOMING_BEFORE.test(before)) return "incoming";
  return undefined;
}
