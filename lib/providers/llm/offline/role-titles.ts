import { titleCase } from "./text-tools";

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
export const ROLE = String.raw`(?:(?:${ci("interim")}|${ci("acting")})\s)?(?:${SINGLE_ROLE})(?:\s(?:and|&)\s(?:${SINGLE_ROLE}))?`;

// Titles only a company has (a president or a chair may be a country's or a club's): enough to tie an untied mention in a story about the account.
export const CORPORATE_ROLE = /\b(?:chief|officer|CEO|CFO|COO|CTO|CIO|CMO|CPO|founder|co-founder|head of|editor-in-chief|managing director|general counsel|vice president)\b/i;

/**
 * "Director of National Intelligence Dan Coats" and
 * "President Joe Biden", "Vice President Kamala Harris", "Chair Lina Khan": a capitalised bare office before
 * a name, with no organisation, is a public one (a company's is written "Acme President …" or "president …").
 */
export const PUBLIC_OFFICE = /^(?:Vice\s)?(?:President|Chair|Chairman|Chairwoman)$|\b(?:National|Federal|Homeland|Intelligence|Justice|Defen[cs]e|Treasury|Congress|Senate|Parliament|Government|Ministry|Bureau|Police|Reserve)\b/;

export function tidyTitle(raw: string): string {
  const t = raw.replace(/\s+/g, " ").trim();
  const words = t.split(" ");
  const lowercaseStyle = words.every((w) => w === w.toLowerCase() || /^[A-Z]{2,}$/.test(w));
  return lowercaseStyle || words.some((w) => /^\p{Ll}/u.test(w) && !["of", "and", "the", "for"].includes(w)) ? titleCase(t) : t;
}
