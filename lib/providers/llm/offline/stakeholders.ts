import { employerInArticle, lastAccountMention, namesAccount, ORG, organisationOfPerson, organisationsIn, orgIsAccount, POSSESSIVE, shortFormsAllowed } from "./organisation";
import { cleanPersonName, NAME, NAME_WORD, surnameOf } from "./person-name";
import { CORPORATE_ROLE, PUBLIC_OFFICE, ROLE, tidyTitle } from "./role-titles";
import { storyParagraphs } from "./story";
import { changeAt, changeBySurname, type RoleChange } from "./succession";

export type FoundPerson = {
  full_name: string;
  title: string;
  /** For a change of role: the person taking it up or the one leaving it. */
  change?: RoleChange;
  /** The words of the article that tie the person to the account. */
  tie: string;
};

const PRONOUN = String.raw`(?:[Tt]he\s(?:company|bank|insurer|group|firm|retailer|startup|studio|airline|carrier|operator|manufacturer|miner|maker|chain|broadcaster|lender|brand)${POSSESSIVE}|[Ii]ts|[Tt]heir)`;
const ARTICLE_WORDS = String.raw`(?:its\s|the\s|their\s)?(?:new\s|next\s)?`;

/** title 0: the role named elsewhere in the sentence or the headline (a successor's sentence names the role once). */
type PatternSpec = { re: RegExp; name: number; title: number; org?: number[]; ref?: number; change?: RoleChange; other?: { name: number; change: RoleChange } };

const patterns: PatternSpec[] = [
  // "Acme chief executive Jane Doe", "said CFO Marcus Ode", "Chief Executive Officer Priya Raman"
  { re: new RegExp(String.raw`(?:(${ORG})${POSSESSIVE}?\s)?(?<!former\s)(?<!ex-)(?<!then-)(?<!previous\s)\b(${ROLE})\s(${NAME})`, "gu"), org: [1], title: 2, name: 3 },
  // "Marcus Ode, the company’s chief financial officer", "Lucia Ferraro, chief people officer at Nimbus Health"
  {
    re: new RegExp(String.raw`\b(${NAME}),\s(?:(${ORG})${POSSESSIVE}\s|(${PRONOUN})\s|the\s)?(?:new\s|current\s)?(${ROLE})(?:\s(?:at|of)\s(?:the\s)?(${ORG}))?`, "gu"),
    name: 1,
    org: [2, 5],
    ref: 3,
    title: 4,
  },
  // "appointed Naomi Fischer as chief risk officer", "promoted Elena Varga to VP of Grid Operations", "named Jane Roe chief executive"
  {
    re: new RegExp(String.raw`\b(?:appoint(?:s|ed)?|name[sd]?|hire[sd]?|promote[sd]?|tap(?:s|ped)?|confirm(?:s|ed)?|brought in|brings in|pick(?:s|ed)?|cho(?:se|oses)|select(?:s|ed)?|elect(?:s|ed)?)\s(?:former\s[^,.]{0,40}?executive\s)?(${NAME})(?:,\s[^,.]{1,60},)?(?:\s(?:as|to))?\s${ARTICLE_WORDS}(${ROLE})`, "gu"),
    name: 1,
    title: 2,
    change: "incoming",
  },
  // "Jane Roe was named chief executive", "Jane Roe has been appointed CFO", "Jane Roe will become CEO", "Jane Roe will take over as CEO"
  {
    re: new RegExp(String.raw`\b(${NAME})\s(?:was|has been|had been|is|will be|would be)\s(?:named|appointed|promoted|elected|tapped|chosen|selected)(?:\s(?:as|to))?\s${ARTICLE_WORDS}(?:permanent\s)?(${ROLE})`, "gu"),
    name: 1,
    title: 2,
    change: "incoming",
  },
  {
    re: new RegExp(String.raw`\b(${NAME})\s(?:will|would|is set to|is to|is expected to)\s(?:become|take over as|step in as|serve as|act as|succeed\s(?:${NAME}|[^,.]{1,40})(?:,\s[^,.]{1,40},)?\sas)\s${ARTICLE_WORDS}(${ROLE})`, "gu"),
    name: 1,
    title: 2,
    change: "incoming",
  },
  // "Rebecca Osei joins Vantage Apparel as Chief Commercial Officer"
  { re: new RegExp(String.raw`\b(${NAME})\s(?:joins|has joined|will join)\s(${ORG})\sas\s(?:its\s|the\s)?(?:new\s)?(${ROLE})`, "gu"), name: 1, org: [2], title: 3, change: "incoming" },
  // "Ferrovia’s Head of Digital Transformation, Rafael Moreno,", "The company’s chief executive, Alistair Rowe,"
  { re: new RegExp(String.raw`(?:\b(${ORG})${POSSESSIVE}|(${PRONOUN})|\b(?:a|the))\s(?:new\s)?(${ROLE}),\s(${NAME})\b`, "gu"), org: [1], ref: 2, title: 3, name: 4 },
  // "Jane Roe will succeed John Doe", "Jane Roe, 52, replaces John Doe": both sides of a succession in one sentence
  {
    re: new RegExp(String.raw`\b(${NAME})(?:,\s[^,.]{1,60},)?\s(?:will\s|would\s|is to\s|is set to\s|is expected to\s)?(?:succeeds?|replaces?|takes over from|took over from)\s(${NAME})\b`, "gu"),
    name: 1,
    title: 0,
    change: "incoming",
    other: { name: 2, change: "departing" },
  },
  // "succeeding Mark Ellis", "replacing Gordon Blake": the one leaving, titled by the role the sentence is about
  { re: new RegExp(String.raw`\b(?:succeed(?:s|ing)?|replac(?:es|ing)|takes over from|took over from)\s(${NAME})\b`, "gu"), name: 1, title: 0, change: "departing" },
];

const ANY_ROLE = new RegExp(ROLE, "u");

const normaliseName = (name: string) => name.replace(/^(?:Dr|Prof)\.?\s/, "").toLowerCase();

/**
 * People the text ties to the account, with their title as written and the words that tie them:
 * "X, Acme's CFO", "Acme CEO X", "X, chief executive of Acme", "X joins Acme as …", or an untied role
 * ("the company's chief executive", "said CFO X") in a story about the account whose last organisation
 * named is the account. A role at another organisation (a rival, an investor, a bank's analyst, a regulator,
 * a former employer) is left out, so is a public office, and nothing is inferred: every name is the article's.
 */
export function findStakeholders(text: string, names: string[], options: { title?: string } = {}): FoundPerson[] {
  const accountNames = names.map((n) => n.trim()).filter(Boolean);
  const short = shortFormsAllowed(`${options.title ?? ""}\n${text}`, accountNames);
  const account: Account = {
    is: (org) => orgIsAccount(org, accountNames, short),
    namedIn: (t) => namesAccount(t, accountNames, short),
    lastAt: (t) => lastAccountMention(t, accountNames, short),
  };
  const paragraphs = storyParagraphs(text);
  const sentences = paragraphs.flat();
  const headline = options.title ?? "";
  const opening = `${headline} ${sentences.slice(0, 2).join(" ")}`;
  const aboutAccount = account.namedIn(opening);
  const found = new Map<string, FoundPerson>();
  const rejected = new Set<string>();
  const past = new Set<string>();
  // People whose title is the role a change gives them ("will succeed X as chief executive").
  const takingUp = new Set<string>();
  // Other organisations a sentence names (what a quote names is not who the speaker works for), computed
  // only for the few sentences that need it: the tagger is the slow part.
  const othersMemo = new Map<number, string[]>();
  const othersIn = (i: number) => {
    if (!othersMemo.has(i)) othersMemo.set(i, organisationsIn(withoutQuotes(sentences[i])).filter((o) => !account.is(o)));
    return othersMemo.get(i)!;
  };
  // The organisation named last before sentence i, looking back a few sentences.
  const lastOrgBefore = (i: number): "account" | "other" | null => {
    for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
      const last = lastOrganisation(sentences[j], account, othersIn(j), aboutAccount);
      if (last) return last;
    }
    return null;
  };

  let index = -1;
  for (const paragraph of paragraphs) {
    // An untied non-corporate title ("said chairman X") belongs to the account when the paragraph names it or refers to it.
    const paragraphTied = aboutAccount && (account.namedIn(paragraph.join(" ")) || COMPANY_REFERENCE.test(paragraph.join(" ")));
    for (const sentence of paragraph) {
      index++;
      const mentions = mentionsIn(sentence, headline);
      if (!mentions.length) continue;
      const sentenceNamesAccount = account.namedIn(sentence);
      for (const mention of mentions) {
        // "Controller James Wu": a leading title word the name pattern took for a given name.
        const shorter = mention.rawName.replace(/^\S+\s/, "");
        if (!cleanPersonName(mention.rawName) && /\s\S+\s/.test(mention.rawName) && cleanPersonName(shorter)) {
          mention.at += mention.rawName.length - shorter.length;
          mention.rawName = shorter;
        }
        const name = withFullName(cleanPersonName(mention.rawName), text);
        if (!name || accountNames.some((n) => n.toLowerCase() === normaliseName(name))) continue;
        const key = normaliseName(name);
        const known = found.get(key);
        if (known && mention.change === "incoming" && !takingUp.has(key)) {
          // "President Jim Wong will succeed Stan Shih as chief executive": someone already tied to the account
          // is offered for the role they take up, not the one they leave.
          takingUp.add(key);
          known.title = tidyTitle(mention.title);
          known.change = "incoming";
          continue;
        }
        const org = mention.org ?? organisationOfPerson(sentence, mention.rawName);
        let tied: boolean;
        if (org) tied = account.is(org);
        else if (mention.ref) tied = referenceIsAccount(mention.ref, sentence.slice(0, mention.at), account, lastOrgBefore(index), aboutAccount);
        else if (PUBLIC_OFFICE.test(mention.title)) tied = false;
        else if (sentenceNamesAccount) tied = !otherOrgLeads(sentence, mention.start, account);
        else tied = aboutAccount && !othersIn(index).some((o) => !sameName(o, name)) && (CORPORATE_ROLE.test(mention.title) || paragraphTied);
        if (!tied) {
          if (org) rejected.add(key);
          continue;
        }
        // "his ex-boss Bernie Ebbers", "since founder Dhirubhai Ambani died in 2002": the company's past, nobody to
        // contact, however the story names them elsewhere (unless it tells their change of role).
        if (
          [mention.at, mention.start].some((at) => PAST_BEFORE.test(sentence.slice(Math.max(0, at - 14), at))) ||
          /^[’']?s?,?\s(?:who\s)?(?:has\s)?(?:died|passed away)\b/.test(sentence.slice(mention.at + mention.rawName.length))
        ) {
          past.add(key);
          continue;
        }
        const change = mention.change ?? changeAt(sentence, mention.at, mention.rawName);
        // The words themselves when they name the account or "the company"; else the sentence that does (a long one is cut to the words).
        const tie = org || mention.ref || sentence.length > 300 ? mention.match.replace(/[’']s$/, "") : sentence;
        const existing = found.get(key);
        if (!existing) {
          found.set(key, { full_name: name, title: tidyTitle(mention.title), ...(change ? { change } : {}), tie });
          if (mention.change === "incoming") takingUp.add(key);
        } else if (!existing.change && change) existing.change = change;
      }
    }
  }

  // Someone the story ties to another organisation anywhere is not taken for the account's on a vaguer mention.
  const people = [...found.entries()]
    .filter(([key, p]) => p.change === "incoming" || (!rejected.has(key) && employerInArticle(p.full_name, sentences, accountNames, short) !== "other"))
    .filter(([key, p]) => !past.has(key) || p.change)
    .map(([, p]) => p);
  // A change told elsewhere by surname ("Doe will step down at the end of June", the headline's "CEO Doe to retire").
  const surnames = people.map((p) => surnameOf(p.full_name));
  for (const person of people) {
    const surname = surnameOf(person.full_name);
    if (person.change || surnames.filter((s) => s === surname).length > 1) continue;
    const change = changeBySurname(surname, [headline, ...sentences]);
    if (change) person.change = change;
  }
  // Nobody invented: every name is written as such in the article's body.
  return people.filter((p) => text.includes(p.full_name));
}

const HONORIFIC = /^(?:Mr|Mrs|Ms|Miss|Mx|Sir|Dame)\.?\s/;

/** "former", "ex-boss", "the late": the words before a name (or before its organisation and title) that put it in the past. */
const PAST_BEFORE = /(?:\b(?:former|late|then-|one-time|onetime|erstwhile|previous)|\bex-\p{L}*)\s*$/iu;

/** "Mr Ghosn" is the "Carlos Ghosn" the story named first; an honorific and a surname alone name nobody to contact. */
function withFullName(name: string | null, text: string): string | null {
  if (!name || !HONORIFIC.test(name)) return name;
  const surname = name.replace(HONORIFIC, "").trim();
  const escaped = surname.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  for (const m of text.matchAll(new RegExp(String.raw`\b(${NAME_WORD}(?:\s${NAME_WORD})?)\s${escaped}\b`, "gu"))) {
    const full = cleanPersonName(`${m[1]} ${surname}`);
    if (full && !HONORIFIC.test(full)) return full;
  }
  return null;
}

/** The account as this story writes it. */
type Account = { is: (org: string) => boolean; namedIn: (text: string) => boolean; lastAt: (text: string) => number };

type RawMention = { rawName: string; at: number; start: number; title: string; org?: string; ref?: string; change?: RoleChange; match: string };

/** The names a sentence gives a role, with what the same words say of their organisation and a change of role. */
function mentionsIn(sentence: string, headline: string): RawMention[] {
  const mentions: RawMention[] = [];
  // The successor of "Acme names new CEO" takes the headline's role; the one leaving is only named with a role in the sentence.
  const sentenceRole = ANY_ROLE.exec(sentence)?.[0];
  const headlineRole = ANY_ROLE.exec(headline)?.[0];
  for (const spec of patterns) {
    spec.re.lastIndex = 0;
    for (const m of sentence.matchAll(spec.re)) {
      const title = spec.title ? m[spec.title] : (sentenceRole ?? (spec.change === "incoming" ? headlineRole : undefined));
      if (!title) continue;
      let org = spec.org?.map((i) => m[i]).find(Boolean);
      let fullTitle = title;
      // "Deputy finance chief X", "Acting CFO X": a word of the title, not an organisation.
      if (org && ROLE_PREFIX.test(org)) {
        fullTitle = `${org} ${title}`;
        org = undefined;
      }
      const nameAt = (m.index ?? 0) + m[0].indexOf(m[spec.name]);
      const ref = spec.ref ? m[spec.ref] : undefined;
      mentions.push({ rawName: m[spec.name], at: nameAt, start: m.index ?? 0, title: fullTitle, org, ref, change: spec.change, match: m[0].trim() });
      if (spec.other && sentenceRole) {
        const otherAt = (m.index ?? 0) + m[0].lastIndexOf(m[spec.other.name]);
        mentions.push({ rawName: m[spec.other.name], at: otherAt, start: otherAt, title, change: spec.other.change, match: m[0].trim() });
      }
    }
  }
  return mentions;
}

// "the company said", "the firm's": the story's subject, spoken of without its name.
const COMPANY_REFERENCE = /\bthe (?:company|firm|group|bank|insurer|retailer|startup|studio|airline|carrier|operator|manufacturer|miner|maker|chain|lender|brand|board)\b/i;

const withoutQuotes = (sentence: string) => sentence.replace(/[“"][^”"]*[”"]/g, " ");

const ROLE_PREFIX = /^(?:Deputy|Acting|Interim|Senior|Executive|Group|Global)$/;

const sameName = (org: string, name: string) => name.includes(org) || org.includes(name);

/** "its chief executive", "the company’s CFO": the organisation last named before, else the story's subject. */
function referenceIsAccount(reference: string, before: string, account: Account, lastOrg: "account" | "other" | null, aboutAccount: boolean): boolean {
  const here = lastOrganisation(before, account, organisationsIn(before).filter((o) => !account.is(o)), false);
  // "The round was led by Fieldstone Partners. Jane Doe, the company’s CTO, …": "the company" is the story's subject
  // unless its own sentence has just named another; "its" is whichever was named last.
  if (/^the\s/i.test(reference)) return here === "account" || (here === null && (aboutAccount || lastOrg === "account"));
  const last = here ?? lastOrg;
  return last === "account" || (last === null && aboutAccount);
}

/** Which organisation a text names last: the account or another one (null when it names none). */
function lastOrganisation(text: string, account: Account, others: string[], aboutAccount: boolean): "account" | "other" | null {
  // "the company said": the story's subject ("the brand", "the bank" are as often the other party's).
  const referenceAt = aboutAccount ? Math.max(-1, ...[...text.matchAll(/\bthe (?:company|firm)\b/gi)].map((m) => m.index ?? -1)) : -1;
  const accountAt = Math.max(account.lastAt(text), referenceAt);
  const otherAt = Math.max(-1, ...others.map((o) => text.lastIndexOf(o)));
  if (accountAt < 0 && otherAt < 0) return null;
  return accountAt >= otherAt ? "account" : "other";
}

/** "Windward chief executive …" at the start of the sentence: an untied role right after another company's name. */
function otherOrgLeads(sentence: string, at: number, account: Account) {
  const lead = /(\p{Lu}[\p{L}\d&.-]*(?:\s\p{Lu}[\p{L}\d&.-]*){0,2})(?:[’']s?)?\s*$/u.exec(sentence.slice(0, at))?.[1];
  return Boolean(lead && !/^(?:The|A|An|Its|Said|And|But|Chief|Dr)$/.test(lead) && !account.is(lead));
}
