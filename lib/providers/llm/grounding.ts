import type { ContextualizedEvent, Stakeholder } from "./llm-provider";
import { employerInArticle, shortFormsAllowed } from "./offline/organisation";
import { cleanPersonName } from "./offline/person-name";
import { splitSentences } from "./offline/text-tools";

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
