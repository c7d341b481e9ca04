import type { CorpusArticle, SearchableNewsCorpus } from "../news-corpus";
import { demoArticleHtml, listDemoArticles, getDemoArticle } from "./list-demo-articles";
import { DEMO_NEWS_HOST } from "./demo-news-host";

let cachedArticles: CorpusArticle[] | undefined;

/** The bundled demo news site at https://news.demo.trayo.local/. */
export const demoNewsCorpus: SearchableNewsCorpus = {
  pageFor: (url) => (url.hostname.toLowerCase() === DEMO_NEWS_HOST ? demoArticleHtml(url) : undefined),
  articles: () =>
    (cachedArticles ??= listDemoArticles().map((a) => ({
      url: a.url,
      title: a.title,
      source: a.source,
      publishedAt: a.date,
      snippet: a.snippet,
      text: getDemoArticle(a.slug)!.paragraphs.join("\n\n"),
    }))),
};
