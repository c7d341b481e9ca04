import http from "node:http";
import https from "node:https";
import net from "node:net";
import tls from "node:tls";
import { getJson, type EngineParameters } from "serpapi";
import { DEFAULT_SEARCH_LIMIT, SearchError, type SearchProvider, type SearchQuery, type SearchResult } from "./search-provider";

// SerpAPI through its official client (engines google_news and google).
// google_news: news_results[{title, link, source{name}, date, iso_date, snippet, highlight, stories[]}]
// google:      organic_results[{title, link, source, date, snippet}]
// Failures answer {error: "..."}; the client rejects with the body text (or RequestTimeoutError).

type NewsItem = {
  title?: string;
  link?: string;
  snippet?: string;
  date?: string;
  iso_date?: string;
  source?: { name?: string } | string;
  highlight?: NewsItem;
  stories?: NewsItem[];
};
type OrganicItem = { title?: string; link?: string; snippet?: string; date?: string; source?: string };

export type SerpApiOptions = {
  apiKey: string;
  /** Another server speaking SerpAPI's protocol (tests: a local fake). */
  baseUrl?: string;
  timeoutMs?: number;
};

/** An agent that connects every request to `baseUrl`'s host, so the official client can talk to a fake. */
function agentFor(baseUrl: string): { agent: http.Agent; protocol: string } {
  const target = new URL(baseUrl);
  const port = Number(target.port || (target.protocol === "https:" ? 443 : 80));
  if (target.protocol === "https:") {
    const agent = new https.Agent();
    agent.createConnection = (_options, callback) => {
      const socket = tls.connect({ host: target.hostname, port, servername: target.hostname });
      callback?.(null, socket);
      return socket;
    };
    return { agent, protocol: "https:" };
  }
  const agent = new http.Agent();
  agent.createConnection = (_options, callback) => {
    const socket = net.connect({ host: target.hostname, port });
    callback?.(null, socket);
    return socket;
  };
  return { agent, protocol: "http:" };
}

const PERMANENT = /api key|invalid|unsupported|missing|not allowed|account/i;

function toSearchError(error: unknown): SearchError {
  if (error instanceof Error && /timed out/i.test(error.message)) return new SearchError("SerpAPI timed out", { retryable: true, cause: error });
  if (typeof error === "string") {
    let message = error;
    try {
      message = (JSON.parse(error) as { error?: string }).error ?? error;
    } catch {
      // not JSON: keep the text
    }
    const retryable = /rate|limit|too many|run out|temporar|try again|timeout/i.test(message) || !PERMANENT.test(message);
    return new SearchError(`SerpAPI: ${message.slice(0, 300)}`, { retryable });
  }
  return new SearchError(`SerpAPI request failed: ${(error as Error)?.message ?? String(error)}`, { retryable: true, cause: error });
}

const toIso = (item: { iso_date?: string; date?: string }) => {
  if (item.iso_date) return item.iso_date;
  if (!item.date) return "";
  const parsed = Date.parse(item.date.replace(/, \+0000 UTC$/, " UTC").replace(/,(?= \d{2}:)/, ""));
  return Number.isNaN(parsed) ? item.date : new Date(parsed).toISOString();
};

const newsResult = (item: NewsItem): SearchResult | null =>
  item.link && item.title
    ? {
        url: item.link,
        title: item.title,
        source: typeof item.source === "string" ? item.source : (item.source?.name ?? ""),
        date: toIso(item),
        snippet: item.snippet ?? "",
      }
    : null;

export function createSerpApiSearch(options: SerpApiOptions): SearchProvider {
  const connection = options.baseUrl ? agentFor(options.baseUrl) : undefined;
  return {
    name: "serpapi",
    async search(query: SearchQuery): Promise<SearchResult[]> {
      const limit = query.limit ?? DEFAULT_SEARCH_LIMIT;
      const days = query.since ? Math.max(1, Math.ceil((Date.now() - query.since.getTime()) / 86_400_000)) : undefined;
      const parameters: Record<string, string | number | object> = {
        engine: query.engine,
        api_key: options.apiKey,
        timeout: options.timeoutMs ?? 15_000,
        hl: "en",
        gl: "us",
      };
      if (query.engine === "google_news") {
        parameters.q = days ? `${query.query} when:${days}d` : query.query;
      } else {
        parameters.q = query.query;
        parameters.num = limit;
        if (days) parameters.tbs = `qdr:d${days}`;
      }
      if (connection) parameters.requestOptions = connection;
      let json: Record<string, unknown>;
      try {
        json = (await getJson(parameters as EngineParameters)) as Record<string, unknown>;
      } catch (error) {
        throw toSearchError(error);
      }
      if (typeof json.error === "string" && !/hasn't returned any results/i.test(json.error)) throw toSearchError(JSON.stringify(json));
      const since = query.since?.getTime();
      let results: SearchResult[];
      if (query.engine === "google_news") {
        const items = (json.news_results as NewsItem[] | undefined) ?? [];
        results = items
          .flatMap((item) => (item.highlight ? [item.highlight, ...(item.stories ?? [])] : item.stories && !item.link ? item.stories : [item]))
          .map(newsResult)
          .filter((r): r is SearchResult => r !== null);
      } else {
        const items = (json.organic_results as OrganicItem[] | undefined) ?? [];
        results = items
          .filter((i) => i.link && i.title)
          .map((i) => ({ url: i.link!, title: i.title!, source: i.source ?? new URL(i.link!).hostname, date: toIso(i), snippet: i.snippet ?? "" }));
      }
      return results.filter((r) => !since || !r.date || Number.isNaN(Date.parse(r.date)) || Date.parse(r.date) >= since).slice(0, limit);
    },
  };
}
