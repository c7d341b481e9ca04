// Who is taking up a role and who is leaving it, from the words around a name.

export type RoleChange = "incoming" | "departing";

const DEPARTING_AFTER =
  /^[’']?s?(?:,\s[^,.;]{1,60},)?,?\s(?:[^.;]{0,25}?\s)?(?:who\s(?:is|was|has been)\s)?(?:steps? down|stepping down|stepped down|to step down|will step down|to retire|will retire|retires|retired|retiring|resign(?:s|ed|ing)?|is leaving|will leave|to leave|left|leaves|is departing|departs|departed|will depart|to depart|outgoing|hands?\b|handing|exits?\b|exited|was ousted|was fired|was dismissed|was removed)\b|^[’']s\s(?:departure|exit|retirement|resignation|ouster|successor)\b/i;
const DEPARTING_BEFORE = /\b(?:succeed(?:s|ing)?|replac(?:e|es|ing)|successor to|took over from|takes over from|taking over from|outgoing\s(?:[\p{L}-]+\s){0,3}|departing\s(?:[\p{L}-]+\s){0,3}|retiring\s(?:[\p{L}-]+\s){0,3})$/iu;
const INCOMING_BEFORE =
  /\b(?:nam(?:es|ed|ing)|appoint(?:s|ed|ing)|promot(?:es|ed|ing)|tap(?:s|ped)|hir(?:es|ed|ing)|elect(?:s|ed)|brought in|brings in|recruit(?:s|ed)|poach(?:es|ed)|lur(?:es|ed)|succeeded by|replaced by|hands?(?: the)? (?:top job|reins) to|handing the top job to[^.]*)\s[^.]{0,60}$/i;
const INCOMING_AFTER =
  /^[’']?s?(?:,\s[^,.;]{1,60},)?,?\s(?:[^.;]{0,40}?\s)?(?:joins|will join|has joined|joined|takes over|took over|will take over|to take over|will succeed|to succeed|succeeds|succeeded|will replace|to replace|replaces|replaced|will become|to become|becomes|was named|has been named|is named|was appointed|has been appointed|is appointed|was promoted|has been promoted|was elected|has been elected|steps in|stepped in|will step in|takes the helm|took the helm|will take the helm)\b/i;
// "has no plans to step down", "denied he would leave": a departure denied is no departure.
const NEGATED = /\b(?:no plans?|not|never|won[’']t|denie[sd]|ruled out|rules out)\b/i;

/** Whether the sentence has the person whose name starts at `at` coming into a role or leaving one. */
export function changeAt(sentence: string, at: number, rawName: string): RoleChange | undefined {
  const before = sentence.slice(0, at);
  const after = sentence.slice(at + rawName.length);
  if (DEPARTING_BEFORE.test(before)) return "departing";
  const incomingAfter = INCOMING_AFTER.exec(after);
  const departingAfter = DEPARTING_AFTER.exec(after);
  // The nearer verb decides ("X, who joined in 2019, will retire" leaves; "X will succeed Y, who retires" comes).
  if (incomingAfter && (!departingAfter || incomingAfter[0].length <= departingAfter[0].length)) return "incoming";
  if (departingAfter && !NEGATED.test(departingAfter[0])) return "departing";
  if (INCOMING_BEFORE.test(before)) return "incoming";
  return undefined;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A change told in a later sentence by surname: "Roe takes over on March 1.", "Doe, who is retiring, …",
 * "She succeeds Tom Becker" (the name in full is found directly), or in the headline ("Acme CEO Doe to step down").
 */
export function changeBySurname(surname: string, sentences: string[]): RoleChange | undefined {
  const re = new RegExp(String.raw`(?<![\p{L}-])${escapeRegExp(surname)}(?![\p{L}-])`, "gu");
  for (const sentence of sentences) {
    for (const m of sentence.matchAll(re)) {
      const change = changeAt(sentence, m.index ?? 0, surname);
      if (change) return change;
    }
  }
  return undefined;
}
