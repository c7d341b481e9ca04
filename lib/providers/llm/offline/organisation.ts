import nlp from "compromise";

// Organisations named in a sentence and whether one is the account. Shared by the offline extraction and the
// hosted path's check of the model's people.

// "Rival Corp", "D.A. Davidson", and names written in lower case first ("eBay", "yFrog").
export const ORG = String.raw`(?:\p{Lu}|\p{Ll}{1,2}\p{Lu})[\p{L}\d&.-]*(?:\s\p{Lu}[\p{L}\d&.-]*){0,3}`;
export const POSSESSIVE = String.raw`(?:[’']s?)`;

const LEGAL_SUFFIX = new Set(["inc", "corp", "corporation", "co", "ltd", "llc", "plc", "ag", "sa", "nv", "se", "group", "holdings", "company", "the"]);
// A first word too common to stand for the account on its own ("American" is not American Airlines).
const GENERIC_FIRST = new Set(["american", "united", "general", "national", "first", "new", "global", "international", "royal", "british", "china", "us", "u.s"]);

const wordsOf = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’']s?\b/g, "")
    .split(/[^\p{L}\d&.]+/u)
    .map((w) => w.replace(/\.$/, ""))
    .filter(Boolean);
const coreWords = (s: string) => wordsOf(s).filter((w) => !LEGAL_SUFFIX.has(w));

const startsWith = (words: string[], prefix: string[]) => prefix.length > 0 && prefix.every((w, i) => words[i] === w);
const contains = (words: string[], part: string[]) =>
  part.length > 0 && words.some((_, i) => part.every((w, j) => words[i + j] === w));

/** Whether an organisation as written ("Acme’s", "Acme Corp", "Orchard") is the account (its name or a short form of it). */
export function orgIsAccount(org: string, accountNames: string[], shortForms = true): boolean {
  const words = coreWords(org);
  if (!words.length) return false;
  return accountNames.some((n) => {
    const account = coreWords(n);
    return (shortForms ? startsWith(account, words) : startsWith(account, words) && words.length === account.length) || contains(words, account);
  });
}

/** How a text may write the account: its names, and the first word of a longer name ("Orchard" for Orchard Telecom). */
export function accountForms(accountNames: string[], shortForms = true): string[] {
  const forms = new Set<string>();
  for (const n of accountNames) {
    const name = n.trim();
    if (!name) continue;
    forms.add(name);
    const core = name.split(/\s+/).filter((w) => !LEGAL_SUFFIX.has(w.toLowerCase().replace(/\.$/, "")));
    if (core.length) forms.add(core.join(" "));
    if (shortForms && core.length > 1 && !GENERIC_FIRST.has(core[0].toLowerCase())) forms.add(core[0]);
  }
  return [...forms];
}

/** Where a text last names the account (-1 when it does not), as a whole word. */
export function lastAccountMention(text: string, accountNames: string[], shortForms = true): number {
  let last = -1;
  for (const form of accountForms(accountNames, shortForms)) {
    const re = new RegExp(String.raw`(?<![\p{L}\d])${escapeRegExp(form)}(?![\p{L}\d])`, "gu");
    for (const m of text.matchAll(re)) last = Math.max(last, m.index ?? -1);
  }
  return last;
}

/** Whether a text names the account: its name, or the first word of a longer name ("Orchard said"). */
export const namesAccount = (text: string, accountNames: string[], shortForms = true) => lastAccountMention(text, accountNames, shortForms) >= 0;

/**
 * A short form ("Orchard" for Orchard Telecom) stands for the account only in a story that names it in full
 * first: elsewhere "Trump" is not the Trump Organization.
 */
export const shortFormsAllowed = (text: string, accountNames: string[]) =>
  accountNames.some((n) => n.trim() && coreWords(n).length > 0 && contains(wordsOf(text), coreWords(n)));

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Organisations in a text, as written, without trailing punctuation or possessive: what the tagger finds, and
 * the subject of the text when it is a capitalised name that starts with no given name ("Keller Pumps held
 * prices", not "Ray Holt said").
 */
export function organisationsIn(text: string): string[] {
  const subject = /^(?:["“‘]?)((?:\p{Lu}|\p{Ll}{1,2}\p{Lu})[\p{L}\d&.-]*(?:\s\p{Lu}[\p{L}\d&.-]*){1,3})(?:[’']s?)?[\s,]/u.exec(text)?.[1];
  const firstTags: string[] = subject ? (nlp(subject).json()[0]?.terms[0]?.tags ?? []) : [];
  const startsWithGivenName = firstTags.includes("FirstName") || (firstTags.includes("Person") && !firstTags.includes("LastName"));
  const subjectIsOrg = subject && !startsWithGivenName;
  // "Corvid chief executive …", "Redwater’s CFO": a name right before a title is an organisation's.
  const beforeTitles = [...text.matchAll(new RegExp(String.raw`(${ORG})${POSSESSIVE}?\s(?:chief|CEO|CFO|COO|CTO|president|chair(?:man|woman)?|head|founder|co-founder|spokes(?:person|man|woman)|analyst|partner)\b`, "gu"))].map((m) => m[1]);
  return [...(subjectIsOrg ? [subject] : []), ...beforeTitles, ...(nlp(text).organizations().out("array") as string[])]
    .map((o) => o.replace(/[’']s?$|[.,;:!?"”’)]+$/g, "").replace(/[’']s$/, "").trim())
    .map((o) => trimOrgLead(o))
    .filter((o): o is string => Boolean(o && o.length > 1));
}

// What kind of organisation a descriptor before its name says it is ("research firm", "investment bank").
const ORG_KIND = String.raw`(?:firm|company|group|bank|fund|agency|consultancy|house|boutique|insurer|lender|broker|brokerage|maker|manufacturer|retailer|provider|operator|carrier|developer|publisher|startup|start-up|network|outlet|organi[sz]ation|institute|association|union)`;

const ROLE_NOUN = String.raw`(?:analyst|economist|strategist|spokes(?:person|man|woman)|lawyer|attorney|official|executive|regulator|researcher|professor|partner|investor|director|manager|head|chief|officer|president|chair(?:man|woman)?|founder|co-founder|CEO|CFO|COO|CTO|owner|adviser|advisor|consultant)`;

/**
 * The organisation a sentence attaches a named person to by its own words, or null:
 * "Nintendo’s CFO Ko Shiota", "Apple’s Tim Cook", "Morgan Stanley analyst Jane Doe",
 * "Jane Doe of Rival Corp", "Jane Doe, chief financial officer of Rival Corp", "Jane Doe, Rival’s CFO",
 * "said Jane Doe, an analyst at Harbor Securities", "Jane Doe, a spokeswoman for the Federal Trade Commission".
 */
export function organisationOfPerson(sentence: string, name: string): string | null {
  const at = sentence.indexOf(name);
  if (at < 0) return null;
  const before = sentence.slice(0, at);
  const after = sentence.slice(at + name.length).replace(/^[’']s?/, "");
  // Before the name: "Nintendo’s CFO ", "Morgan Stanley analyst ", "Apple’s ".
  const lead = new RegExp(
    String.raw`(?:^|[\s“"(])(${ORG})(?:${POSSESSIVE}\s|\s)(?:(?:former|new|interim|acting|longtime|then-)\s)?((?:(?:(?!said\b|says\b|told\b|and\b|but\b|while\b|as\b)[\p{Ll}-]+|[A-Z]{2,5}|Chief|Executive|Officer|Financial|Operating|Technology|Information|Vice|President|Senior|Head|Global|Managing|Director|General|Counsel|Chair|Chairman|Chairwoman|Founder|Co-founder|Analyst|Economist)\s){0,6})$`,
    "u",
  ).exec(before);
  // "former Goldman Sachs executive Jane Doe": a past employer says nothing of where she works now.
  const pastEmployer = lead && /\b(?:former|ex-|previously at|formerly of)\s*$/i.test(before.slice(0, lead.index + lead[0].indexOf(lead[1])));
  if (lead && !pastEmployer && (/[’']s?\s$/.test(before) || new RegExp(`\\b${ROLE_NOUN}\\s$`, "iu").test(lead[2] ?? ""))) {
    const org = trimOrgLead(lead[1]);
    if (org) return org;
  }
  // Right after the name: "Jane Doe of Rival Corp", "Jane Doe from Nike".
  const direct = new RegExp(String.raw`^\s(?:of|from|at)\s(?:the\s)?(${ORG})`, "u").exec(after);
  if (direct) return direct[1];
  // In the apposition that follows: ", Rival’s CFO", ", the Rival Corp CFO", ", an analyst at Harbor Securities".
  const clause = /^,\s([^,;:.!?“”"]{0,90})/u.exec(after)?.[1];
  // ", a former Google executive,": a past employer; ", will step down at the end of June": no apposition at all.
  if (clause && !/^(?:a\s|an\s|the\s)?(?:former|ex-)/.test(clause) && !APPOSITION_NOT.test(clause)) {
    const possessive = new RegExp(String.raw`^(?:the\s|a\s|an\s)?(${ORG})${POSSESSIVE}\s`, "u").exec(clause);
    const owner = possessive && trimOrgLead(possessive[1]);
    if (owner) return owner;
    const named = new RegExp(String.raw`^(?:the\s|a\s|an\s)?(?:former\s)?(${ORG})\s(?:[\p{Ll}-]+\s){0,3}${ROLE_NOUN}\b`, "u").exec(clause);
    const named2 = named && trimOrgLead(named[1]);
    if (named2 && !isDepartment(named2)) return named2;
    // "head of Data at Acme": the organisation after "at", "from", "for" or "with" before a department after "of".
    // "president of independent research firm IPOdesktop.com": a few words saying what kind of organisation come first.
    const employers = [...clause.matchAll(new RegExp(String.raw`\b(at|of|from|for|with)\s(?:(?:the|a|an)\s)?(?:(?:[\p{Ll}-]+\s){0,5}${ORG_KIND}\s)?(${ORG})`, "gu"))]
      .map((m) => ({ preposition: m[1], org: trimOrgLead(m[2]) }))
      .filter((e): e is { preposition: string; org: string } => Boolean(e.org) && !(e.preposition === "of" && isDepartment(e.org!)));
    const employer = employers.find((e) => e.preposition !== "of") ?? employers[0];
    if (employer) return employer.org;
  }
  return null;
}

// Words that start a sentence or a clause in front of a title without being an organisation.
const NOT_ORG_LEAD = /^(?:The|A|An|Its|Their|His|Her|Our|Said|Says|And|But|As|When|While|After|Before|Dr|Mr|Mrs|Ms|Then|Now|Also|Meanwhile|However|Last|This|That|In|On|At|For|Of)$/;
// A clause after a name that goes on with the sentence instead of saying who the person is.
const APPOSITION_NOT = /^(?:will|would|is|was|has|had|have|said|says|told|added|noted|declined|announced|can|could|should|may|might|did|does|and|but|then|also|who\s(?:will|would|said|says|told|added|declined|has\s(?!been))|which|when|after|before|on|in|last|this|next)\b/;
const CALENDAR = /^(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/;

// Words of a title: "Chief Operating Officer Jane Doe" names no organisation.
const TITLE_WORD = /^(?:Chief|Executive|Officer|Financial|Operating|Technology|Information|Vice|President|Senior|Head|Global|Managing|Director|General|Counsel|Chair|Chairman|Chairwoman|Founder|Co-founder|Former|New|Interim|Acting|Deputy|Group|Analyst|Economist|Partner|Secretary|Minister|Governor|Senator|Commissioner|Mayor|Judge|Prime|CEO|CFO|COO|CTO|CIO|CMO|VP|SVP|EVP)$/;

/** "Analysts at Harbor Securities" keeps "Harbor Securities"; a lead of sentence or title words is none. */
function trimOrgLead(org: string): string | null {
  const words = org.split(/\s+/);
  while (words.length && NOT_ORG_LEAD.test(words[0])) words.shift();
  if (words.length === 1 && CALENDAR.test(words[0])) return null;
  // "Group CEO" is a title; "Tabb Group" is a name.
  const titleWord = (w: string, i: number) => TITLE_WORD.test(w) && !(w === "Group" && i > 0 && i === words.length - 1);
  if (!words.length || words.some(titleWord) || isDepartment(words.join(" "))) return null;
  return words.join(" ");
}

const DEPARTMENT_WORDS = new Set(
  ("Operations Engineering Sales Marketing Finance Data Digital Transformation Product Products Technology Research Development " +
    "Strategy Communications People Human Resources Supply Chain Trading Grid Investor Relations Risk Compliance Security Innovation " +
    "Growth Design Manufacturing Retail Global North South East West America Americas Europe Asia International Business Customer " +
    "Customers Experience Policy Legal Corporate Affairs Software Services Cloud AI Infrastructure Platform Platforms Content " +
    "Programming Brand Brands Commercial Field Public Government Regulatory Clinical Medical Scientific Talent Culture Partnerships " +
    "Analytics Insights Payments Commerce Ecommerce E-commerce Consumer Enterprise Wholesale Logistics Procurement Sourcing Quality " +
    "Safety Sustainability Audit Tax Treasury Accounting Planning Network Networks Devices Hardware Games Gaming Studios Europe").split(/\s+/),
);
const isDepartment = (org: string) => org.split(/\s+/).every((w) => DEPARTMENT_WORDS.has(w) || w === "and" || w === "&");

/**
 * Where the article's own words place a person, over every sentence naming them: "account" when one ties them
 * to it, "other" when sentences tie them only to other organisations (a rival's CFO, a bank's analyst, a
 * regulator's spokeswoman), null when none says. Used on the offline extraction and on a hosted model's people.
 */
export function employerInArticle(name: string, sentences: string[], accountNames: string[], shortForms = true): "account" | "other" | null {
  let other = false;
  for (const sentence of sentences) {
    if (!sentence.includes(name)) continue;
    const org = organisationOfPerson(sentence, name);
    if (!org) continue;
    if (orgIsAccount(org, accountNames, shortForms)) return "account";
    other = true;
  }
  return other ? "other" : null;
}
