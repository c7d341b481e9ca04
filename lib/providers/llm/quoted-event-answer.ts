import { z } from "zod";
import { contextualizedEventSchema, LlmError, offeringFits, type ContextualizedEvent } from "./llm-provider";
import { signalTypes } from "./signal-types";
import { unsupportedClaims, type QuotedClaim, type UnsupportedClaim } from "./quote-check";

// What the hosted model fills for an event: the public ContextualizedEvent, but every claim about the
// article carries the words of the article that back it, so that what the article does not say can be
// found and left out.

/** Strict structured output: every key present, optional ones nullable. */
export const quotedAnswerSchema = z.object({
  event_summary: z.array(z.object({ sentence: z.string(), quote: z.string() })),
  tldr: z.object({ sentence: z.string(), quote: z.string() }),
  why_it_matters: z.object({
    facts: z.array(z.object({ fact: z.string(), quote: z.string() })),
    opportunity: z.string(),
  }),
  offerings: z.array(z.object({ name: z.string(), link: z.string(), offering: z.string(), fit: z.enum(offeringFits) })),
  suggested_action: z.string(),
  publication: z.string(),
  signal_type: z.enum(signalTypes),
  signal_evidence: z.string().nullable(),
  stakeholders: z.array(
    z.object({
      full_name: z.string(),
      title: z.string(),
      linkedin_username: z.string().nullable(),
      reasoning: z.string(),
      tie_to_account: z.string(),
      role_change: z.enum(["incoming", "departing"]).nullable(),
    }),
  ),
});
export type QuotedAnswer = z.infer<typeof quotedAnswerSchema>;

export const UNSUPPORTED_SUMMARY_MESSAGE =
  "Could not write a summary the article supports: the language model quoted nothing the article says, even when asked again.";

/** Every claim of the answer with its quote; `id` is what `answerToEvent` drops. */
export function claimsOf(answer: QuotedAnswer): QuotedClaim[] {
  const claims: QuotedClaim[] = answer.event_summary.map((s, i) => ({ id: `summary:${i}`, label: `event_summary[${i}].quote`, quote: s.quote }));
  claims.push({ id: "tldr", label: "tldr.quote", quote: answer.tldr.quote });
  answer.why_it_matters.facts.forEach((f, i) => claims.push({ id: `why:${i}`, label: `why_it_matters.facts[${i}].quote`, quote: f.quote }));
  if (answer.signal_type !== "other" || answer.signal_evidence) claims.push({ id: "evidence", label: "signal_evidence", quote: answer.signal_evidence });
  answer.stakeholders.forEach((s, i) =>
    claims.push({ id: `stakeholder:${i}`, label: `stakeholders[${i}].tie_to_account (${s.full_name})`, quote: s.tie_to_account, minWords: 2 }),
  );
  return claims;
}

/** The claims of the answer whose quote is not in the article (title and text). */
export function unsupportedAnswerClaims(answer: QuotedAnswer, article: { title: string; text: string }): UnsupportedClaim[] {
  return unsupportedClaims(claimsOf(answer), article.title, article.text);
}

/**
 * The public event built from the answer, without the claims named in `dropped`: a summary sentence or
 * a why-it-matters fact is left out, the evidence becomes null, a stakeholder is left out, and a TL;DR
 * gives way to the first kept summary sentence. Nothing left of the summary fails the event. The result
 * is validated; an incomplete one is an LlmError.
 */
export function answerToEvent(answer: QuotedAnswer, dropped: ReadonlySet<string> = new Set()): ContextualizedEvent {
  const summary = answer.event_summary.filter((s, i) => !dropped.has(`summary:${i}`) && s.sentence.trim());
  if (summary.length === 0 && answer.event_summary.some((s) => s.sentence.trim())) {
    throw new LlmError(UNSUPPORTED_SUMMARY_MESSAGE, { retryable: false });
  }
  const tldr = dropped.has("tldr") ? summary[0] : answer.tldr;
  const facts = answer.why_it_matters.facts.filter((f, i) => !dropped.has(`why:${i}`) && f.fact.trim());
  const parsed = contextualizedEventSchema.safeParse({
    event_summary: summary.map((s) => s.sentence.trim()).join(" "),
    tldr: tldr?.sentence,
    why_it_matters: [...facts.map((f) => f.fact.trim()), answer.why_it_matters.opportunity.trim()].filter(Boolean).join(" "),
    offerings: answer.offerings.slice(0, 2),
    suggested_action: answer.suggested_action,
    publication: answer.publication,
    signal_type: answer.signal_type,
    signal_evidence: dropped.has("evidence") ? null : answer.signal_evidence?.trim() || null,
    stakeholders: answer.stakeholders
      .filter((_, i) => !dropped.has(`stakeholder:${i}`))
      .map((s) => ({ ...s, linkedin_username: s.linkedin_username?.trim() || null, tie_to_account: s.tie_to_account.trim() || null })),
    claim_quotes: {
      event_summary: summary.map((s) => s.quote),
      tldr: tldr?.quote ?? null,
      why_it_matters: facts.map((f) => f.quote),
    },
  });
  if (!parsed.success) {
    throw new LlmError(`The model's answer was incomplete: ${z.prettifyError(parsed.error)}`, { retryable: true });
  }
  return parsed.data;
}
