import createDOMPurify, { type DOMPurify } from "dompurify";
import { JSDOM } from "jsdom";

let purifier: DOMPurify | null = null;

// Summaries are written by the language model from article text, so they are untrusted HTML:
// only inline formatting survives, never scripts, styles, handlers or links.
const ALLOWED_TAGS = ["b", "strong", "i", "em", "u", "br", "p", "span", "ul", "ol", "li", "code", "mark", "small", "sub", "sup"];

/** An event summary as safe HTML for dangerouslySetInnerHTML. */
export function sanitizeSummary(html: string | null | undefined): string {
  if (!html) return "";
  purifier ??= createDOMPurify(new JSDOM("").window as unknown as Parameters<typeof createDOMPurify>[0]);
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: [] });
}
