// Pure helpers (no imports) so next.config.ts can use them too.

const CLOUD_INGEST = /^(https?:\/\/)(us|eu)\.i\.posthog\.com$/i;

function trimHost(host: string) {
  return host.replace(/\/+$/, "");
}

/** Where PostHog serves its static scripts: PostHog Cloud has a separate assets host; self-hosted does not. */
export function posthogAssetsHost(host: string): string {
  const h = trimHost(host);
  const cloud = CLOUD_INGEST.exec(h);
  return cloud ? `${cloud[1]}${cloud[2].toLowerCase()}-assets.i.posthog.com` : h;
}

/** The PostHog app itself (for links the SDK builds while events go through our /ingest proxy). */
export function posthogUiHost(host: string): string {
  const h = trimHost(host);
  const cloud = CLOUD_INGEST.exec(h);
  return cloud ? `${cloud[1]}${cloud[2].toLowerCase()}.posthog.com` : h;
}

/** Where /ingest/<path> goes: static files to the assets host, the rest to the ingest host. */
export function posthogTarget(host: string, segments: string[], search: string): string {
  const [first, ...rest] = segments;
  const base = first === "static" ? `${posthogAssetsHost(host)}/static` : trimHost(host);
  const tail = (first === "static" ? rest : segments).map(encodeURIComponent).join("/");
  return `${base}/${tail}${search}`;
}
