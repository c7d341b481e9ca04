import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { demoAccounts, demoExecutives } from "@/lib/seed/demo-workspace";
import { demoSignalTypes } from "./demo-article-types";
import { demoArticleUrl, demoSlugOf } from "./demo-news-host";
import { demoArticleHtml, getDemoArticle, listDemoArticles } from "./list-demo-articles";

const articles = listDemoArticles();

describe("demo news corpus", () => {
  it("has 30+ stories, newest first, with unique slugs, about every demo account", () => {
    expect(articles.length).toBeGreaterThanOrEqual(30);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
    expect([...articles].sort((a, b) => b.date.localeCompare(a.date))).toEqual(articles);
    for (const account of demoAccounts) {
      expect(listDemoArticles({ accountKey: account.key }).length, account.key).toBeGreaterThanOrEqual(2);
    }
  });

  it("covers every signal type and has the same stories reported by two outlets", () => {
    expect(new Set(articles.filter((a) => !a.decoy).map((a) => a.signalType))).toEqual(new Set(demoSignalTypes));
    const duplicates = articles.filter((a) => a.sameStoryAs);
    expect(duplicates.length).toBeGreaterThanOrEqual(3);
    for (const d of duplicates) {
      const original = getDemoArticle(d.sameStoryAs!)!;
      expect(original.accountKey).toBe(d.accountKey);
      expect(original.outlet.name).not.toBe(d.source);
    }
  });

  it("quotes only the demo executives of the account a story is about", () => {
    for (const listing of articles) {
      const text = getDemoArticle(listing.slug)!.paragraphs.join(" ");
      const ownExecs = (demoExecutives[listing.accountKey] ?? []).map((e) => e.fullName);
      // Decoys (passing mentions, namesakes) are about no demo account and quote none of their people.
      if (!listing.decoy) expect(ownExecs.some((name) => text.includes(name)), listing.slug).toBe(true);
      for (const [key, execs] of Object.entries(demoExecutives)) {
        if (key === listing.accountKey) continue;
        for (const e of execs) expect(text, `${listing.slug} mentions ${e.fullName}`).not.toContain(e.fullName);
      }
    }
  });

  it("serves each story as a page with Open Graph tags, publication, date and byline", () => {
    for (const listing of articles) {
      const html = demoArticleHtml(listing.url);
      expect(html, listing.slug).not.toBeNull();
      const doc = new JSDOM(html!).window.document;
      const meta = (p: string) => doc.querySelector(`meta[property="${p}"]`)?.getAttribute("content");
      expect(meta("og:title")).toBe(listing.title);
      expect(meta("og:site_name")).toBe(listing.source);
      expect(meta("og:description")).toBe(listing.snippet);
      expect(meta("article:published_time")).toBe(listing.date);
      expect(doc.querySelector("h1")?.textContent).toBe(listing.title);
      expect(doc.querySelector(".byline")?.textContent).toContain(listing.author);
      expect(JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!).datePublished).toBe(listing.date);
    }
  });

  it("answers only URLs on the demo host that hold a story", () => {
    const slug = articles[0].slug;
    expect(demoSlugOf(demoArticleUrl(slug))).toBe(slug);
    expect(demoSlugOf(`https://news.example.com/${slug}`)).toBeNull();
    expect(demoArticleHtml(`https://news.example.com/${slug}`)).toBeNull();
    expect(demoArticleHtml(demoArticleUrl("no-such-story"))).toBeNull();
    expect(demoArticleHtml(`${demoArticleUrl(slug)}/`)).not.toBeNull();
  });
});
