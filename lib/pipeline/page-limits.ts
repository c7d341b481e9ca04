import { ExtractionError } from "./extraction-error";

/**
 * A linear scan of a page's tags before any DOM is built: jsdom and Readability need time and stack in
 * proportion to nesting depth (2,000 nested divs held a CPU for minutes; 3,000 overflowed the stack), and
 * memory in proportion to the number of elements. Pages past these limits are refused, never parsed.
 * The scan also drops what no article needs (scripts other than JSON-LD, styles, comments, templates),
 * which shrinks the DOM that is built.
 */

/** Browsers stop nesting at 512 levels and a news page uses fewer than 60; Readability's time grows with the cube of the depth (about 1 s at 300 levels). */
export const MAX_DEPTH = 300;
export const MAX_ELEMENTS = 15_000;
// Real news pages measured: at most 2,100 elements and 340,000 characters once scripts and styles are gone;
// Readability slows down faster than linearly past that (57,000 elements: 42 s).
export const MAX_MARKUP_CHARS = 1_000_000;


const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr", "image"]);
// Closed implicitly by the parser when a sibling starts: they never stack up, whatever the markup says.
const OPTIONAL_END = new Set(["p", "li", "dt", "dd", "option", "optgroup", "tr", "td", "th", "thead", "tbody", "tfoot", "colgroup", "rb", "rt", "rp", "rtc", "html", "head", "body"]);
const DROPPED = new Set(["script", "style", "template"]);
const TAG = /<(\/?)([a-zA-Z][^\s/>]*)([^>]*)>/y;

/** The page's markup without scripts (JSON-LD kept), styles and comments; throws ExtractionError past a limit. */
export function checkPageLimits(html: string): string {
  const kept: string[] = [];
  let keptLength = 0;
  let depth = 0;
  let elements = 0;
  let from = 0;
  let i = html.indexOf("<");
  const keep = (end: number) => {
    if (end > from) {
      kept.push(html.slice(from, end));
      keptLength += end - from;
    }
  };
  while (i !== -1 && i < html.length) {
    if (html.startsWith("<!--", i)) {
      const end = html.indexOf("-->", i + 4);
      keep(i);
      from = end === -1 ? html.length : end + 3;
      i = html.indexOf("<", from);
      continue;
    }
    TAG.lastIndex = i;
    const m = TAG.exec(html);
    if (!m) {
      i = html.indexOf("<", i + 1);
      continue;
    }
    const closing = m[1] === "/";
    const name = m[2].toLowerCase();
    let next = TAG.lastIndex;
    if (!closing && (DROPPED.has(name) || name === "textarea" || name === "title")) {
      const closeAt = indexOfClose(html, name, next);
      const end = closeAt === -1 ? html.length : html.indexOf(">", closeAt) + 1 || html.length;
      const isJsonLd = name === "script" && /type\s*=\s*["']?application\/ld\+json/i.test(m[3]);
      if (DROPPED.has(name) && !isJsonLd) {
        keep(i);
        from = end;
      }
      elements++;
      next = end;
    } else if (closing) {
      if (!VOID.has(name) && !OPTIONAL_END.has(name) && depth > 0) depth--;
    } else {
      elements++;
      const selfClosing = m[3].trimEnd().endsWith("/");
      if (!VOID.has(name) && !OPTIONAL_END.has(name) && !selfClosing) depth++;
      if (depth > MAX_DEPTH) throw new ExtractionError(`The page's markup is nested more than ${MAX_DEPTH} levels deep`);
      if (elements > MAX_ELEMENTS) throw new ExtractionError(`The page has more than ${MAX_ELEMENTS.toLocaleString("en-US")} elements`);
    }
    i = html.indexOf("<", next);
  }
  keep(html.length);
  if (keptLength > MAX_MARKUP_CHARS) {
    throw new ExtractionError(`The page is too large to read (${(keptLength / 1_000_000).toFixed(1)} million characters of markup)`);
  }
  return kept.join("");
}

function indexOfClose(html: string, name: string, from: number): number {
  const re = new RegExp(`</${name}\\s*>`, "ig");
  re.lastIndex = from;
  return re.exec(html)?.index ?? -1;
}
