import { Readability } from "@mozilla/readability";
import { JSDOM, VirtualConsole } from "jsdom";
import { ExtractionError } from "./extraction-error";
import { removeBoilerplate } from "./page-boilerplate";
import { removeOffStory } from "./page-off-story";
import { checkPageLimits } from "./page-limits";
import { cleanByline, normaliseDate, readPageMetadata } from "./page-metadata";
import { clean } from "./page-structure";

export type ExtractedArticle = {
  url: string;
  title: string;
  /** The outlet: og:site_name, JSON-LD publisher, or the host name. */
  publication: string;
  /** ISO date-time when the page states one. */
  publishedAt: string | null;
  /** The publication day, YYYY-MM-DD, when known. */
  date: string | null;
  byline: string | null;
  /** Main text, paragraphs separated by blank lines. */
  text: string;
  excerpt: string | null;
};

export { ExtractionError };

const MIN_TEXT_LENGTH = 200;
/** Below this, Readability picked a fragment (a print footer, a caption): a fuller candidate is looked for. */
const TINY_TEXT_LENGTH = 600;
const BLOCKS = "p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, td";

/** Title, outlet, date, byline, main text and excerpt of a news page (Readability on jsdom; no scripts run). */
export function extractArticle(rawHtml: string, url: string): ExtractedArticle {
  const html = checkPageLimits(rawHtml);
  const dom = new JSDOM(html, { url, virtualConsole: new VirtualConsole() });
  try {
    const document = dom.window.document;
    const metadata = readPageMetadata(document);
    const headline = clean(document.querySelector("h1")?.textContent);
    removeBoilerplate(document);
    removeOffStory(document);
    // Readability's own threshold (500 characters): a lower one settled for a 494-character print footer on a real page.
    // The content element itself rather than its HTML: serialising and parsing a long article again took seconds.
    const parsed = new Readability(document, { serializer: (el) => el as Element }).parse();
    let text = parsed?.content ? paragraphsOf(parsed.content) : "";
    if (text.length < TINY_TEXT_LENGTH) text = fullerText(html, url, text);
    const title = (parsed?.title ?? "").replace(/[\t\r\n]+/g, " ").trim() || metadata.title || headline || new URL(url).hostname;
    const fallbackText = withoutHeadline(text, [title, headline, metadata.title ?? ""]) || clean(document.body?.textContent);
    if (fallbackText.length < MIN_TEXT_LENGTH) throw new ExtractionError("The page has no readable article text");
    const publishedAt = normaliseDate(parsed?.publishedTime) ?? metadata.publishedAt;
    return {
      url,
      title,
      publication: clean(parsed?.siteName) || metadata.publisher || hostLabel(url),
      publishedAt,
      date: publishedAt ? publishedAt.slice(0, 10) : null,
      byline: metadata.author ?? metadata.domByline ?? cleanByline(parsed?.byline),
      text: fallbackText,
      excerpt: clean(parsed?.excerpt) || metadata.description || firstSentences(fallbackText),
    };
  } finally {
    dom.window.close();
  }
}

/**
 * When the result is tiny, the longest of: Readability on the page as served (the boilerplate pass may
 * have taken the story's wrapper) and the page's own article container.
 */
function fullerText(html: string, url: string, current: string): string {
  const dom = new JSDOM(html, { url, virtualConsole: new VirtualConsole() });
  try {
    const document = dom.window.document;
    removeOffStory(document);
    const containers = [...document.querySelectorAll('[itemprop~="articleBody"], article, main, [role="main"]')]
      .map((el) => paragraphsOf(el))
      .filter((t) => t.length > 0);
    const parsed = new Readability(document, { serializer: (el) => el as Element }).parse();
    const readable = parsed?.content ? paragraphsOf(parsed.content) : "";
    return [current, readable, ...containers].reduce((best, t) => (t.length > best.length ? t : best), "");
  } finally {
    dom.window.close();
  }
}

/** The text without the headline where a page repeats it in the story's container: the title is carried apart. */
function withoutHeadline(text: string, headlines: string[]): string {
  const keys = new Set(headlines.map(headlineKey).filter(Boolean));
  return text
    .split("\n\n")
    .filter((p) => !keys.has(headlineKey(p)))
    .join("\n\n");
}

const headlineKey = (s: string) => clean(s).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();

function paragraphsOf(container: Element): string {
  const blocks = innermostBlocks(container);
  const texts = blocks.map((el) => clean(el.textContent)).filter((t) => t.length > 0);
  // Pull quotes repeat a sentence of the story: keep it once, where the story says it.
  const parts = texts.filter((t) => t.length < 40 || !texts.some((other) => other.length > t.length && other.includes(unquote(t))));
  const joined = parts.join("\n\n");
  const all = clean(container.textContent);
  // Pages whose text sits outside block elements: keep the whole text rather than a fragment of it.
  return joined.length >= all.length * 0.6 ? joined : all;
}

/** Blocks with no block inside them, in document order (one walk up from each block, not a query per block). */
function innermostBlocks(container: Element): Element[] {
  const all = [...container.querySelectorAll(BLOCKS)];
  const set = new Set(all);
  const holdsBlock = new Set<Element>();
  for (const el of all) {
    for (let up = el.parentElement; up && up !== container; up = up.parentElement) {
      if (holdsBlock.has(up)) break;
      if (set.has(up)) holdsBlock.add(up);
    }
  }
  return all.filter((el) => !holdsBlock.has(el));
}

const unquote = (s: string) => s.replace(/^["“‘']+|["”’']+$/g, "");

function hostLabel(url: string) {
  return new URL(url).hostname.replace(/^www\./, "");
}

function firstSentences(text: string) {
  const match = /^(.{40,300}?[.!?])(\s|$)/.exec(text);
  return match ? match[1] : text.slice(0, 200);
}
