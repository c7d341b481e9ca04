import { splitSentences, wordCount } from "./text-tools";

/** Page furniture extraction can keep around a story: share and print buttons, ad labels, captions, bylines. */
const FURNITURE =
  /^(?:share(?:\s(?:on|via|this)\b.*)?|print(?:\sthis\s.*)?|advertisement|sponsored|photo(?:graph)?:.*|image:.*|caption:.*|\(?(?:photo|image|picture)\s(?:by|credit)\b.*|by\s[\p{Lu}][^.!?]{0,60}|(?:read|see) (?:more|also)\b.*|sign up\b.*|subscribe\b.*|listen\b.*|watch\b.*|copyright\b.*|©.*|updated?\s.*\d.*|published\s.*\d.*|\d+\s?min(?:ute)?s? read)$/iu;

/** A paragraph that is page furniture rather than part of the story. */
export function isFurniture(paragraph: string): boolean {
  const p = paragraph.replace(/\s+/g, " ").trim();
  if (!p) return true;
  if (FURNITURE.test(p)) return true;
  // "Print", "Share on LinkedIn", "Markets": a few words without a sentence's end are a label, not a sentence.
  return wordCount(p) < 5 && !/[.!?]["”’)]?$/.test(p);
}

/** The story's sentences in order, without page furniture. */
export function storySentences(text: string): string[] {
  const paragraphs = text.split(/\n{2,}|\r?\n/).filter((p) => !isFurniture(p));
  return splitSentences(paragraphs.join("\n\n")).filter((s) => !isFurniture(s));
}
