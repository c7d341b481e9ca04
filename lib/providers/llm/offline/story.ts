import nlp from "compromise";
import { splitSentences, wordCount } from "./text-tools";

/** Page furniture extraction can keep around a story: share and print buttons, ad labels, captions, bylines. */
const FURNITURE =
  /^(?:share(?:\s(?:on|via|this)\b.*)?|print(?:\sthis\s.*)?|advertisement|sponsored|photo(?:graph)?:.*|image:.*|caption:.*|\(?(?:photo|image|picture)\s(?:by|credit)\b.*|by\s[\p{Lu}][^.!?]{0,60}|(?:read|see) (?:more|also)\b.*|\(?(?:additional\s)?(?:reporting|writing|editing)\sby\b.*|sign up\b.*|subscribe\b.*|listen\b.*|watch\b.*|copyright\b.*|©.*|updated?\s.*\d.*|published\s.*\d.*|\d+\s?min(?:ute)?s? read)$/iu;

/** A paragraph that is page furniture rather than part of the story. */
export function isFurniture(paragraph: string): boolean {
  const p = paragraph.replace(/\s+/g, " ").trim();
  if (!p) return true;
  if (FURNITURE.test(p)) return true;
  // "Print", "Share on LinkedIn", "Markets": a few words without a sentence's end are a label, not a sentence.
  return wordCount(p) < 5 && !/[.!?]["”’)]?$/.test(p);
}

/** The story's paragraphs, each as its sentences, without page furniture. */
export function storyParagraphs(text: string): string[][] {
  return text
    .split(/\n{2,}|\r?\n/)
    .filter((p) => !isFurniture(p))
    .map((p) => splitSentences(p).filter((s) => !isFurniture(s)))
    .filter((p) => p.length > 0);
}

/** The story's sentences in order, without page furniture. */
export function storySentences(text: string): string[] {
  return storyParagraphs(text).flat();
}

/** A sentence with a verb: a photo caption ("Peacekeepers at a camp in Sudan on Monday.") has none. */
export function hasVerb(sentence: string): boolean {
  return nlp(sentence).has("#Verb");
}

/** "CAIRO — Gunmen opened fire …", "LONDON, Jan 5 (Reuters) - Acme said …" → the sentence without its dateline. */
export const withoutDateline = (sentence: string) =>
  sentence.replace(/^\p{Lu}[\p{Lu} .,'-]{1,40}?(?:,\s\p{Lu}\p{Ll}{2,8}\.?\s\d{1,2})?(?:\s\([^()]{1,40}\))?\s?[—–-]{1,2}\s/u, "");
