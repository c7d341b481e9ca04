// One URL per article: tracking parameters, AMP and mobile variants, fragments, "www." and trailing
// slashes do not make another article.

const TRACKING = /^(utm_.*|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|igshid|ref|ref_src|ref_url|cmpid|ncid|ocid|smid|sr_share|share|src|taid|yclid|guccounter|guce_referrer.*|outputtype)$/i;

export function canonicalUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return raw.trim().toLowerCase();
  }
  let host = url.hostname.toLowerCase().replace(/^(www|m|mobile|amp)\./, "");
  host = host.replace(/\.cdn\.ampproject\.org$/, "");
  let path = url.pathname
    .replace(/\/amp(\.html)?\/?$/i, "/")
    .replace(/\.amp(\.html)?$/i, "")
    .replace(/^\/amp\//i, "/")
    .replace(/\/index\.html?$/i, "/")
    .replace(/\/+$/, "");
  if (!path) path = "";
  const params = [...url.searchParams.entries()].filter(([key]) => !TRACKING.test(key) && key.toLowerCase() !== "amp").sort(([a], [b]) => a.localeCompare(b));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : "";
  return `${host}${path}${query}`;
}
