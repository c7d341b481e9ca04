/** The bundled demo news site: a reserved .local name that never reaches the network. */
export const DEMO_NEWS_HOST = "news.demo.trayo.local";
export const DEMO_NEWS_ORIGIN = `https://${DEMO_NEWS_HOST}`;

export const demoArticleUrl = (slug: string) => `${DEMO_NEWS_ORIGIN}/${slug}`;

/** The slug of a demo news URL, or null when the URL is not on the demo news host. */
export function demoSlugOf(url: string | URL): string | null {
  let parsed: URL;
  try {
    parsed = typeof url === "string" ? new URL(url) : url;
  } catch {
    return null;
  }
  if (parsed.hostname.toLowerCase() !== DEMO_NEWS_HOST) return null;
  return parsed.pathname.replace(/^\/+|\/+$/g, "") || null;
}

/** The day the demo stories were written for; offline search moves their dates by whole days so they stay fresh (as the seed does). */
export const DEMO_CORPUS_TODAY = Date.UTC(2026, 10, 21);
// Whole days, rounded down: rounded to the nearest day, after noon the corpus's latest stories (dated the
// evening before its "today") were shifted into the future and search left them out.
export const demoCorpusShiftMs = (now: Date) => Math.floor((now.getTime() - DEMO_CORPUS_TODAY) / 86_400_000) * 86_400_000;
