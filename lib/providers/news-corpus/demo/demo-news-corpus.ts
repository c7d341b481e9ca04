import type { NewsCorpus } from "../news-corpus";
import { demoArticleHtml } from "./list-demo-articles";
import { DEMO_NEWS_HOST } from "./demo-news-host";

/** The bundled demo news site at https://news.demo.trayo.local/. */
export const demoNewsCorpus: NewsCorpus = {
  pageFor: (url) => (url.hostname.toLowerCase() === DEMO_NEWS_HOST ? demoArticleHtml(url) : undefined),
};
