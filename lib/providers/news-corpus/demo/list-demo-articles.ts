import { accountCoverageArticlesA } from "./articles-account-coverage-a";
import { accountCoverageArticlesB } from "./articles-account-coverage-b";
import { bluepeakAccountArticles } from "./articles-bluepeak-accounts";
import { discoveryExtraArticles } from "./articles-discovery-extras";
import { northwindEnergyBioRetailArticles } from "./articles-northwind-energy-bio-retail";
import { northwindLogisticsFinanceArticles } from "./articles-northwind-logistics-finance";
import type { SignalType } from "@/lib/providers/llm/signal-types";
import type { PreparedArticle } from "../news-corpus";
import type { DemoArticle } from "./demo-article-types";
import { demoArticleUrl, demoSlugOf } from "./demo-news-host";
import { renderDemoArticle } from "./render-demo-article";
import { threeOutletArticles } from "./articles-three-outlets";

const allArticles: DemoArticle[] = [
  ...northwindEnergyBioRetailArticles,
  ...northwindLogisticsFinanceArticles,
  ...bluepeakAccountArticles,
  ...discoveryExtraArticles,
  ...accountCoverageArticlesA,
  ...accountCoverageArticlesB,
  ...threeOutletArticles,
].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

const bySlug = new Map(allArticles.map((a) => [a.slug, a]));

/** One article of the demo corpus, in the shape search results use. */
export type DemoArticleListing = {
  url: string;
  slug: string;
  accountKey: string;
  title: string;
  source: string;
  /** ISO date-time */
  date: string;
  snippet: string;
  author: string;
  signalType: SignalType;
  sameStoryAs?: string;
  decoy?: DemoArticle["decoy"];
};

const toListing = (a: DemoArticle): DemoArticleListing => ({
  url: demoArticleUrl(a.slug),
  slug: a.slug,
  accountKey: a.accountKey,
  title: a.title,
  source: a.outlet.name,
  date: a.publishedAt,
  snippet: a.description,
  author: a.author,
  signalType: a.signalType,
  sameStoryAs: a.sameStoryAs,
  decoy: a.decoy,
});

/** The whole corpus, newest first; optionally only the stories about one demo account. */
export function listDemoArticles(filter: { accountKey?: string } = {}): DemoArticleListing[] {
  return allArticles.filter((a) => !filter.accountKey || a.accountKey === filter.accountKey).map(toListing);
}

export function getDemoArticle(slug: string): DemoArticle | null {
  return bySlug.get(slug) ?? null;
}

/**
 * A demo story already read: the corpus wrote the page, so it knows the text (the standfirst, then the
 * story's paragraphs, as Readability reads the page), and reading it needs no HTML parser, whatever the
 * machine's load.
 */
export function demoPreparedArticle(url: string | URL): PreparedArticle | undefined {
  const slug = demoSlugOf(url);
  const article = slug ? bySlug.get(slug) : undefined;
  if (!article) return undefined;
  const publishedAt = new Date(article.publishedAt).toISOString();
  return {
    url: demoArticleUrl(article.slug),
    title: article.title,
    publication: article.outlet.name,
    publishedAt,
    date: publishedAt.slice(0, 10),
    byline: article.author,
    text: [article.description, ...article.paragraphs].join("\n\n"),
    excerpt: article.description,
  };
}

/** The HTML page served at a demo news URL, or null when no article lives there. */
export function demoArticleHtml(url: string | URL): string | null {
  const slug = demoSlugOf(url);
  const article = slug ? bySlug.get(slug) : undefined;
  if (!article) return null;
  const related = allArticles.filter((a) => a.outlet.name === article.outlet.name && a.slug !== article.slug).slice(0, 4);
  return renderDemoArticle(article, related);
}
