// "Also reported by": the other outlets that told an event's story, kept in events.data under
// ALSO_REPORTED_BY_KEY (event processing merges its keys into data, so it never overwrites this one).
// Whatever reads it back goes through alsoReportedByOf: only http(s) links, bounded text and length.

export const ALSO_REPORTED_BY_KEY = "also_reported_by";

/** Outlets kept per event; a story rarely has more worth showing. */
export const MAX_ALSO_REPORTED_BY = 12;
export const MAX_OUTLET_CHARS = 80;
export const MAX_REPORT_TITLE_CHARS = 200;
const MAX_URL_CHARS = 2048;

export type AlsoReportedBy = {
  /** the outlet's name as the search result gave it */
  source: string;
  url: string;
  title: string;
  /** publication date as given (ISO date or date-time), or null */
  date: string | null;
};

export function isWebUrl(value: string): boolean {
  if (value.length > MAX_URL_CHARS) return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const clip = (value: string, max: number) => {
  const flat = value.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/** One entry in its stored shape, or null when it has no usable http(s) link. */
export function toAlsoReportedBy(input: { source?: unknown; url?: unknown; title?: unknown; date?: unknown }): AlsoReportedBy | null {
  const url = typeof input.url === "string" ? input.url.trim() : "";
  if (!isWebUrl(url)) return null;
  const source = typeof input.source === "string" && input.source.trim() ? clip(input.source, MAX_OUTLET_CHARS) : clip(new URL(url).hostname.replace(/^www\./, ""), MAX_OUTLET_CHARS);
  const title = typeof input.title === "string" ? clip(input.title, MAX_REPORT_TITLE_CHARS) : "";
  const date = typeof input.date === "string" && !Number.isNaN(Date.parse(input.date)) ? input.date.slice(0, 32) : null;
  return { source, url, title, date };
}

/** The stored list of an event's data, cleaned for display (bad entries left out). */
export function alsoReportedByOf(data: unknown): AlsoReportedBy[] {
  const list = data && typeof data === "object" ? (data as Record<string, unknown>)[ALSO_REPORTED_BY_KEY] : undefined;
  if (!Array.isArray(list)) return [];
  const out: AlsoReportedBy[] = [];
  for (const entry of list.slice(0, MAX_ALSO_REPORTED_BY)) {
    const clean = entry && typeof entry === "object" ? toAlsoReportedBy(entry as Record<string, unknown>) : null;
    if (clean) out.push(clean);
  }
  return out;
}
