import { clean, classWords, isOutsideArticle } from "./page-structure";

export type PageMetadata = {
  title: string | null;
  publisher: string | null;
  publishedAt: string | null;
  /** From JSON-LD or author meta tags. */
  author: string | null;
  /** From the page itself: a rel=author link, an itemprop=author or a byline element. */
  domByline: string | null;
  description: string | null;
};

/** What the page states about itself, read before anything is removed from it. */
export function readPageMetadata(document: Document): PageMetadata {
  const meta = (...keys: string[]) => {
    for (const key of keys) {
      const el = document.querySelector(`meta[property="${key}"], meta[name="${key}"], meta[itemprop="${key}"]`);
      const value = clean(el?.getAttribute("content"));
      if (value) return value;
    }
    return null;
  };
  const ld = readJsonLd(document);
  const publishedAt =
    normaliseDate(meta("article:published_time", "og:article:published_time", "datePublished", "pubdate", "date", "dc.date", "sailthru.date")) ??
    normaliseDate(ld.datePublished) ??
    normaliseDate(publicationTime(document)?.getAttribute("datetime"));
  const metaAuthor = [meta("author"), meta("article:author")].find((a) => a && !/^https?:\/\//i.test(a)) ?? null;
  return {
    title: meta("og:title", "twitter:title") ?? (clean(document.title) || null),
    publisher: meta("og:site_name", "application-name") ?? ld.publisher,
    publishedAt,
    author: cleanByline(ld.author) ?? cleanByline(metaAuthor),
    domByline: findDomByline(document),
    description: meta("og:description", "description", "twitter:description"),
  };
}

type JsonLd = { datePublished: string | null; publisher: string | null; author: string | null };
type Node = Record<string, unknown>;

const ARTICLE_TYPE = /Article|BlogPosting|Report|LiveBlogPosting/;

/** The article's JSON-LD facts; @graph pages refer to the author and publisher by "@id". */
function readJsonLd(document: Document): JsonLd {
  const nodes: Node[] = [];
  const collect = (value: unknown) => {
    if (!value || typeof value !== "object") return;
    if (Array.isArray(value)) return value.forEach(collect);
    nodes.push(value as Node);
    collect((value as Node)["@graph"]);
  };
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      collect(JSON.parse(script.textContent ?? ""));
    } catch {
      // malformed JSON-LD is common; the other sources still apply
    }
  }
  const byId = new Map(nodes.filter((n) => typeof n["@id"] === "string").map((n) => [n["@id"] as string, n]));
  const resolve = (value: unknown): unknown => {
    const ref = value && typeof value === "object" && !Array.isArray(value) ? (value as Node)["@id"] : undefined;
    return typeof ref === "string" && byId.has(ref) ? { ...byId.get(ref), ...(value as Node) } : value;
  };
  const nameOf = (value: unknown) => {
    const v = resolve(value);
    if (typeof v === "string") return clean(v) || null;
    const name = v && typeof v === "object" ? (v as Node).name : undefined;
    return typeof name === "string" ? clean(name) || null : null;
  };
  const authorsOf = (value: unknown) => {
    const names = (Array.isArray(value) ? value : [value]).map(nameOf).filter((n): n is string => Boolean(n));
    return names.length ? names.join(", ") : null;
  };
  const typeOf = (n: Node) => [n["@type"]].flat().filter((t) => typeof t === "string").join(" ");
  const ordered = [...nodes.filter((n) => ARTICLE_TYPE.test(typeOf(n))), ...nodes.filter((n) => !ARTICLE_TYPE.test(typeOf(n)))];
  const first = <T>(read: (n: Node) => T | null) => ordered.map(read).find((v) => v !== null && v !== undefined) ?? null;
  return {
    datePublished: first((n) => (typeof n.datePublished === "string" ? n.datePublished : null)),
    publisher: first((n) => (n.publisher ? nameOf(n.publisher) : null)),
    author: first((n) => (n.author ? authorsOf(n.author) : null)),
  };
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

/**
 * The <time> that dates the article: a marked one, else the one nearest the headline. Pages also carry
 * times in "latest news" tickers, related-story cards and comments, often before the article's own.
 */
function publicationTime(document: Document): Element | null {
  const marked = document.querySelector('time[itemprop~="datePublished"][datetime], time[pubdate][datetime]');
  if (marked) return marked;
  const times = [...document.querySelectorAll("time[datetime]")].filter((t) => !isOutsideArticle(t));
  if (times.length === 0) return null;
  const headline = document.querySelector("article h1, main h1, h1");
  if (!headline) return times[0];
  for (let scope = headline.parentElement; scope; scope = scope.parentElement) {
    const inScope = times.filter((t) => scope.contains(t));
    if (inScope.length === 0) continue;
    const following = inScope.find((t) => headline.compareDocumentPosition(t) & headline.DOCUMENT_POSITION_FOLLOWING);
    return following ?? inScope[inScope.length - 1];
  }
  return times[0];
}

const AUTHOR_LINK = /\/(?:author|authors|autor|autoren|staff|profile|profiles|people|by|journalists?|reporters?)\//i;

/** The byline as written on the page: "By <a rel=author>…</a>", itemprop=author, or a byline/author element. */
function findDomByline(document: Document): string | null {
  const candidates = [...document.querySelectorAll('[rel~="author"], [itemprop~="author"], [class], [id]')].filter((el) => {
    if (el.closest("head") || isOutsideArticle(el)) return false;
    if ((el.getAttribute("rel") ?? "").split(/\s+/).includes("author")) return true;
    if ((el.getAttribute("itemprop") ?? "").split(/\s+/).includes("author")) return true;
    const words = classWords(el);
    return words.includes("byline") || (words.includes("author") && !words.some((w) => w === "bio" || w === "box" || w === "avatar"));
  });
  for (const el of candidates) {
    const text = clean(el.textContent);
    if (!text || text.length > 160) continue;
    const named = el.querySelector('[itemprop~="name"]');
    const links = [...el.querySelectorAll('a[rel~="author"]')];
    const authorLinks = links.length ? links : [...el.querySelectorAll("a[href]")].filter((a) => AUTHOR_LINK.test(a.getAttribute("href") ?? ""));
    const raw = named ? named.textContent : authorLinks.length ? joinNames(authorLinks.map((a) => clean(a.textContent))) : text;
    const byline = cleanByline(raw);
    if (byline) return byline;
  }
  return null;
}

const joinNames = (names: string[]) => {
  const unique = [...new Set(names.filter(Boolean))];
  return unique.length <= 1 ? (unique[0] ?? "") : `${unique.slice(0, -1).join(", ")} and ${unique[unique.length - 1]}`;
};

/** "By Maria Okafor | 4 min read" → "Maria Okafor"; dates, times and empty "By" labels are not bylines. */
export function cleanByline(value: string | null | undefined): string | null {
  const text = clean(value)
    .replace(/^(?:(?:written|words|reporting)\s+)?(?:by|from)\b[:\s]*/i, "")
    .split(/\s+[|·•]\s+|\s+[-–—]\s+/)[0]
    .trim();
  if (!text || text.length > 100 || /\d/.test(text) || !/\p{L}/u.test(text)) return null;
  return text;
}
