import type { AccountProfile } from "./account-profile";
import { industriesOf } from "./account-profile";

// Is an article about the account (or does it only mention it in passing), and is it the right
// company (or a namesake)? Judged on the title, snippet and, when fetched, the article's text.

export type ArticleText = { title: string; snippet: string; text?: string };

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function aliasPattern(profile: AccountProfile): RegExp {
  // Case-sensitive: companies are named with capitals, and "cobalt" the metal is not Cobalt Ridge Bank.
  return new RegExp(`(?<![\\w])(${profile.aliases.map(escapeRegExp).join("|")})(?![\\w])`, "g");
}

const countMatches = (pattern: RegExp, text: string) => (text.match(pattern) ?? []).length;

export type Mention = { verdict: "about" | "passing_mention" | "not_mentioned"; reason: string; counts?: MentionCounts };

/** What the verdict was counted from, kept in the discovery log beside the reason. */
export type MentionCounts = { in_headline: number; in_lead: boolean; sentences_naming: number; sentences: number; first_sentence: number | null };

const LIST_CONTEXT = /(such as|including|like|rivals?|competitors?|peers?|alongside|as well as|among them|customers include|other companies|, and)\s*$/i;
// A sentence naming the account only as another party's rival, customer, former employer or the like.
const SIDE_ROLE = /\b(?:rivals?|competitors?|peers?|customers?|clients?|suppliers?|formerly (?:of|at)|former|ex-|previously (?:at|with)|who (?:left|worked)|such as|including|like)\s*$/i;
// One of several names in a row: "Fluence, Wärtsilä and Helio Grid", "Universal Robots, Tessel Robotics and Doosan".
const NAME = String.raw`[\p{Lu}][\p{L}\p{N}&.'’-]*(?:\s[\p{Lu}][\p{L}\p{N}&.'’-]*){0,3}`;
const LIST_BEFORE = new RegExp(String.raw`${NAME},\s(?:${NAME},\s)*(?:${NAME}\s)?(?:and|or|&)?\s*$`, "u");
const LIST_AFTER = new RegExp(String.raw`^,\s${NAME}(?:,|\s(?:and|or|&)\s)`, "u");
const PERSON_AFTER = /^(?:['’]s(?:\s[\p{Lu}][\p{L}-]+)?|\s(?:former|ex-))?\s(?:chief|ceo|cfo|coo|executive|exec|veteran|boss|head|chairman|chairwoman|president|founder|workers|employees|staff|alumnus)\b/u;
const JOINT_SUBJECT = new RegExp(String.raw`^(?:${NAME}(?:,\s|\s(?:and|&)\s)){1,2}$`, "u");
// Later sentences that carry on about the subject without naming it.
const FOLLOW_UP = /^(?:the|its) (?:company|firm|group|business|start-?up|bank|lender|retailer|carrier|insurer|maker|chain|operator|developer|manufacturer)\b|^(?:it|the company) (?:said|says|will|has|had|is|was|plans|expects)\b/i;

/** The lead: the first sentences of the story, where its subject is introduced. */
export const LEAD_SENTENCES = 1;
/** A story names its subject in a good share of its sentences; a passing mention in one or two. */
export const MAIN_ACTOR_SHARE = 0.35;
export const MAIN_ACTOR_MIN_SENTENCES = 3;

/** Words a headline or lead may put before its subject ("Storage maker Helio Grid …", "On Tuesday, Acme …"). */
export const SUBJECT_WITHIN_WORDS = { headline: 4, lead: 10 };
// Wire furniture before a headline or lead: "UPDATE 3-", "Exclusive:", "LONDON (Reuters) -".
const PREFIX = /^(?:(?:UPDATE|REFILE|CORRECTED|RPT)\s?\d*\s?-\s?|(?:Exclusive|Analysis|Breakingviews|Factbox|Update)\s?:\s?|[\p{Lu}][\p{L} .,'-]{0,40}\((?:Reuters|AP|AFP|Bloomberg)\)\s?[-—–]+\s?)/u;

function namedAsSubject(sentence: string, pattern: RegExp, within: number): boolean {
  pattern.lastIndex = 0;
  const prefix = PREFIX.exec(sentence)?.[0].length ?? 0;
  let m: RegExpExecArray | null;
  while ((m = pattern.exec(sentence))) {
    // Named late in the sentence, the account is its object ("Sprint names Embarq chief as CEO"), not its subject.
    const after = sentence.slice(m.index + m[0].length, m.index + m[0].length + 60);
    // "Embarq chief", "NYSE's Chai", "Pepsi exec White": the account names where a person works, not who acts.
    const lead = sentence.slice(prefix, Math.max(prefix, m.index));
    if (lead.trim() && PERSON_AFTER.test(after)) continue;
    if (lead.split(/\s+/).filter(Boolean).length > within) return false;
    // Two or three parties at the very start share the subject ("Netflix, TiVo sign alliance").
    if (lead.trim() && JOINT_SUBJECT.test(lead)) return true;
    const before = sentence.slice(Math.max(0, m.index - 80), m.index);
    if (LIST_CONTEXT.test(before.trim()) || SIDE_ROLE.test(before.trim()) || LIST_BEFORE.test(before) || LIST_AFTER.test(after)) continue;
    return true;
  }
  return false;
}

/** The story's sentences: the body when it was fetched, else the snippet (never both: the snippet is the body's start). */
function storySentencesOf(article: ArticleText): string[] {
  const body = article.text?.trim() ? article.text : article.snippet;
  return body
    .split(/\n+/)
    .flatMap((p) => p.split(/(?<=[.!?]["”’)]?)\s+(?=["“‘(]?[A-Z0-9])/))
    .map((s) => s.replace(/\s+/g, " ").trim())
    .filter((s) => s.split(" ").length >= 4);
}

/**
 * Is the account the story's subject? It is when the headline names it (not in a list of others), when
 * the lead names it as an actor and later sentences keep coming back to it, or when it is the main actor
 * by the share of sentences naming it. The reason says what was counted.
 */
export function judgeMention(article: ArticleText, profile: AccountProfile, tightenBy = 0): Mention {
  const pattern = aliasPattern(profile);
  const inHeadline = countMatches(pattern, article.title);
  const sentences = storySentencesOf(article);
  const named = sentences.map((s) => countMatches(pattern, s) > 0);
  const firstNamed = named.indexOf(true);
  // After the story has named its subject, "the company said …" is about it too.
  const naming = named.map((n, i) => n || (firstNamed >= 0 && i > firstNamed && FOLLOW_UP.test(sentences[i])));
  const sentencesNaming = naming.filter(Boolean).length;
  const firstSentence = firstNamed;
  const lead = sentences.slice(0, LEAD_SENTENCES);
  const inLead = lead.some((s) => namedAsSubject(s, pattern, SUBJECT_WITHIN_WORDS.lead));
  const counts: MentionCounts = { in_headline: inHeadline, in_lead: inLead, sentences_naming: sentencesNaming, sentences: sentences.length, first_sentence: firstSentence >= 0 ? firstSentence + 1 : null };
  const explicit = named.filter(Boolean).length;
  const followUps = sentencesNaming - explicit;
  const tally = `named in ${explicit} of ${sentences.length} sentence(s)${firstSentence >= 0 ? `, first in sentence ${firstSentence + 1}` : ""}${followUps ? `, and ${followUps} more carry on about it ("the company", "it said")` : ""}`;
  if (inHeadline === 0 && sentencesNaming === 0) return { verdict: "not_mentioned", reason: `${profile.name} is not named in the article`, counts };
  if (inHeadline > 0 && namedAsSubject(article.title, pattern, SUBJECT_WITHIN_WORDS.headline)) return { verdict: "about", reason: `${profile.name} is named in the headline; ${tally}`, counts };
  const share = sentences.length ? sentencesNaming / sentences.length : 0;
  const fetched = Boolean(article.text?.trim());
  // "Only a passing mention" feedback (tightenBy > 0) raises the share, and a lead must always be followed up.
  const minShare = MAIN_ACTOR_SHARE + tightenBy;
  // With only a snippet, the lead is all there is; with the body, the lead must be followed up.
  const leadHolds = tightenBy > 0 ? sentencesNaming >= 2 && share >= minShare : !fetched || sentencesNaming >= 2 || share >= MAIN_ACTOR_SHARE;
  if (inLead && leadHolds) {
    return { verdict: "about", reason: `${profile.name} is named in the lead; ${tally}`, counts };
  }
  if (sentencesNaming >= MAIN_ACTOR_MIN_SENTENCES && share >= minShare) {
    return { verdict: "about", reason: `${profile.name} is the main actor: ${tally} (${Math.round(share * 100)}%)`, counts };
  }
  return { verdict: "passing_mention", reason: `Passing mention: ${profile.name} is not in the headline${inLead ? "" : " or lead"}; ${tally}`, counts };
}

export type CompanyMatch = { verdict: "right_company" | "namesake"; reason: string };

/** The sentences naming the account. */
function sentencesNaming(text: string, pattern: RegExp): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((s) => countMatches(pattern, s) > 0);
}

// Words that may follow a company's short name without making it another company's ("Liberty said",
// "Liberty CEO", "Liberty Group"): titles, legal forms, and the words of a sentence.
const AFTER_SHORT_NAME_OK = /^(?:CEO|CFO|COO|CTO|Chief|Chairman|Chairwoman|Chair|President|Executive|Inc|Corp|Corporation|Co|Ltd|Plc|PLC|LLC|AG|SA|SE|NV|Group|Holdings|The|A|An|In|On|At|For|And|But|As|I|We|It|Its|This|That|On|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;

/**
 * Whether every time the article names the account it is by a short form that is the start of another
 * company's name ("Liberty Mutual" for Liberty Global, "Sun Pharma" for Sun Microsystems, "Hugo Boss" for
 * Hugo Technologies): then it names that other company, never the account. The other name, or null.
 * Read on the story's sentences, not its headline: headlines capitalise every word ("Delta Aims to Cut Jobs").
 */
export function otherCompanyByShortName(text: string, profile: AccountProfile): string | null {
  const full = new Set([profile.name, profile.fullName].filter((n): n is string => Boolean(n)));
  const longNames = [...full].map((n) => n.split(/\s+/));
  const shortForms = profile.aliases.filter((a) => !full.has(a) && !a.includes(" ") && longNames.some((words) => words.length > 1 && words[0] === a));
  if (shortForms.length === 0) return null;
  const pattern = aliasPattern(profile);
  // "Liberty Mutual" for Liberty Mutual Group, "Zacks Investment" for Zacks Investment Research: its own words.
  const ownWords = new Set(longNames.flatMap((words) => words.slice(1)));
  let other: string | null = null;
  for (const m of text.matchAll(pattern)) {
    if (!shortForms.includes(m[1])) return null; // the account by a longer name
    const next = /^\s([\p{Lu}][\p{L}-]+)/u.exec(text.slice(m.index + m[0].length))?.[1];
    if (!next || AFTER_SHORT_NAME_OK.test(next) || ownWords.has(next)) return null;
    other ??= `${m[1]} ${next}`;
  }
  return other;
}

export function judgeCompany(article: ArticleText, profile: AccountProfile): CompanyMatch {
  const all = `${article.title}. ${article.snippet} ${article.text ?? ""}`;
  const otherCompany = otherCompanyByShortName(`${article.snippet} ${article.text ?? ""}`, profile);
  if (otherCompany) return { verdict: "namesake", reason: `Namesake: the article names ${otherCompany}, not ${profile.name}` };
  const lower = all.toLowerCase();
  if (profile.domain && lower.includes(profile.domain)) return { verdict: "right_company", reason: `names the account's domain ${profile.domain}` };
  if (profile.fullName && profile.fullName !== profile.name && lower.includes(profile.fullName.toLowerCase())) {
    return { verdict: "right_company", reason: `names the full name ${profile.fullName}` };
  }
  const person = profile.people.find((p) => lower.includes(p.toLowerCase()));
  if (person) return { verdict: "right_company", reason: `quotes ${person}, known at the account` };
  // The account's own name says nothing about which company this is ("Verdant Mobility" hits "mobility").
  const context = sentencesNaming(all, aliasPattern(profile)).join(" ").replace(aliasPattern(profile), " ");
  const articleIndustries = industriesOf(context || all.replace(aliasPattern(profile), " "));
  if (profile.industries.size === 0 || articleIndustries.size === 0) {
    return { verdict: "right_company", reason: "no industry clue contradicts the account" };
  }
  const shared = [...articleIndustries].filter((i) => profile.industries.has(i));
  if (shared.length > 0) return { verdict: "right_company", reason: `same industry (${shared.join(", ")})` };
  return {
    verdict: "namesake",
    reason: `Namesake: this ${profile.name} is in ${[...articleIndustries].join(", ")}, the account in ${[...profile.industries].join(", ")}`,
  };
}
