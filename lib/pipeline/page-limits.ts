import { ExtractionError } from "./extraction-error";
import { emptyAttributes, isSideBlock, type TagAttributes } from "./page-side-blocks";

/**
 * A linear scan of a page's markup before any DOM is built: jsdom and Readability need time and stack
 * in proportion to nesting depth (2,000 nested divs held a CPU for minutes; 3,000 overflowed the stack),
 * and time and memory in proportion to the number of elements. Pages past these limits are refused,
 * never parsed.
 *
 * The limits count only what is left for the reader: the scan drops what no article needs (scripts other
 * than JSON-LD, styles, SVG, noscript, comments, templates) and sets aside site chrome and blocks of
 * other stories (navigation, side rails, footers, "related", "more stories", "trending", newsletter and
 * share boxes, hidden elements; see page-side-blocks.ts). A block set aside is dropped from the page
 * unless it turns out to hold the story (the headline, the main element, the article body, or a run of
 * real paragraphs), so a 5 MB page that is mostly teaser cards is read from its story alone, while
 * markup that hides inside such a block never reaches the parser either. Every byte is looked at a
 * bounded number of times; no regular expression runs over the page.
 */

/** Browsers stop nesting at 512 levels and a news page uses fewer than 60; Readability's time grows with the cube of the depth (about 1 s at 300 levels). */
export const MAX_DEPTH = 300;
// Real news pages measured: at most 2,100 elements and 340,000 characters once scripts and styles are
// gone; Readability slows down faster than linearly past that (57,000 elements: 42 s). Links and
// emphasis inside paragraphs cost far less (a 2,400-paragraph encyclopedia article has ~13,000).
export const MAX_ELEMENTS = 15_000;
export const MAX_INLINE_ELEMENTS = 40_000;
export const MAX_MARKUP_CHARS = 2_000_000;
/** Text between two tags: a paragraph is a few thousand characters at most. */
export const MAX_TEXT_RUN_CHARS = 100_000;
/** A real element carries a few dozen attributes at most; parsers check each new one against the others. */
export const MAX_ELEMENT_ATTRIBUTES = 200;
export const MAX_ATTRIBUTES = 100_000;

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track", "wbr", "image", "keygen", "frame", "basefont", "bgsound"]);
// Closed implicitly by the parser when a sibling starts: they never stack up, whatever the markup says.
const OPTIONAL_END = new Set(["p", "li", "dt", "dd", "option", "optgroup", "tr", "td", "th", "thead", "tbody", "tfoot", "colgroup", "rb", "rt", "rp", "rtc", "html", "head", "body"]);
/** Dropped with their content: nothing in them is the article's text. */
const DROPPED_RAW = new Set(["style", "template", "noscript", "svg", "math"]);
/** Content that is text, not markup: kept as is, not scanned for tags. */
const KEPT_RAW = new Set(["title", "textarea", "xmp", "iframe", "noembed", "noframes"]);
/** Phrasing elements: inside a paragraph, heading or list item they count as inline elements. */
const PHRASING = new Set(["a", "abbr", "b", "bdi", "bdo", "br", "cite", "code", "data", "dfn", "em", "font", "i", "img", "kbd", "label", "mark", "picture", "q", "s", "samp", "small", "source", "span", "strong", "sub", "sup", "time", "u", "var", "wbr", "del", "ins"]);
const TEXT_BLOCKS = new Set(["p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "dd", "dt", "td", "th", "figcaption", "blockquote", "pre", "caption", "summary"]);
/** A paragraph of the story rather than a teaser, in characters of its text. */
const STORY_PARAGRAPH = 80;
const LONG_PARAGRAPH = 300;
const MAX_STACK = 10_000;
const VALUE_CHARS = 300;

type Tally = {
  elements: number;
  inline: number;
  attributes: number;
  chars: number;
  maxDepth: number;
  hugeText: boolean;
  holdsStory: boolean;
  longParagraphs: number;
  /** Index in the output where the block's markup starts (to drop it). */
  chunkIndex: number;
};

const tally = (chunkIndex: number): Tally => ({ elements: 0, inline: 0, attributes: 0, chars: 0, maxDepth: 0, hugeText: false, holdsStory: false, longParagraphs: 0, chunkIndex });

/** The page's markup without what no article needs and the blocks set aside; throws ExtractionError past a limit. */
export function checkPageLimits(html: string): string {
  const n = html.length;
  const kept: string[] = [];
  const frames: Tally[] = [tally(0)];
  const stack: { name: string; frame: boolean }[] = [];
  const open = new Map<string, number>();
  let from = 0; // start of the markup not yet copied to `kept`
  let textStart = 0; // start of the current run of text
  let inTextBlock = false;
  let paragraphText = -1; // characters of text of the open paragraph, -1 when none
  let storyRun = 0; // story-length paragraphs in a row, with no block between them
  let blockSinceParagraph = true;

  const top = () => frames[frames.length - 1];
  const flush = (end: number) => {
    if (end > from) {
      kept.push(html.slice(from, end));
      top().chars += end - from;
      from = end;
    }
  };
  const endText = (at: number) => {
    const length = at - textStart;
    if (length > MAX_TEXT_RUN_CHARS) top().hugeText = true;
    if (paragraphText >= 0) paragraphText += length;
  };
  const closeParagraph = () => {
    if (paragraphText < 0) return;
    if (paragraphText >= STORY_PARAGRAPH) {
      storyRun = blockSinceParagraph ? 1 : storyRun + 1;
      if (storyRun >= 3) top().holdsStory = true;
      if (paragraphText >= LONG_PARAGRAPH && ++top().longParagraphs >= 3) top().holdsStory = true;
    }
    blockSinceParagraph = false;
    paragraphText = -1;
  };
  const closeFrame = () => {
    const block = frames.pop()!;
    const parent = top();
    if (block.holdsStory) {
      parent.elements += block.elements;
      parent.inline += block.inline;
      parent.attributes += block.attributes;
      parent.chars += block.chars;
      parent.maxDepth = Math.max(parent.maxDepth, block.maxDepth);
      parent.hugeText ||= block.hugeText;
      parent.holdsStory = true;
    } else {
      kept.length = block.chunkIndex;
    }
    if (frames.length === 1) checkCounts(parent);
  };

  let i = 0;
  while (i < n) {
    const lt = html.indexOf("<", i);
    if (lt === -1) break;
    const next = html.charCodeAt(lt + 1);
    if (html.startsWith("<!--", lt)) {
      endText(lt);
      flush(lt);
      const end = html.indexOf("-->", lt + 4);
      from = textStart = i = end === -1 ? n : end + 3;
    } else if (next === 33 /* ! */ || next === 63 /* ? */ || (next === 47 /* / */ && !isLetter(html.charCodeAt(lt + 2)))) {
      // Doctype, CDATA, processing instruction, bogus end tag: kept, nothing to count.
      endText(lt);
      const end = html.indexOf(">", lt + 2);
      textStart = i = end === -1 ? n : end + 1;
    } else if (next === 47) {
      const tag = readEndTag(html, lt);
      endText(lt);
      if (!PHRASING.has(tag.name)) {
        closeParagraph();
        if (tag.name !== "p") blockSinceParagraph = true;
        inTextBlock = false;
      }
      if ((open.get(tag.name) ?? 0) > 0) {
        flush(lt);
        for (;;) {
          const element = stack.pop()!;
          open.set(element.name, open.get(element.name)! - 1);
          if (element.name === tag.name) {
            if (element.frame) {
              flush(tag.end);
              closeFrame();
            }
            break;
          }
          if (element.frame) closeFrame();
        }
      }
      textStart = i = tag.end;
    } else if (isLetter(next)) {
      const tag = readStartTag(html, lt);
      endText(lt);
      const name = tag.name;
      if (tag.attributeCount > MAX_ELEMENT_ATTRIBUTES) {
        throw new ExtractionError(`An element of the page has more than ${MAX_ELEMENT_ATTRIBUTES} attributes`);
      }
      if (!PHRASING.has(name)) {
        closeParagraph();
        if (name !== "p") blockSinceParagraph = true;
      }
      const isJsonLd = name === "script" && tag.type.toLowerCase().includes("ld+json");
      if (DROPPED_RAW.has(name) || (name === "script" && !isJsonLd)) {
        flush(lt);
        from = textStart = i = endOfRaw(html, name, tag.end);
        continue;
      }
      top().attributes += tag.attributeCount;
      const inline = inTextBlock && PHRASING.has(name);
      if (inline) top().inline++;
      else top().elements++;
      if (TEXT_BLOCKS.has(name)) inTextBlock = true;
      else if (!PHRASING.has(name)) inTextBlock = false;
      if (name === "p") paragraphText = 0;
      if (isJsonLd || KEPT_RAW.has(name)) {
        textStart = i = endOfRaw(html, name, tag.end);
        continue;
      }
      if (name === "plaintext") {
        textStart = tag.end;
        break;
      }
      if (!VOID.has(name) && !OPTIONAL_END.has(name) && stack.length < MAX_STACK) {
        const insideStory = (open.get("article") ?? 0) + (open.get("main") ?? 0) > 0;
        const side = isSideBlock(name, tag.attributes, insideStory);
        if (side) {
          flush(lt);
          frames.push(tally(kept.length));
        }
        stack.push({ name, frame: side });
        open.set(name, (open.get(name) ?? 0) + 1);
        top().maxDepth = Math.max(top().maxDepth, stack.length);
      }
      if (name === "h1" || name === "main" || tag.attributes.role.toLowerCase() === "main" || tag.attributes.itemprop.toLowerCase().includes("articlebody")) {
        top().holdsStory = true;
      }
      if (frames.length === 1) checkCounts(top());
      textStart = i = tag.end;
    } else {
      i = lt + 1; // a "<" in the text
    }
  }
  endText(n);
  closeParagraph();
  flush(n);
  while (frames.length > 1) closeFrame();
  const page = frames[0];
  checkCounts(page);
  if (page.chars > MAX_MARKUP_CHARS || page.hugeText) {
    throw new ExtractionError(`The page is too large to read (${(page.chars / 1_000_000).toFixed(1)} million characters of markup)`);
  }
  return kept.join("");
}

function checkCounts(page: Tally) {
  if (page.maxDepth > MAX_DEPTH) throw new ExtractionError(`The page's markup is nested more than ${MAX_DEPTH} levels deep`);
  if (page.elements > MAX_ELEMENTS) throw new ExtractionError(`The page has more than ${MAX_ELEMENTS.toLocaleString("en-US")} elements`);
  if (page.inline > MAX_INLINE_ELEMENTS) {
    throw new ExtractionError(`The page has more than ${MAX_INLINE_ELEMENTS.toLocaleString("en-US")} elements inside its paragraphs`);
  }
  if (page.attributes > MAX_ATTRIBUTES) throw new ExtractionError(`The page has more than ${MAX_ATTRIBUTES.toLocaleString("en-US")} attributes`);
}

const isLetter = (c: number) => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
const isSpace = (c: number) => c === 32 || c === 9 || c === 10 || c === 12 || c === 13;

/** The lower-case name of the tag starting at `at` and where its name ends. */
function readName(html: string, at: number): { name: string; end: number } {
  let j = at;
  while (j < html.length) {
    const c = html.charCodeAt(j);
    if (isSpace(c) || c === 47 || c === 62) break;
    j++;
  }
  return { name: html.slice(at, j).toLowerCase(), end: j };
}

function readEndTag(html: string, lt: number): { name: string; end: number } {
  const { name, end } = readName(html, lt + 2);
  const gt = html.indexOf(">", end);
  return { name, end: gt === -1 ? html.length : gt + 1 };
}

type StartTag = { name: string; end: number; attributeCount: number; attributes: TagAttributes; type: string };

/** A start tag with its attributes: quoted values may hold ">", as in the parser. */
function readStartTag(html: string, lt: number): StartTag {
  const n = html.length;
  const { name, end: nameEnd } = readName(html, lt + 1);
  const attributes = emptyAttributes();
  let type = "";
  let attributeCount = 0;
  let j = nameEnd;
  while (j < n) {
    const c = html.charCodeAt(j);
    if (isSpace(c) || c === 47) {
      j++;
      continue;
    }
    if (c === 62) return { name, end: j + 1, attributeCount, attributes, type };
    const nameStart = j++;
    while (j < n) {
      const d = html.charCodeAt(j);
      if (isSpace(d) || d === 47 || d === 62 || d === 61) break;
      j++;
    }
    const attribute = j - nameStart <= 32 ? html.slice(nameStart, j).toLowerCase() : "";
    while (j < n && isSpace(html.charCodeAt(j))) j++;
    let valueStart = j;
    let valueEnd = j;
    if (html.charCodeAt(j) === 61 /* = */) {
      j++;
      while (j < n && isSpace(html.charCodeAt(j))) j++;
      const quote = html.charCodeAt(j);
      if (quote === 34 || quote === 39) {
        const close = html.indexOf(quote === 34 ? '"' : "'", j + 1);
        valueStart = j + 1;
        valueEnd = close === -1 ? n : close;
        j = close === -1 ? n : close + 1;
      } else {
        valueStart = j;
        while (j < n && !isSpace(html.charCodeAt(j)) && html.charCodeAt(j) !== 62) j++;
        valueEnd = j;
      }
    }
    attributeCount++;
    if (attribute) {
      const value = html.slice(valueStart, Math.min(valueEnd, valueStart + VALUE_CHARS));
      recordAttribute(attributes, attribute, value);
      if (attribute === "type") type = value;
    }
  }
  return { name, end: n, attributeCount, attributes, type };
}

function recordAttribute(attributes: TagAttributes, name: string, value: string) {
  if (name === "class") attributes.classes = value;
  else if (name === "id") attributes.id = value;
  else if (name === "role") attributes.role = value.trim();
  else if (name === "aria-label") attributes.ariaLabel = value;
  else if (name === "itemprop") attributes.itemprop = value;
  else if (name === "hidden") attributes.hidden = true;
  else if (name === "aria-hidden") attributes.ariaHidden = value.trim().toLowerCase() === "true";
  // Names of components (data-component="related-stories"), never URLs, JSON or long text.
  else if (name.startsWith("data-") && value.length <= 80 && !/[/:{]/.test(value) && attributes.data.length < VALUE_CHARS) attributes.data += ` ${value}`;
}

const closers = new Map<string, RegExp>();

/** Where a raw-text element that starts its content at `from` ends (after its end tag), or the page's end. */
function endOfRaw(html: string, name: string, from: number): number {
  let closer = closers.get(name);
  if (!closer) closers.set(name, (closer = new RegExp(`</${name}[\\s/>]`, "gi")));
  closer.lastIndex = from;
  const match = closer.exec(html);
  if (!match) return html.length;
  const gt = html.indexOf(">", match.index + 2);
  return gt === -1 ? html.length : gt + 1;
}
