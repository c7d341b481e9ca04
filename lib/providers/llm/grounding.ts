import type { ContextualizedEvent, Stakeholder } from "./llm-provider";
import { employerInArticle, shortFormsAllowed } from "./offline/organisation";
import { cleanPersonName } from "./offline/person-name";
import { storySentences } from "./offline/story";
import { contentTokens, splitSentences, wordCount } from "./offline/text-tools";

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
 * stakeholders whose name and tie to the account are both written in the article, the tie naming them, whose
 * name has the shape of a person's ("Crisis Manager" and "Trump's Strategy" are not people), and whom the
 * article does not place at another organisation (the same check as the offline extraction). A model may
 * paraphrase, invent or misattribute; hosted mode then says less rather than something untrue.
 */
export function groundInArticle(result: ContextualizedEvent, articleText: string, title = "", accountNames: string[] = []): ContextualizedEvent {
  const haystack = normalise(`${title}\n${articleText}`);
  const appears = (quote: string | null | undefined) => Boolean(quote && normalise(quote).length > 0 && haystack.includes(normalise(quote).replace(/[.…]+$/, "")));
  const sentences = splitSentences(articleText);
  const names = accountNames.map((n) => n.trim()).filter(Boolean);
  const shortForms = shortFormsAllowed(`${title}\n${articleText}`, names);
  const stakeholders = result.stakeholders.filter((s: Stakeholder) => {
    const name = withoutHonorific(s.full_name);
    if (!appears(name) || !appears(s.tie_to_account)) return false;
    if (!cleanPersonName(name)) return false;
    const surname = name.split(/\s+/).pop()!;
    if (!normalise(s.tie_to_account!).includes(normalise(surname))) return false;
    // Someone joining the account from elsewhere is named with the old employer; anyone else placed only elsewhere is not the account's.
    return !names.length || s.role_change === "incoming" || employerInArticle(name, sentences, names, shortForms) !== "other";
  });
  return {
    ...result,
    suggested_action: addressedToIncoming(result.suggested_action, stakeholders),
    signal_evidence: appears(result.signal_evidence) ? result.signal_evidence : null,
    stakeholders,
  };
}

/** When a role changes hands, the action goes to the person taking it up: a departing addressee is replaced by the incoming one. */
function addressedToIncoming(action: string, stakeholders: Stakeholder[]): string {
  const incoming = stakeholders.find((s) => s.role_change === "incoming");
  if (!incoming || action.includes(withoutHonorific(incoming.full_name))) return action;
  const departing = stakeholders.find((s) => s.role_change === "departing" && action.includes(withoutHonorific(s.full_name)));
  return departing ? action.split(withoutHonorific(departing.full_name)).join(withoutHonorific(incoming.full_name)) : action;
}

/** Share of a summary sentence's content words that one article sentence must hold for it to count as supported. */
const SUPPORTED_SHARE = 0.8;
/** Share of a sentence's words found in the title for it to count as the headline repeated. */
const HEADLINE_SHARE = 0.8;

const numbersOf = (s: string) => new Set((s.replace(/(\d),(?=\d{3})/g, "$1").match(/\d+(?:\.\d+)?/g) ?? []).map((n) => n.replace(/\.0+$/, "")));
const plainWords = (s: string) => normalise(s).match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The sentences of `summary` the article body does not support. A sentence is supported when the body
 * holds it (a cut one ending in "…" included), or when one body sentence (or two in a row) holds its numbers
 * and nearly all its content words (a model's light rewording). A headline of another story, a caption or
 * a sign-up line is in no body sentence, so it comes back here.
 */
export function unsupportedSentences(summary: string, body: string): string[] {
  const haystack = normalise(body);
  const sentences = splitSentences(body);
  // One sentence, or two in a row: a summary often joins a sentence and the one after it.
  const spans = sentences.flatMap((s, i) => [s, ...(i + 1 < sentences.length ? [`${s} ${sentences[i + 1]}`] : [])]);
  const bodySentences = spans.map((s) => ({ tokens: new Set(contentTokens(s)), numbers: numbersOf(s) }));
  return splitSentences(summary).filter((sentence) => {
    const quoted = normalise(sentence).replace(/[.…]+$/, "");
    if (quoted.length > 0 && haystack.includes(quoted)) return false;
    const tokens = [...new Set(contentTokens(sentence))];
    const numbers = [...numbersOf(sentence)];
    if (tokens.length === 0) return true;
    const needed = Math.ceil(tokens.length * SUPPORTED_SHARE);
    return !bodySentences.some((b) => numbers.every((n) => b.numbers.has(n)) && tokens.filter((t) => b.tokens.has(t)).length >= needed);
  });
}

/** The headline again, or nearly: most of the sentence's words are the title's. */
export function repeatsHeadline(sentence: string, title: string): boolean {
  const words = plainWords(sentence.replace(/…$/, ""));
  if (words.length === 0 || !title.trim()) return false;
  const inTitle = new Set(plainWords(title));
  return words.filter((w) => inTitle.has(w)).length / words.length >= HEADLINE_SHARE;
}

/** What is wrong with a summary and TL;DR: their sentences the body does not support, and a TL;DR that is the headline again. */
export function summaryProblems(result: Pick<ContextualizedEvent, "event_summary" | "tldr">, body: string, title: string): string[] {
  const problems = unsupportedSentences(`${result.event_summary}\n${result.tldr}`, body);
  if (repeatsHeadline(result.tldr, title)) problems.push(`${result.tldr} (the headline again)`);
  return problems;
}

/**
 * The summary with only its supported sentences, and a TL;DR the body supports that is not the headline;
 * what is left empty is filled from the story's lead.
 */
export function groundSummary(result: ContextualizedEvent, body: string, title: string): ContextualizedEvent {
  const kept = splitSentences(result.event_summary).filter((s) => unsupportedSentences(s, body).length === 0 && !repeatsHeadline(s, title));
  const lead = storySentences(body).filter((s) => !repeatsHeadline(s, title));
  const tldrOk = unsupportedSentences(result.tldr, body).length === 0 && !repeatsHeadline(result.tldr, title);
  const tldr = tldrOk ? result.tldr : (lead.find((s) => wordCount(s) >= 8) ?? lead[0] ?? result.tldr);
  const summary = kept.length > 0 ? kept.join(" ") : lead.slice(0, 3).join(" ") || result.event_summary;
  return { ...result, event_summary: summary, tldr };
}
