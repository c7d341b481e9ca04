import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { log } from "@/lib/log";
import type { CorpusArticle, SearchableNewsCorpus } from "../news-corpus";

// A folder of saved articles (OFFLINE_NEWS_DIR): `*.json` files each holding one article or an array
// of articles, and `*.jsonl` files with one article per line. Fields: url, title, source,
// published_at (ISO date), snippet (optional), and html or text. README "Offline news" documents it.

const folderArticleSchema = z
  .object({
    url: z.url({ protocol: /^https?$/ }),
    title: z.string().trim().min(1),
    source: z.string().trim().min(1),
    published_at: z.string().refine((s) => !Number.isNaN(Date.parse(s)), "published_at must be an ISO date"),
    snippet: z.string().optional(),
    html: z.string().optional(),
    text: z.string().optional(),
  })
  .refine((a) => Boolean(a.html || a.text), "an article needs html or text");

type FolderArticle = z.infer<typeof folderArticleSchema>;

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Plain text of an article's HTML: good enough for search ranking (the fetcher serves the HTML itself). */
export const htmlToText = (html: string) =>
  html
    .replace(/<(script|style|noscript)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();

function pageOf(a: FolderArticle): string {
  if (a.html) return a.html;
  const paragraphs = (a.text ?? "").split(/\n\s*\n/).map((p) => `<p>${escapeHtml(p.trim())}</p>`).join("\n");
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(a.title)}</title>
<meta property="og:title" content="${escapeHtml(a.title)}"><meta property="og:site_name" content="${escapeHtml(a.source)}">
<meta property="article:published_time" content="${escapeHtml(a.published_at)}">${a.snippet ? `<meta name="description" content="${escapeHtml(a.snippet)}">` : ""}
</head><body><article><h1>${escapeHtml(a.title)}</h1><time datetime="${escapeHtml(a.published_at)}">${escapeHtml(a.published_at)}</time>
${paragraphs}</article></body></html>`;
}

function parseFile(file: string): unknown[] {
  const raw = readFileSync(file, "utf8");
  if (file.endsWith(".jsonl")) return raw.split("\n").filter((line) => line.trim()).map((line) => JSON.parse(line));
  const parsed: unknown = JSON.parse(raw);
  return Array.isArray(parsed) ? parsed : [parsed];
}

const normalizeUrl = (url: string) => {
  const u = new URL(url);
  u.hash = "";
  return u.toString().replace(/\/$/, "");
};

/** Reads every article in `dir` (and its sub-folders). Bad files or articles are logged and skipped. */
export function loadFolderArticles(dir: string): { article: CorpusArticle; page: string }[] {
  const out: { article: CorpusArticle; page: string }[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current).sort()) {
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) {
        walk(full);
        continue;
      }
      if (!/\.jsonl?$/i.test(name)) continue;
      let items: unknown[];
      try {
        items = parseFile(full);
      } catch (error) {
        log.warn("offline news: unreadable file skipped", { file: full, error });
        continue;
      }
      for (const item of items) {
        const parsed = folderArticleSchema.safeParse(item);
        if (!parsed.success) {
          log.warn("offline news: article skipped", { file: full, problem: parsed.error.issues[0]?.message });
          continue;
        }
        const a = parsed.data;
        const text = a.text ?? htmlToText(a.html!);
        out.push({
          article: {
            url: a.url,
            title: a.title,
            source: a.source,
            publishedAt: new Date(a.published_at).toISOString(),
            snippet: a.snippet?.trim() || text.slice(0, 240),
            text,
          },
          page: pageOf(a),
        });
      }
    }
  };
  walk(dir);
  return out;
}

/** The articles of a folder, read once; the fetcher answers their URLs from it. */
export function createFolderNewsCorpus(dir: string): SearchableNewsCorpus {
  let loaded: { articles: CorpusArticle[]; pages: Map<string, string> } | undefined;
  const load = () => {
    if (loaded) return loaded;
    let entries: { article: CorpusArticle; page: string }[] = [];
    try {
      entries = loadFolderArticles(dir);
    } catch (error) {
      log.warn("offline news: folder unreadable", { dir, error });
    }
    loaded = { articles: entries.map((e) => e.article), pages: new Map(entries.map((e) => [normalizeUrl(e.article.url), e.page])) };
    return loaded;
  };
  return {
    pageFor: (url) => load().pages.get(normalizeUrl(url.toString())),
    articles: () => load().articles,
  };
}
