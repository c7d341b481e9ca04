// A hosted model backs each claim with a quote from the article; these checks decide whether the quote
// is really there. Quote marks, dashes, whitespace and case may differ; the words may not: the quote
// must be one continuous passage of the text (an ellipsis joining two passages is not accepted).

export type QuoteProblem = "empty" | "ellipsis" | "too_short" | "not_found";

/** One claim of a model's answer and the quote it rests on; `id` names it for dropping. */
export type QuotedClaim = { id: string; label: string; quote: string | null | undefined; minWords?: number };
export type UnsupportedClaim = QuotedClaim & { problem: QuoteProblem };

const ELLIPSIS = /\.\.\.|…/;
const LEADING = new Set(["\"", "'", " "]);
const TRAILING = new Set(["\"", "'", " ", ".", ",", ";", ":", "!", "?"]);

/** The form in which quote and article are compared. */
export function normaliseForQuote(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[\u00ad\u200b-\u200d\u2060\ufeff]/g, "")
    .replace(/[‘’‚‛′`´]/g, "'")
    .replace(/[“”„‟″«»]/g, '"')
    .replace(/[‐‑‒–—―−]/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** Drops the quote marks a model wraps a quote in and the sentence punctuation it adds or leaves off. */
function core(normalised: string): string {
  let start = 0;
  let end = normalised.length;
  while (start < end && LEADING.has(normalised[start])) start++;
  while (end > start && TRAILING.has(normalised[end - 1])) end--;
  return normalised.slice(start, end);
}

/** Checks quotes against one article (title and text): normalised once, then one substring search per quote. */
export function articleQuotes(...texts: string[]) {
  const haystack = normaliseForQuote(texts.join("\n"));
  return {
    /** Why the quote does not back a claim, or null when it does. */
    problem(quote: string | null | undefined, minWords = 3): QuoteProblem | null {
      if (!quote?.trim()) return "empty";
      const normalised = normaliseForQuote(quote);
      if (ELLIPSIS.test(normalised)) return "ellipsis";
      const passage = core(normalised);
      if (!passage) return "empty";
      if (passage.split(" ").length < minWords) return "too_short";
      return haystack.includes(passage) ? null : "not_found";
    },
  };
}

/** The claims whose quote is not in the article, each with the reason. */
export function unsupportedClaims(claims: QuotedClaim[], ...articleTexts: string[]): UnsupportedClaim[] {
  const check = articleQuotes(...articleTexts);
  return claims.flatMap((claim) => {
    const problem = check.problem(claim.quote, claim.minWords);
    return problem ? [{ ...claim, problem }] : [];
  });
}

const problemText = (problem: QuoteProblem, source: string) =>
  ({
    empty: "no quote given",
    ellipsis: "joins passages with an ellipsis",
    too_short: "too short to back the claim",
    not_found: `not found in ${source}`,
  })[problem];

const clip = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The follow-up message asking the model to answer again, saying which quotes failed and why. */
export function quoteRetryMessage(unsupported: UnsupportedClaim[], source = "the article"): string {
  return [
    `These quotes were not found in ${source}, so the claims they back cannot be shown:`,
    ...unsupported.map((u) => `- ${u.label}: ${u.quote?.trim() ? `"${clip(u.quote.trim())}"` : "(empty)"}: ${problemText(u.problem, source)}`),
    `Answer again with the whole JSON object. Copy every quote character for character from ${source}: one continuous passage, no ellipsis, no words changed, added or translated. Leave out any claim not stated in ${source}.`,
  ].join("\n");
}
