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

export type Mention = { verdict: "about" | "passing_mention" | "not_mentioned"; reason: string };

const LIST_CONTEXT = /(such as|including|like|rivals?|competitors?|peers?|alongside|as well as|among them|customers include|other companies|, and)\s*$/i;

export function judgeMention(article: ArticleText, profile: AccountProfile): Mention {
  const pattern = aliasPattern(profile);
  const inTitle = countMatches(pattern, article.title);
  const inSnippet = countMatches(pattern, article.snippet);
  const text = article.text ?? "";
  const inText = countMatches(pattern, text);
  if (inTitle + inSnippet + inText === 0) return { verdict: "not_mentioned", reason: `${profile.name} is not named in the article` };
  if (inTitle > 0) {
    const before = article.title.slice(0, article.title.search(pattern));
    if (!LIST_CONTEXT.test(before.trim()) || before.trim() === "") return { verdict: "about", reason: `${profile.name} is named in the headline` };
  }
  const lead = `${article.snippet} ${text.slice(0, 400)}`;
  const leadMatch = lead.search(pattern);
  if (leadMatch >= 0 && !LIST_CONTEXT.test(lead.slice(Math.max(0, leadMatch - 40), leadMatch).trim()) && inText + inSnippet >= 2) {
    return { verdict: "about", reason: `${profile.name} leads the story and is named ${inText + inSnippet} times` };
  }
  if (inText >= 3) return { verdict: "about", reason: `${profile.name} is named ${inText} times in the text` };
  return {
    verdict: "passing_mention",
    reason: `Passing mention: ${profile.name} is named ${inTitle + inSnippet + inText} time(s), not in the headline or lead`,
  };
}

export type CompanyMatch = { verdict: "right_company" | "namesake"; reason: string };

/** The sentences naming the account. */
function sentencesNaming(text: string, pattern: RegExp): string[] {
  return text.split(/(?<=[.!?])\s+/).filter((s) => countMatches(pattern, s) > 0);
}

export function judgeCompany(article: ArticleText, profile: AccountProfile): CompanyMatch {
  const all = `${article.title}. ${article.snippet} ${article.text ?? ""}`;
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
