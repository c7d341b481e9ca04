import type { ContextualizedEvent, Stakeholder } from "./llm-provider";

/** Whitespace, quote marks and case do not make a quote different. */
const normalise = (s: string) =>
  s
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[‐‑‒–—]/g, "-")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();

const withoutHonorific = (name: string) => name.replace(/^(?:(?:dr|prof|mr|mrs|ms)\.?\s+)+/i, "").trim();

/**
 * Keeps only what the article supports: the evidence sentence when the article has it (else none), and
 * stakeholders whose name and tie to the account are both written in the article, the tie naming them.
 * A model may paraphrase or invent either; hosted mode then says less rather than something untrue.
 */
export function groundInArticle(result: ContextualizedEvent, articleText: string, title = ""): ContextualizedEvent {
  const haystack = normalise(`${title}\n${articleText}`);
  const appears = (quote: string | null | undefined) => Boolean(quote && normalise(quote).length > 0 && haystack.includes(normalise(quote).replace(/[.…]+$/, "")));
  const stakeholders = result.stakeholders.filter((s: Stakeholder) => {
    const name = withoutHonorific(s.full_name);
    if (!appears(name) || !appears(s.tie_to_account)) return false;
    const surname = name.split(/\s+/).pop()!;
    return normalise(s.tie_to_account!).includes(normalise(surname));
  });
  return { ...result, signal_evidence: appears(result.signal_evidence) ? result.signal_evidence : null, stakeholders };
}
