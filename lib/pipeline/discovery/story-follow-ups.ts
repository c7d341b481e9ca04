// Follow-ups: a later article about a new development of a story is a different story for the user,
// even though it retells the original in its lead ("Man charged with arson over Waitrose fire" the day
// after "Waitrose fire in Wellington tackled"). Word overlap cannot tell them apart: the follow-up
// repeats the original's place, names and words by design.

/** The days an article is dated by (publication, first seen), as storyFeatureViews reads them. */
export type Days = [number, number] | null;

// A step of a case against someone: arrest, charge, indictment, plea, verdict, sentence. "Charge" alone
// is also an accounting term ("Motorola to cut 1,000 jobs, take charge"), so only its legal forms count.
const LEGAL_STEP =
  /\b(?:arrest(?:s|ed)?|charged|(?:face[sd]?|facing|files?|filed|drops?|dropped|brings?|brought)\s+(?:[a-z-]+\s+){0,2}charges|indict(?:s|ed|ment)?|convict(?:s|ed|ion)?|guilty|sentenced?|sentences|jailed|acquit(?:s|ted)?|pleads?|pleaded)\b/;

/** Whether a headline reports a step of a legal case (folded to lower case). */
export function isLegalStep(title: string): boolean {
  return LEGAL_STEP.test(title.toLowerCase());
}

/**
 * A reason `a` and `b` are an incident and a later step of the case it led to, or null. Only across
 * days: articles of the incident's own day may already report the arrest, and one outlet's "arrested"
 * is another's "charged" (both headlines naming a legal step say nothing here).
 */
export function followUpOf(a: { legalStep: boolean; days: Days }, b: { legalStep: boolean; days: Days }): string | null {
  if (a.legalStep === b.legalStep || !a.days || !b.days) return null;
  const [step, incident] = a.legalStep ? [a, b] : [b, a];
  return step.days![0] > incident.days![1] ? "a later legal step after the incident" : null;
}
