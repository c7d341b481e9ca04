import type { SignalType } from "../signal-types";
import type { EventFacts } from "./event-facts";
import type { FittedSolution } from "./offerings";
import type { FoundPerson } from "./stakeholders";
import { capitalize, lowerFirst, shorten } from "./text-tools";

const NEED_QUOTE_WORDS = 30;

/** What happened, in the article's own facts: the amount, headcount, place, product and person it names. */
export function eventInFacts(signal: SignalType, account: string, facts: EventFacts, person: FoundPerson | undefined): string {
  const { amount, headcount, place, product } = facts;
  const inPlace = place ? ` in ${place}` : "";
  switch (signal) {
    case "funding":
      return `${account} has raised ${amount ?? "new capital"} and is entering a growth phase`;
    case "acquisition":
      return `${account} has an acquisition${amount ? ` worth ${amount}` : ""} to bring onto its systems, data and teams`;
    case "leadership_change":
      return person ? `${person.full_name} is new as ${person.title} at ${account} and setting priorities` : `${account} has a new leader setting priorities`;
    case "hiring":
      return `${account} plans to hire ${headcount ?? "quickly"}${inPlace}`;
    case "expansion":
      return `${account} is expanding${inPlace}${headcount ? `, with ${headcount}` : ""}${amount ? `, an investment of ${amount}` : ""}`;
    case "partnership":
      return `${account} has a new partnership${amount ? ` worth ${amount}` : ""}${inPlace}`;
    case "product_launch":
      return `${account} has launched ${product ?? "a new product"}${inPlace}`;
    case "layoffs":
      return `${account} is cutting ${headcount ?? "costs"}${inPlace}${amount ? ` to save ${amount}` : ""}`;
    case "earnings":
      return `${account} has reported results${amount ? ` (${amount})` : ""} and is setting next year’s plans`;
    case "legal":
      return `${account} is under legal or regulatory scrutiny${amount ? `, with ${amount} at stake` : ""}`;
    default:
      return `${account} is in the news${inPlace}${amount ? ` (${amount})` : ""}`;
  }
}

/**
 * Why the event matters to the seller: the event in its facts, the person the story names, and the
 * offering tied to the need the article states — or, when none fits, plainly so, with the closest one.
 */
export function whyItMatters(input: {
  event: string;
  person: FoundPerson | undefined;
  seller: string;
  offered: FittedSolution[];
}): string {
  const { event, person, seller, offered } = input;
  const [first] = offered;
  const parts = [`${capitalize(event)}.`];
  const named = `${event} ${first.need ?? ""}`;
  if (person && !named.includes(person.full_name)) parts.push(`The story names ${person.full_name}, ${person.title}.`);
  if (first.fit === "strong" && first.need) {
    parts.push(`It states a need: “${needQuote(first.need)}” ${possessive(seller)} ${first.name} answers it: ${lowerFirst(first.description)}.`);
  } else {
    parts.push(`None of ${possessive(seller)} offerings answers this directly; the closest is ${first.name} (${lowerFirst(first.description)}).`);
  }
  return parts.join(" ");
}

/** The offering's line: what it does, and the article's need it answers (or that it is only the closest). */
export function offeringLine(offer: FittedSolution): string {
  if (offer.fit === "strong" && offer.need) return `${capitalize(offer.description)}, for what the article describes: “${needQuote(offer.need)}”`;
  return `${capitalize(offer.description)}; a weak fit: the article states no need it answers directly.`;
}

const possessive = (name: string) => (/s$/i.test(name) ? `${name}’` : `${name}’s`);

const needQuote = (sentence: string) => shorten(sentence.replace(/^["“‘]+|["”’]+$/g, ""), NEED_QUOTE_WORDS);
