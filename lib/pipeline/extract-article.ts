import { Readability } from "@mozilla/readability";
import { JSDOM, VirtualConsole } from "jsdom";

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

const clean = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

/** Title, outlet, date, byline, main text and excerpt of a news page (Readability on jsdom; no scripts run). */
export function extractArticle(html: string, url: string): ExtractedArticle {
  const dom = new JSDOM(html, { url, virtualConsole: new VirtualConsole() });
  try {
    const document = dom.window.document;
    const metadata = readMetadata(document);
    removeAdvertising(document);
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
      byline: clean(parsed?.byline) || metadata.author || null,
      text: fallbackText,
      excerpt: clean(parsed?.excerpt) || metadata.description || firstSentences(fallbackText),
    };
  } finally {
    dom.window.close();
  }
}

type Metadata = { title: string | null; publisher: string | null; publishedAt: string | null; author: string | null; description: string | null };

function readMetadata(document: Document): Metadata {
  const meta = (...keys: string[]) => {
    for (const key of keys) {
      const el = document.querySelector(`meta[property="${key}"], meta[name="${key}"], meta[itemprop="${key}"]`);
      const value = clean(el?.getAttribute("content"));
      if (value) return value;
    }
    return null;
  };
  const ld = readJsonLd(document);
  const timeEl = document.querySelector("article time[datetime], time[datetime]");
  const publishedAt =
    normaliseDate(meta("article:published_time", "og:article:published_time", "datePublished", "pubdate", "date", "dc.date", "sailthru.date")) ??
    normaliseDate(ld.datePublished) ??
    normaliseDate(timeEl?.getAttribute("datetime"));
  return {
    title: meta("og:title", "twitter:title") ?? (clean(document.title) || null),
    publisher: meta("og:site_name", "application-name") ?? ld.publisher,
    publishedAt,
    author: meta("author", "article:author") ?? ld.author,
    description: meta("og:description", "description", "twitter:description"),
  };
}

type JsonLd = { datePublished: string | null; publisher: string | null; author: string | null };

function readJsonLd(document: Document): JsonLd {
  const found: JsonLd = { datePublished: null, publisher: null, author: null };
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    if (Array.isArray(node)) return node.forEach(visit);
    const o = node as Record<string, unknown>;
    if (typeof o.datePublished === "string" && !found.datePublished) found.datePublished = o.datePublished;
    const publisher = o.publisher as { name?: unknown } | undefined;
    if (publisher && typeof publisher.name === "string" && !found.publisher) found.publisher = clean(publisher.name);
    const author = (Array.isArray(o.author) ? o.author[0] : o.author) as { name?: unknown } | string | undefined;
    const authorName = typeof author === "string" ? author : typeof author?.name === "string" ? author.name : null;
    if (authorName && !found.author) found.author = clean(authorName);
    if (o["@graph"]) visit(o["@graph"]);
  };
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      visit(JSON.parse(script.textContent ?? ""));
    } catch {
      // malformed JSON-LD is common; the other sources still apply
    }
  }
  return found;
}

/** ISO date-time for the common published-date formats, or null. */
export function normaliseDate(value: string | null | undefined): string | null {
  const text = clean(value);
  if (!text) return null;
  // "2017-11-03 03:01:00.000000" and similar: make them ISO-like before parsing.
  const isoish = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(text) ? text.replace(" ", "T").replace(/(\.\d{3})\d+/, "$1") : text;
  const time = Date.parse(isoish);
  if (Number.isNaN(time)) return null;
  const date = new Date(time);
  const year = date.getUTCFullYear();
  return year >= 1990 && year <= 2100 ? date.toISOString() : null;
}

const AD_TOKEN = /^(?:ad|ads|advert|adverts|advertisement|ad-slot|ad-inline|ad-container|adsbygoogle|dfp-ad|sponsored|promo)$/i;

/** Inline ad slots sit inside article bodies where Readability keeps them. */
function removeAdvertising(document: Document) {
  for (const el of [...document.querySelectorAll("[class], [id]")]) {
    const tokens = `${el.getAttribute("class") ?? ""} ${el.getAttribute("id") ?? ""}`.split(/\s+/);
    if (tokens.some((t) => AD_TOKEN.test(t))) el.remove();
  }
}

function paragraphsOf(contentHtml: string, window: JSDOM["window"]): string {
  const container = window.document.createElement("div");
  container.innerHTML = contentHtml;
  const blocks = [...container.querySelectorAll(BLOCKS)].filter((el) => !el.querySelector(BLOCKS));
  const parts = blocks.map((el) => clean(el.textContent)).filter((t) => t.length > 0);
  const joined = parts.join("\n\n");
  const all = clean(container.textContent);
  // Pages whose text sits outside block elements: keep the whole text rather than a fragment of it.
  return joined.length >= all.length * 0.6 ? joined : all;
}

function hostLabel(url: string) {
  return new URL(url).hostname.replace(/^www\./, "");
}

function firstSentences(text: string) {
  const match = /^(.{40,300}?[.!?])(\s|$)/.exec(text);
  return match ? match[1] : text.slice(0, 200);
}
