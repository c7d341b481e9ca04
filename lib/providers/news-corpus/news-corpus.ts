/**
 * Articles the app can read without the network: the bundled demo news site (and, for discovery,
 * folders of saved articles). `pageFor` answers a URL the corpus owns: the page's HTML, or null when
 * the corpus owns the URL's host but has no article there (a 404). URLs it does not own are undefined.
 */
export interface NewsCorpus {
  pageFor(url: URL): string | null | undefined;
  /**
   * The article at a URL, already read, for pages the corpus writes itself: its text is known, so no
   * HTML parser (nor its time limit) is needed to read it. Undefined when the corpus has none.
   */
  preparedArticleFor?(url: URL): PreparedArticle | undefined;
}

/** An article already read: the fields article extraction gives (lib/pipeline/extract-article.ts). */
export type PreparedArticle = {
  url: string;
  title: string;
  publication: string;
  /** ISO date-time */
  publishedAt: string | null;
  /** YYYY-MM-DD */
  date: string | null;
  byline: string | null;
  /** Main text, paragraphs separated by blank lines. */
  text: string;
  excerpt: string | null;
};

/** One article of a corpus the offline search can read. */
export type CorpusArticle = {
  url: string;
  title: string;
  source: string;
  /** ISO date-time */
  publishedAt: string;
  snippet: string;
  /** The article's plain text (body) */
  text: string;
};

/** A corpus whose articles can be listed (for offline search) as well as served (for the fetcher). */
export interface SearchableNewsCorpus extends NewsCorpus {
  articles(): CorpusArticle[];
}
