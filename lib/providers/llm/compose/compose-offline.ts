import { splitSentences } from "../offline/text-tools";
import type { ComposedMessage, ComposeInput, VariationStyle } from "./compose-types";
import { buildEvidence } from "./evidence";
import { phrasesByLanguage } from "./phrases";
import type { Phrases } from "./phrases-types";

// The offline composer: a real, sendable message assembled from the event's own sentences and the
// fixed phrases of the chosen language. Deterministic: the same input always gives the same text.

const firstName = (full: string) => full.trim().split(/\s+/)[0] ?? full;

/** The facts the message quotes: the tldr (or the first summary sentence), then further summary sentences. */
function factsOf(event: ComposeInput["event"], count: number): string[] {
  const candidates = [
    event.tldr?.trim(),
    ...splitSentences(event.event_summary ?? ""),
    ...splitSentences(event.summary ?? ""),
    event.title?.trim(),
  ].filter((s): s is string => Boolean(s && s.length > 3));
  const seen = new Set<string>();
  const facts: string[] = [];
  for (const c of candidates) {
    const key = c.toLowerCase().replace(/\W+/g, " ").trim();
    if (seen.has(key) || [...seen].some((s) => s.includes(key) || key.includes(s))) continue;
    seen.add(key);
    facts.push(c.replace(/\s+/g, " "));
    if (facts.length === count) break;
  }
  return facts;
}

const quoted = (p: Phrases, fact: string) => `${p.quote[0]}${fact.replace(/[.]$/, "")}${p.quote[1]}`;

function offeringNames(input: ComposeInput, p: Phrases) {
  const names = input.event.offerings.map((o) => o.name.trim()).filter(Boolean).slice(0, 2);
  if (names.length === 0) return input.seller.company_name;
  return names.length === 1 ? names[0] : `${names[0]} ${p.and} ${names[1]}`;
}

type Parts = { greeting: string; intro: string | null; lead: string | null; facts: string[]; extra: string | null; relevance: string; cta: string; close: string | null };

function parts(input: ComposeInput, p: Phrases, style: VariationStyle | undefined): Parts {
  const { options, recipient, seller, account } = input;
  const factCount = options.length === "detailed" ? 2 : 1;
  const facts = factsOf(input.event, factCount).map((f) => quoted(p, f));
  const name = recipient ? firstName(recipient.full_name) : null;
  const greeting = name ? (options.tone === "professional" ? p.greetFormal(recipient!.full_name) : p.greet(name)) : p.greetAll;
  const intro =
    options.length === "concise" && style !== "consultative"
      ? null
      : options.relationship === "prospect"
        ? p.introProspect(seller.sender_name, seller.company_name)
        : p.introCustomer;
  const lead = style === "insight_led" ? p.insightLead : p.saw(account.name);
  const extra = style === "consultative" || options.length === "detailed" ? p.question : null;
  return {
    greeting,
    intro: style === "direct" && intro ? `${intro} ${p.directLead}` : intro,
    lead,
    facts,
    extra,
    // Bad news: an acknowledgement instead of the pitch, an offer with no agenda instead of the ask.
    relevance: input.guardrail ? p.care.acknowledge : p.relevance(seller.company_name, offeringNames(input, p)),
    cta: input.guardrail ? p.care.offer : p.cta[options.objective],
    close: options.length === "concise" ? null : input.guardrail ? p.care.close : p.close[options.tone],
  };
}

function email(input: ComposeInput, p: Phrases, x: Parts, style: VariationStyle | undefined) {
  const [first, second] = x.facts;
  const body: string[] = [];
  if (x.intro) body.push(x.intro);
  body.push(`${x.lead} ${first ?? ""}`.trim());
  if (second) body.push(`${p.alsoNoted} ${second}`);
  if (style === "direct") body.push(`${x.cta} ${x.relevance}`);
  else body.push(x.extra ? `${x.relevance} ${x.extra}` : x.relevance, x.cta);
  if (x.close) body.push(x.close);
  return [`Subject: ${p.subject(input.account.name)}`, "", x.greeting, "", body.join("\n\n"), "", p.signoff, input.seller.sender_name].join("\n");
}

function linkedin(input: ComposeInput, p: Phrases, x: Parts, style: VariationStyle | undefined) {
  const [first, second] = x.facts;
  const lines = [x.greeting, [x.intro, `${x.lead} ${first ?? ""}`.trim()].filter(Boolean).join(" ")];
  if (second) lines.push(`${p.alsoNoted} ${second}`);
  lines.push(style === "direct" ? `${x.cta} ${x.relevance}` : [x.relevance, x.extra, x.cta].filter(Boolean).join(" "));
  if (x.close) lines.push(x.close);
  lines.push(firstName(input.seller.sender_name));
  return lines.join("\n\n");
}

function phone(input: ComposeInput, p: Phrases, x: Parts, style: VariationStyle | undefined) {
  const [first, second] = x.facts;
  const points: string[] = [];
  if (x.intro || input.options.length !== "concise") points.push(`${p.phone.open}: ${[x.greeting, x.intro ?? p.introProspect(input.seller.sender_name, input.seller.company_name)].join(" ")}`);
  points.push(`${p.phone.context}: ${x.lead} ${first ?? ""}`.trim());
  if (second) points.push(`${p.phone.context}: ${p.alsoNoted} ${second}`);
  const value = `${p.phone.value}: ${x.relevance}`;
  const ask = `${p.phone.ask}: ${x.cta}`;
  if (style === "direct") points.push(ask, value);
  else points.push(value, ...(x.extra ? [`${p.phone.question}: ${x.extra}`] : []), ask);
  if (x.close) points.push(`${p.phone.ask}: ${x.close}`);
  return points.map((point, i) => `${i + 1}. ${point}`).join("\n");
}

/** Composes the message and ties each quoted fact to the source sentence it came from. */
export function composeOffline(input: ComposeInput): ComposedMessage {
  const p = phrasesByLanguage[input.options.language] ?? phrasesByLanguage.en;
  const style = input.options.variation_style;
  const x = parts(input, p, style);
  const write = input.options.format === "email" ? email : input.options.format === "linkedin" ? linkedin : phone;
  const message = write(input, p, x, style);
  const claims = factsOf(input.event, input.options.length === "detailed" ? 2 : 1).map((claim) => ({ claim }));
  return { message, evidence: buildEvidence(input.event, claims) };
}
