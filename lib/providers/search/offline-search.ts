import type { CorpusArticle, SearchableNewsCorpus } from "@/lib/providers/news-corpus/news-corpus";
import { buildBm25Index, tokenize, type Bm25Index } from "./bm25";
import { DEFAULT_SEARCH_LIMIT, type SearchProvider, type SearchQuery, type SearchResult } from "./search-provider";

// Offline news search: BM25 over the title (counted twice) and text of every corpus article.
// Query syntax as on the web: "quoted phrases" must appear, `site:host` restricts to a host,
// OR and parentheses are ignored (any remaining word scores), `-word` excludes.

type ParsedQuery = { phrases: string[]; terms: string[]; excluded: string[]; site?: string };

export function parseSearchQuery(query: string): ParsedQuery {
  const phrases: string[] = [];
  let rest = query.replace(/"([^"]+)"/g, (_, phrase: string) => {
    phrases.push(phrase.toLowerCase().trim());
    return " ";
  });
  let site: string | undefined;
  rest = rest.replace(/\bsite:(\S+)/gi, (_, host: string) => {
    site = host.toLowerCase();
    return " ";
  });
  const excluded: string[] = [];
  rest = rest.replace(/(^|\s)-(\w+)/g, (_, lead: string, word: string) => {
    excluded.push(word.toLowerCase());
    return lead;
  });
  const terms = tokenize(rest.replace(/\b(OR|AND)\b/g, " ")).concat(phrases.flatMap((p) => tokenize(p)));
  return { phrases, terms, excluded, site };
}

type Indexed = { articles: CorpusArticle[]; haystacks: string[]; index: Bm25Index };

const normalizeSpace = (s: string) => s.toLowerCase().replace(/[’']/g, "'").replace(/\s+/g, " ");

function buildIndex(articles: CorpusArticle[]): Indexed {
  const docs = articles.map((a) => [...tokenize(a.title), ...tokenize(a.title), ...tokenize(a.snippet), ...tokenize(a.text)]);
  return { articles, haystacks: articles.map((a) => normalizeSpace(`${a.title} ${a.snippet} ${a.text}`)), index: buildBm25Index(docs) };
}

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return "";
  }
};

export function createOfflineSearch(corpora: () => SearchableNewsCorpus[], now: () => Date = () => new Date()): SearchProvider {
  let cache: { key: CorpusArticle[][]; indexed: Indexed } | undefined;
  const indexed = () => {
    const lists = corpora().map((c) => c.articles());
    if (!cache || cache.key.length !== lists.length || cache.key.some((l, i) => l !== lists[i])) {
      cache = { key: lists, indexed: buildIndex(lists.flat()) };
    }
    return cache.indexed;
  };
  return {
    name: "offline",
    async search(query: SearchQuery): Promise<SearchResult[]> {
      const { articles, haystacks, index } = indexed();
      const parsed = parseSearchQuery(query.query);
      const scores = index.score(parsed.terms);
      const since = query.since?.getTime() ?? -Infinity;
      const until = now().getTime();
      const hits: { i: number; score: number }[] = [];
      for (let i = 0; i < articles.length; i++) {
        if (scores[i] <= 0) continue;
        const published = Date.parse(articles[i].publishedAt);
        if (published < since || published > until) continue;
        if (!parsed.phrases.every((p) => haystacks[i].includes(normalizeSpace(p)))) continue;
        if (parsed.excluded.some((w) => haystacks[i].includes(w))) continue;
        if (parsed.site && !(hostOf(articles[i].url) === parsed.site || hostOf(articles[i].url).endsWith(`.${parsed.site}`))) continue;
        hits.push({ i, score: scores[i] });
      }
      hits.sort((x, y) => y.score - x.score || articles[y.i].publishedAt.localeCompare(articles[x.i].publishedAt));
      return hits.slice(0, query.limit ?? DEFAULT_SEARCH_LIMIT).map(({ i }) => ({
        url: articles[i].url,
        title: articles[i].title,
        source: articles[i].source,
        date: articles[i].publishedAt,
        snippet: articles[i].snippet,
      }));
    },
  };
}
