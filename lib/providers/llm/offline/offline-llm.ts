import { composeOffline } from "../compose/compose-offline";
import type { ComposedMessage, ComposeInput } from "../compose/compose-types";
import type { ContextualizedEvent, ContextualizeInput, LlmProvider, Stakeholder } from "../llm-provider";
import { contextualizedEventSchema } from "../llm-provider";
import { matchOfferings } from "./offerings";
import { actions, roleFocus, signalNouns, situations } from "./phrasing";
import { detectSignal } from "./signals";
import { parseSolutions, type Solution } from "./solutions";
import { extractiveSummary, scoreSentences } from "./summarize";
import { findStakeholders, type FoundPerson } from "./stakeholders";
import { capitalize, contentTokens, lowerFirst, shorten } from "./text-tools";

/**
 * The embedded-mode LLM: deterministic and offline, built only from what the article says
 * (extractive summary, keyword signal detection, role patterns) and the seller's solutions text.
 */
export class OfflineLlm implements LlmProvider {
  readonly name = "offline";

  async composeMessage(input: ComposeInput): Promise<ComposedMessage> {
    return composeOffline(input);
  }

  async contextualizeEvent(input: ContextualizeInput): Promise<ContextualizedEvent> {
    const { article, account, company } = input;
    const accountName = account.name.trim();
    const accountNames = [accountName, account.full_name ?? ""].filter(Boolean);
    const text = article.text.trim();
    const signal = detectSignal(article.title, text);

    const scored = scoreSentences(text, accountNames);
    const summarySentences = extractiveSummary(scored, 3);
    const lead = scored.find((s) => accountNames.some((n) => s.text.toLowerCase().includes(n.toLowerCase())) && s.index < 4) ?? scored[0];
    const tldr = shorten(withoutAttribution(lead?.text ?? article.title), 32);
    const keyFact =
      [...scored]
        .filter((s) => s.index !== lead?.index && /\d/.test(s.text) && !/^["“‘]/.test(s.text))
        .sort((a, b) => b.score - a.score)[0]?.text ?? null;

    const solutions = parseSolutions(company.solutions ?? "");
    const offered = matchOfferings(solutions.length ? solutions : fallbackSolutions(company), text, signal);
    const situation = situations[signal](accountName);
    const offerings = offered.map((s) => ({
      name: s.name,
      link: s.link,
      offering: `${capitalize(s.description)}, useful now that ${situation}.`,
    }));

    const people = findStakeholders(text, accountNames).slice(0, 5);
    const offerNames = offered.map((o) => o.name).join(" and ");
    const stakeholders: Stakeholder[] = people.map((p) => ({
      full_name: p.full_name,
      title: p.title,
      linkedin_username: null,
      reasoning: `${p.full_name} is named in the coverage of ${signalNouns[signal]} as ${p.title}; the role ${roleFocus(p.title)}, which makes ${p.full_name} a natural contact for ${offerNames}.`,
    }));
    const best = bestContact(people, offered[0]);
    const contact = best ? `${best.full_name} (${best.title})` : `the leadership team at ${accountName}`;

    const why = [
      `${capitalize(situation)}.`,
      keyFact ? `${shorten(keyFact, 40)}` : "",
      `For ${company.name}, that is an opening for ${offerNames}: ${lowerFirst(offered[0].description)}.`,
    ]
      .filter(Boolean)
      .join(" ");

    return contextualizedEventSchema.parse({
      event_summary: summarySentences.join(" ") || article.excerpt || article.title,
      tldr,
      why_it_matters: why,
      offerings,
      suggested_action: actions[signal](contact, offered[0].name),
      publication: article.publication?.trim() || hostOf(article.url),
      signal_type: signal,
      stakeholders,
    });
  }
}

/** "…, the company said on Tuesday." → "…." */
function withoutAttribution(sentence: string) {
  return sentence.replace(/,\s(?:the\s(?:company|companies|firm|bank|group)|[A-Z][\w ]{0,30}?)\s(?:said|says|announced)(?:\son\s\w+)?(?=[.!?]["”’]?$)/, "");
}

/** The named person whose role is closest to what the first offering does (the first one on a tie). */
function bestContact(people: FoundPerson[], offering: Solution): FoundPerson | undefined {
  const wanted = new Set(contentTokens(`${offering.name} ${offering.description}`));
  let best: FoundPerson | undefined;
  let bestScore = -1;
  for (const person of people) {
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
