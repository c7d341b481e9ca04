import { composeOffline } from "../compose/compose-offline";
import type { ComposedMessage, ComposeInput } from "../compose/compose-types";
import type { ContextualizedEvent, ContextualizeInput, LlmProvider, Stakeholder } from "../llm-provider";
import type { SignalType } from "../signal-types";
import { contextualizedEventSchema } from "../llm-provider";
import { unsupportedSentences, repeatsHeadline } from "../grounding";
import { eventFacts } from "./event-facts";
import { fitOfferings } from "./offerings";
import { actions, roleFocus, signalNouns, weakFitAction } from "./phrasing";
import { detectSignal } from "./signals";
import { parseSolutions, type Solution } from "./solutions";
import { findStakeholders, type FoundPerson } from "./stakeholders";
import { hasVerb, storySentences, withoutDateline } from "./story";
import { extractiveSummary, scoreSentences } from "./summarize";
import { contentTokens, shorten, wordCount } from "./text-tools";
import { eventInFacts, offeringLine, whyItMatters } from "./why-it-matters";

const TLDR_WORDS = 32;
const MIN_TLDR_WORDS = 8;

/**
 * The embedded-mode LLM: deterministic and offline, built only from what the article says (the signal's
 * evidence sentence, an extractive summary, the people the text ties to the account) and the seller's solutions.
 */
export class OfflineLlm implements LlmProvider {
  readonly name = "offline";
  readonly draftsAtOnce = true;

  async composeMessage(input: ComposeInput): Promise<ComposedMessage> {
    return composeOffline(input);
  }

  async contextualizeEvent(input: ContextualizeInput): Promise<ContextualizedEvent> {
    const { article, account, company } = input;
    const accountName = account.name.trim();
    const accountNames = [accountName, account.full_name ?? ""].filter(Boolean);
    // The story's own sentences: not page furniture, not the headline repeated in the body.
    const sentences = storySentences(article.text).filter((s) => !repeatsHeadline(s, article.title));
    const story = sentences.join("\n\n");
    const { type: signal, evidence } = detectSignal(article.title, article.text);

    const scored = scoreSentences(story, accountNames);
    const summarySentences = extractiveSummary(scored, 3).map(withoutDateline);
    const tldr = tldrOf(sentences, evidence, article.title);

    const solutions = parseSolutions(company.solutions ?? "");
    const offered = fitOfferings(solutions.length ? solutions : fallbackSolutions(company), sentences, signal);
    const offerings = offered.map((s) => ({ name: s.name, link: s.link, offering: offeringLine(s), fit: s.fit }));

    const people = orderForContact(findStakeholders(article.text, accountNames, { title: article.title })).slice(0, 5);
    const offerNames = offered.map((o) => o.name).join(" and ");
    const stakeholders: Stakeholder[] = people.map((p) => ({
      full_name: p.full_name,
      title: p.title,
      linkedin_username: null,
      reasoning: reasoningFor(p, signal, offerNames),
      tie_to_account: p.tie,
      role_change: p.change ?? null,
    }));
    const best = bestContact(people, offered[0], signal);
    const contact = best ? `${best.full_name} (${best.title})` : `the leadership team at ${accountName}`;

    const facts = eventFacts([...(evidence ? [evidence] : []), ...sentences.slice(0, 5)], accountNames);
    const why = whyItMatters({
      event: eventInFacts(signal, accountName, facts, best),
      person: best,
      seller: company.name,
      offered,
    });
    const action = offered[0].fit === "strong" ? actions[signal](contact, offered[0].name) : weakFitAction(contact, signal, offered[0].name);

    return contextualizedEventSchema.parse({
      event_summary: groundedSummary(summarySentences, article.text) || sentences[0] || shorten(article.text, TLDR_WORDS),
      tldr,
      why_it_matters: why,
      offerings,
      suggested_action: action,
      publication: article.publication?.trim() || hostOf(article.url),
      signal_type: signal,
      signal_evidence: evidence,
      stakeholders,
    });
  }
}

/** The summary's sentences the body supports (all of them, by construction; the check guards the extraction). */
function groundedSummary(sentences: string[], body: string): string {
  return sentences.filter((s) => unsupportedSentences(s, body).length === 0).join(" ");
}

/**
 * One real sentence of the story: the event's sentence when the lede holds it, else the lede itself; a
 * sentence that fits is preferred to one that must be cut, and a cut keeps the start of the sentence.
 * Never page furniture (left out of the story's sentences), a caption without a verb, or a quote.
 */
function tldrOf(sentences: string[], evidence: string | null, title: string): string {
  const lede = sentences.slice(0, 3);
  const candidates = [evidence && lede.includes(evidence) ? evidence : null, ...lede, ...sentences.slice(3, 6)]
    .filter((s): s is string => Boolean(s) && !/^["“‘]/.test(s!))
    .map((s) => withoutDateline(withoutAttribution(s)))
    .filter((s) => wordCount(s) >= MIN_TLDR_WORDS && hasVerb(s) && !repeatsHeadline(s, title));
  const fitting = candidates.find((s) => shorten(s, TLDR_WORDS) === s);
  if (fitting) return fitting;
  if (candidates[0]) return shorten(candidates[0], TLDR_WORDS);
  return shorten(withoutAttribution(sentences[0] ?? title), TLDR_WORDS);
}

/** "…, the company said on Tuesday." → "…." */
function withoutAttribution(sentence: string) {
  return sentence.replace(/,\s(?:the\s(?:company|companies|firm|bank|group)|[A-Z][\w ]{0,30}?)\s(?:said|says|announced)(?:\son\s\w+)?(?=[.!?]["”’]?$)/, "");
}

/** Incoming and current people first; the one leaving a role last (still named, never the contact of choice). */
function orderForContact(people: FoundPerson[]): FoundPerson[] {
  const rank = (p: FoundPerson) => (p.change === "incoming" ? 0 : p.change === "departing" ? 2 : 1);
  return [...people].sort((a, b) => rank(a) - rank(b));
}

function reasoningFor(p: FoundPerson, signal: SignalType, offerNames: string) {
  if (p.change === "departing") {
    return `${p.full_name} is leaving the role of ${p.title}; useful context for ${signalNouns[signal]}, but the conversation about ${offerNames} belongs with the successor.`;
  }
  const role = p.change === "incoming" ? `takes up the role of ${p.title}` : `is named as ${p.title}`;
  return `${p.full_name} ${role} in the coverage of ${signalNouns[signal]}; the role ${roleFocus(p.title)}, which makes ${p.full_name} a natural contact for ${offerNames}.`;
}

/**
 * The person to address: the newcomer when a role changes hands (a leadership change, or any story with someone
 * leaving), else the closest role to the first offering; never someone leaving.
 */
function bestContact(people: FoundPerson[], offering: Solution, signal: SignalType): FoundPerson | undefined {
  const candidates = people.filter((p) => p.change !== "departing");
  if (signal === "leadership_change" || people.some((p) => p.change === "departing")) {
    const incoming = candidates.find((p) => p.change === "incoming");
    if (incoming) return incoming;
  }
  const wanted = new Set(contentTokens(`${offering.name} ${offering.description}`));
  let best: FoundPerson | undefined;
  let bestScore = -1;
  for (const person of candidates) {
    const score = contentTokens(`${person.title} ${roleFocus(person.title)}`).filter((t) => wanted.has(t)).length;
    if (score > bestScore) {
      best = person;
      bestScore = score;
    }
  }
  return best;
}

function fallbackSolutions(company: ContextualizeInput["company"]): Solution[] {
  const description = company.solutions_brief?.trim() || company.solutions?.trim() || `the products and services of ${company.name}`;
  return [{ name: company.name, link: "", description }];
}

function hostOf(url: string) {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return "Unknown publication";
  }
}
