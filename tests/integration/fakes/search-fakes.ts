import http from "node:http";
import type { AddressInfo } from "node:net";

// Local stand-ins answering the documented shapes of SerpAPI (GET /search.json) and Google News RSS
// (GET /rss/search, with /rss/articles/<id> redirecting to the publisher).

export type FakeSearchServer = { url: string; requests: URL[]; close: () => Promise<void> };

async function listen(handler: (url: URL, res: http.ServerResponse) => void): Promise<FakeSearchServer> {
  const requests: URL[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    requests.push(url);
    handler(url, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

export function startFakeSerpApi(options: { apiKey: string; delayMs?: number }) {
  return listen((url, res) => {
    const send = (status: number, body: unknown) => {
      setTimeout(() => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      }, options.delayMs ?? 0);
    };
    if (url.pathname !== "/search") return send(404, { error: "Not found" });
    if (url.searchParams.get("api_key") !== options.apiKey) return send(401, { error: "Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key" });
    const q = url.searchParams.get("q") ?? "";
    if (q.includes("ratelimit")) return send(429, { error: "Your account has run out of searches." });
    if (url.searchParams.get("engine") === "google_news") {
      return send(200, {
        search_metadata: { status: "Success" },
        news_results: [
          {
            position: 1,
            title: "Helio Grid raises $120 million Series C",
            source: { name: "Venture Ledger", icon: "https://x/icon.png", authors: ["Ana"] },
            link: "https://venture.example/helio-series-c",
            snippet: "The battery storage company will build two plants.",
            date: "11/18/2026, 02:00 PM, +0000 UTC",
            iso_date: "2026-11-18T14:00:00Z",
          },
          {
            position: 2,
            title: "Helio Grid stories",
            highlight: { title: "Helio Grid opens Phoenix center", source: { name: "Energy Wire" }, link: "https://energy.example/phoenix", date: "10/29/2026, 12:00 PM, +0000 UTC", iso_date: "2026-10-29T12:00:00Z" },
            stories: [{ title: "Phoenix gets Helio Grid hub", source: { name: "AZ News" }, link: "https://az.example/hub", iso_date: "2026-10-30T09:00:00Z" }],
          },
          { position: 3, title: "Old Helio Grid story", source: { name: "Old News" }, link: "https://old.example/x", iso_date: "2025-01-01T00:00:00Z" },
        ],
      });
    }
    return send(200, {
      search_metadata: { status: "Success" },
      organic_results: [{ position: 1, title: "Helio Grid — Press", link: "https://heliogrid.example/press", snippet: "Press releases", source: "heliogrid.example" }],
    });
  });
}

const rssItem = (title: string, link: string, pubDate: string, source: string, description: string) =>
  `<item><title>${title} - ${source}</title><link>${link}</link><guid isPermaLink="false">${link}</guid><pubDate>${pubDate}</pubDate><description>${description.replace(/</g, "&lt;").replace(/>/g, "&gt;")}</description><source url="https://${source.toLowerCase().replace(/ /g, "")}.example">${source}</source></item>`;

export function startFakeGoogleNewsRss() {
  let origin = "";
  const started = listen((url, res) => {
    if (url.pathname.startsWith("/rss/articles/")) {
      res.writeHead(302, { location: `${origin}/publisher/${url.pathname.split("/").pop()}` });
      return res.end();
    }
    if (url.pathname.startsWith("/publisher/")) {
      res.writeHead(200, { "content-type": "text/html" });
      return res.end("<html><body>article</body></html>");
    }
    if (url.pathname !== "/rss/search") {
      res.writeHead(404);
      return res.end();
    }
    res.writeHead(200, { "content-type": "application/rss+xml; charset=utf-8" });
    res.end(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?><rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/"><channel><generator>NFE/5.0</generator><title>"Helio Grid" - Google News</title><link>https://news.google.com/search?q=%22Helio+Grid%22</link><language>en-US</language>
${rssItem("Helio Grid raises $120 million Series C", `${origin}/rss/articles/CBMiabc`, "Wed, 18 Nov 2026 14:00:00 GMT", "Venture Ledger", '<a href="x">Helio Grid raises $120 million Series C</a>&nbsp;&nbsp;<font color="#6f6f6f">Venture Ledger</font>')}
${rssItem("Helio Grid & partners open hub", `${origin}/rss/articles/CBMidef`, "Thu, 29 Oct 2026 12:00:00 GMT", "Energy Wire", "The storage company opens a Phoenix operations center.")}
</channel></rss>`);
  });
  return started.then((server) => {
    origin = server.url;
    return server;
  });
}
