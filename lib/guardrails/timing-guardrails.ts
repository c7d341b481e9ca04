import type { EventData } from "@/lib/db/schema/events";

// Timing guardrails for bad news (one rule table): when the news hurts the account (people let go, a
// lawsuit or breach, missed results, a leader pushed out, insolvency), a seller who pitches on it looks
// tone-deaf. The composer warns before drafting and writes with empathy and no pitch; the daily email
// labels the event "Handle with care" and suggests no hard sell.

export const HANDLE_WITH_CARE = "Handle with care";

export type CareReason = "layoffs" | "legal" | "breach" | "missed_earnings" | "forced_departure" | "bankruptcy";

/** The objective the composer suggests for such news (spec 2's objectives). */
export const CARE_OBJECTIVE = "build_trust" as const;

export type TimingGuardrail = {
  reason: CareReason;
  label: typeof HANDLE_WITH_CARE;
  /** What the composer and the email say about this kind of news. */
  warning: string;
  /** Added to the composer's instructions, whatever objective is chosen. */
  instruction: string;
};

const WARNINGS: Record<CareReason, string> = {
  layoffs: "This is news of job cuts: people at the account may be losing colleagues or their own jobs.",
  legal: "This is a legal matter for the account: a lawsuit, investigation or penalty is rarely a moment to sell.",
  breach: "This is news of a security breach: the account's team is likely dealing with the fallout.",
  missed_earnings: "These results fell short: the account's leaders are under pressure.",
  forced_departure: "This leader left under pressure: the change may be painful inside the account.",
  bankruptcy: "The account is in financial distress (insolvency or bankruptcy).",
};

const INSTRUCTION =
  "This news is difficult for the recipient. Write with empathy: acknowledge the situation in a sentence, offer help without any pitch (no product names, no meeting request, no urgency, no discount), and keep it short.";

// Cues read from the event's own title, summary and TL;DR. Words, not stems: "missed" and "misses"
// are listed, "miss" alone is not (a "near miss", "Miss Universe").
const BANKRUPTCY = /\b(bankrupt(?:cy|cies)?|chapter 11|chapter 7|insolven(?:t|cy)|administration proceedings|into administration|receivership|creditor protection|liquidation)\b/i;
const BREACH = /\b(data breach|security breach|breach of (?:its|customer|user) data|hack(?:ed|ers?)|cyber ?attack|ransomware|data leak|leaked data|stolen data)\b/i;
const MISSED_EARNINGS =
  /\b(miss(?:ed|es)? (?:analysts'? |wall street )?(?:estimates|expectations|forecasts?|targets?)|(?:fell|falls|falling) short|below (?:analysts'? )?(?:estimates|expectations|forecasts?)|profit warning|warns? on (?:profits?|earnings|sales)|cuts? (?:its |full-year |annual )?(?:guidance|forecast|outlook)|lower(?:s|ed)? (?:its )?(?:guidance|forecast|outlook)|(?:net |quarterly |annual )?loss(?:es)? (?:widen(?:s|ed)?|deepen(?:s|ed)?)|swung to a (?:net )?loss|(?:profits?|earnings|revenue|sales) (?:plunge[sd]?|slump(?:s|ed)?|tumble[sd]?|drop(?:s|ped)?|fall(?:s)?|fell|decline[sd]?|sink(?:s)?|sank))\b/i;
const FORCED_DEPARTURE =
  /\b(ousted|ousts|oust|fired|sacked|forced out|forced to (?:resign|step down|quit)|pushed out|under pressure|amid (?:criticism|scandal|pressure|investigation|probe|allegations|turmoil|losses)|resign(?:s|ed)? (?:abruptly|amid|after (?:criticism|scandal|allegations))|abrupt (?:departure|exit|resignation)|steps? down amid|stepped down amid|no confidence|shareholder revolt)\b/i;

export type GuardrailInput = { signalType?: string | null; texts: (string | null | undefined)[] };

/** The guardrail an event carries, or null. The first matching rule wins (bankruptcy before the rest). */
export function timingGuardrailFor({ signalType, texts }: GuardrailInput): TimingGuardrail | null {
  const text = texts.filter(Boolean).join(" \n ");
  const reason = careReasonOf(signalType ?? null, text);
  return reason ? { reason, label: HANDLE_WITH_CARE, warning: WARNINGS[reason], instruction: INSTRUCTION } : null;
}

function careReasonOf(signalType: string | null, text: string): CareReason | null {
  if (BANKRUPTCY.test(text)) return "bankruptcy";
  if (signalType === "layoffs") return "layoffs";
  if (BREACH.test(text)) return "breach";
  if (signalType === "legal") return "legal";
  if (signalType === "earnings" && MISSED_EARNINGS.test(text)) return "missed_earnings";
  if (signalType === "leadership_change" && FORCED_DEPARTURE.test(text)) return "forced_departure";
  return null;
}

/** The guardrail of a stored event, read from its signal type and its own title, TL;DR and summary. */
export function guardrailForEvent(event: { title: string | null; summary: string | null; data: EventData | null }): TimingGuardrail | null {
  const data = event.data ?? {};
  return timingGuardrailFor({ signalType: data.signal_type, texts: [event.title, data.tldr, data.event_summary ?? event.summary] });
}
