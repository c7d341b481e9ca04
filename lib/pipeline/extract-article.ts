import { Readability } from "@mozilla/readability";
import { JSDOM, VirtualConsole } from "jsdom";
import { removeBoilerplate } from "./page-boilerplate";
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

export class ExtractionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ExtractionError";
  }
}

const MIN_TEXT_LENGTH = 200;
const BLOCKS = "p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, figcaption, td";

/** Title, outlet, date, byline, main text and excerpt of a news page (Readability on jsdom; no scripts run). */
export function extractArticle(html: string, url: string): ExtractedArticle {
  const dom = new JSDOM(html, { url, virtualConsole: new VirtualConsole() });
  try {
    const document = dom.window.document;
    const metadata = readPageMetadata(document);
    removeBoilerplate(document);
    const parsed = new Readability(document, { charThreshold: 300 }).parse();
    const text = parsed?.content ? paragraphsOf(parsed.content, dom.window) : "";
    const fallbackText = text || clean(document.body?.textContent);
    if (fallbackText.length < MIN_TEXT_LENGTH) throw new ExtractionError("The page has no readable article text");
    const publishedAt = normaliseDate(parsed?.publishedTime) ?? metadata.publishedAt;
    const title = (parsed?.title ?? "").replace(/[\t\r\n]+/g, " ").trim() || metadata.title || new URL(url).hostname;
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

function paragraphsOf(contentHtml: string, window: JSDOM["window"]): string {
  const container = window.document.createElement("div");
  container.innerHTML = contentHtml;
  const blocks = [...container.querySelectorAll(BLOCKS)].filter((el) => !el.querySelector(BLOCKS));
  const texts = blocks.map((el) => clean(el.textContent)).filter((t) => t.length > 0);
  // Pull quotes repeat a sentence of the story: keep it once, where the story says it.
  const parts = texts.filter((t) => t.length < 40 || !texts.some((other) => other.length > t.length && other.includes(unquote(t))));
  const joined = parts.join("\n\n");
  const all = clean(container.textContent);
  // Pages whose text sits outside block elements: keep the whole text rather than a fragment of it.
  return joined.length >= all.length * 0.6 ? joined : all;
}

const unquote = (s: string) => s.replace(/^["“‘']+|["”’']+$/g, "");

function hostLabel(url: string) {
  return new URL(url).hostname.replace(/^www\./, "");
}

function firstSentences(text: string) {
  const match = /^(.{40,300}?[.!?])(\s|$)/.exec(text);
  return match ? match[1] : text.slice(0, 200);
}
