import type { CorpusArticle, SearchableNewsCorpus } from "../news-corpus";
import { demoArticleHtml, demoPreparedArticle, listDemoArticles, getDemoArticle } from "./list-demo-articles";
import { DEMO_NEWS_HOST, demoCorpusShiftMs } from "./demo-news-host";

let base: CorpusArticle[] | undefined;
let shifted: { shift: number; articles: CorpusArticle[] } | undefined;

/** The bundled demo news site at https://news.demo.trayo.local/. Listed dates move with today (see demoCorpusShiftMs). */
export const demoNewsCorpus: SearchableNewsCorpus = {
  pageFor: (url) => (url.hostname.toLowerCase() === DEMO_NEWS_HOST ? demoArticleHtml(url) : undefined),
  preparedArticleFor: (url) => (url.hostname.toLowerCase() === DEMO_NEWS_HOST ? demoPreparedArticle(url) : undefined),
  articles: () => {
    base ??= listDemoArticles().map((a) => ({
      url: a.url,
      title: a.title,
      source: a.source,
      publishedAt: a.date,
      snippet: a.snippet,
      text: getDemoArticle(a.slug)!.paragraphs.join("\n\n"),
    }));
    const shift = demoCorpusShiftMs(new Date());
    if (!shifted || shifted.shift !== shift) {
      shifted = { shift, articles: base.map((a) => ({ ...a, publishedAt: new Date(Date.parse(a.publishedAt) + shift).toISOString() })) };
    }
    return shifted.articles;
  },
};
