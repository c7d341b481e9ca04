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

/** The /ingest reverse-proxy rules for next.config.ts, following NEXT_PUBLIC_POSTHOG_HOST. */
export function posthogRewrites(host: string) {
  return [
    { source: "/ingest/static/:path*", destination: `${posthogAssetsHost(host)}/static/:path*` },
    { source: "/ingest/:path*", destination: `${trimHost(host)}/:path*` },
  ];
}
