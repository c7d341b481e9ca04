import { clean, classWords } from "./page-structure";

// Page furniture Readability keeps when it sits inside or next to the article body.
const ADVERTISING = ["ad", "ads", "advert", "adverts", "advertisement", "advertising", "adslot", "adsbygoogle", "dfp", "sponsored", "promo"];
const SIGN_UPS = ["newsletter", "newsletters", "paywall", "regwall", "subscribe", "signup", "support", "donate", "contribute", "cookie", "cookies", "cookiebanner", "consent", "onetrust", "gdpr"];
const FURNITURE = ["breadcrumb", "breadcrumbs", "byline", "meta", "kicker"];
const BOILERPLATE = new Set([...ADVERTISING, ...SIGN_UPS, ...FURNITURE]);
const AUTHOR_BOX = ["bio", "box", "card", "info"];

/** Removes ads, sign-up and consent boxes, breadcrumbs, byline rows and author boxes, never the article itself. */
export function removeBoilerplate(document: Document) {
  const headline = document.querySelector("h1");
  for (const el of [...(document.body?.querySelectorAll("*") ?? [])]) {
    // A link or span inside a sentence ("position on <a class=meta-loc>Sudan</a>") is part of the text.
    if (!el.isConnected || el.parentElement?.closest("p")) continue;
    const words = classWords(el);
    const matches = words.some((w) => BOILERPLATE.has(w)) || (words.includes("author") && words.some((w) => AUTHOR_BOX.includes(w)));
    if (matches && !holdsArticle(el, headline)) el.remove();
  }
}

/** A wrapper the site happens to name "paywall" or "ad-free" may hold the story: keep what holds the headline or real paragraphs. */
function holdsArticle(el: Element, headline: Element | null) {
  if (["main", "article"].includes(el.tagName.toLowerCase())) return true;
  if (headline && el.contains(headline)) return true;
  return [...el.querySelectorAll("p")].filter((p) => clean(p.textContent).length >= 150).length >= 2;
}
