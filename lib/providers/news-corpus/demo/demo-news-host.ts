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
