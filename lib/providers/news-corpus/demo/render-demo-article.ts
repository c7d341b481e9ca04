import type { DemoArticle } from "./demo-article-types";
import { demoArticleUrl } from "./demo-news-host";

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const slugify = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

/** A news page shaped like real outlets' pages: chrome around the story, Open Graph and JSON-LD metadata. */
export function renderDemoArticle(article: DemoArticle, related: DemoArticle[] = []): string {
  const url = demoArticleUrl(article.slug);
  const published = new Date(article.publishedAt);
  const displayDate = published.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description: article.description,
    datePublished: article.publishedAt,
    dateModified: article.publishedAt,
    author: [{ "@type": "Person", name: article.author }],
    publisher: { "@type": "Organization", name: article.outlet.name },
    mainEntityOfPage: url,
    articleSection: article.outlet.section,
  };
  const e = escapeHtml;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(article.title)} | ${e(article.outlet.name)}</title>
<meta name="description" content="${e(article.description)}">
<meta name="author" content="${e(article.author)}">
<link rel="canonical" href="${e(url)}">
<meta property="og:type" content="article">
<meta property="og:site_name" content="${e(article.outlet.name)}">
<meta property="og:title" content="${e(article.title)}">
<meta property="og:description" content="${e(article.description)}">
<meta property="og:url" content="${e(url)}">
<meta property="article:published_time" content="${e(article.publishedAt)}">
<meta property="article:section" content="${e(article.outlet.section)}">
<meta property="article:author" content="${e(article.author)}">
<script type="application/ld+json">${JSON.stringify(jsonLd).replace(/</g, "\\u003c")}</script>
</head>
<body>
<header class="site-header">
  <a class="logo" href="/">${e(article.outlet.name)}</a>
  <nav aria-label="Sections">
    <a href="/business">Business</a> <a href="/technology">Technology</a> <a href="/markets">Markets</a> <a href="/${slugify(article.outlet.section)}">${e(article.outlet.section)}</a>
  </nav>
  <a class="subscribe" href="/subscribe">Subscribe</a>
</header>
<main>
<article class="story">
  <p class="kicker">${e(article.outlet.section)}</p>
  <h1>${e(article.title)}</h1>
  <p class="dek">${e(article.description)}</p>
  <div class="byline">By <a rel="author" href="/authors/${slugify(article.author)}">${e(article.author)}</a> · <time datetime="${e(article.publishedAt)}">${e(displayDate)}</time></div>
  <div class="story-body">
${article.paragraphs.map((p) => `    <p>${e(p)}</p>`).join("\n")}
  </div>
  <div class="share" aria-label="Share this story"><a href="/share?u=${encodeURIComponent(url)}">Share</a> <a href="/print/${e(article.slug)}">Print</a></div>
</article>
<aside class="related" aria-label="Related coverage">
  <h2>More from ${e(article.outlet.name)}</h2>
  <ul>
${related.map((r) => `    <li><a href="/${e(r.slug)}">${e(r.title)}</a></li>`).join("\n")}
  </ul>
</aside>
</main>
<footer class="site-footer">
  <p>© ${published.getUTCFullYear()} ${e(article.outlet.name)}. All rights reserved.</p>
  <nav aria-label="Footer"><a href="/about">About</a> <a href="/privacy">Privacy</a> <a href="/terms">Terms</a> <a href="/contact">Contact</a></nav>
</footer>
</body>
</html>
`;
}
