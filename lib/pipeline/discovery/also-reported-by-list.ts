import { eq, sql } from "drizzle-orm";
import type { Queryable } from "@/lib/db/database";
import { events } from "@/lib/db/schema/events";
import { ALSO_REPORTED_BY_KEY, MAX_ALSO_REPORTED_BY, alsoReportedByOf, toAlsoReportedBy, type AlsoReportedBy } from "@/lib/events/also-reported-by";
import { canonicalUrl } from "@/lib/events/canonical-url";
import type { LogArticle } from "./discovery-log";

// The "Also reported by" list of an event: the other outlets' articles of its story, one per
// canonical URL, never the event's own article.

/** `current` followed by those of `added` it lacks (by canonical URL), capped. */
export function mergeAlsoReportedBy(ownUrl: string | null, current: AlsoReportedBy[], added: Pick<LogArticle, "url" | "title" | "source" | "date">[]): AlsoReportedBy[] {
  const seen = new Set(current.map((c) => canonicalUrl(c.url)));
  if (ownUrl) seen.add(canonicalUrl(ownUrl));
  const out = [...current];
  for (const article of added) {
    if (out.length >= MAX_ALSO_REPORTED_BY) break;
    const entry = toAlsoReportedBy(article);
    if (!entry) continue;
    const key = canonicalUrl(entry.url);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(entry);
  }
  return out;
}

/**
 * Adds articles to an existing event's list (the row is locked, so two runs do not lose each other's
 * outlets; event processing merges other keys into data and leaves this one alone). Returns the URLs
 * actually added.
 */
export async function appendAlsoReportedBy(db: Queryable, eventId: string, added: Pick<LogArticle, "url" | "title" | "source" | "date">[]): Promise<string[]> {
  const [row] = await db.select({ url: events.url, data: events.data }).from(events).where(eq(events.id, eventId)).for("update");
  if (!row) return [];
  const current = alsoReportedByOf(row.data);
  const merged = mergeAlsoReportedBy(row.url, current, added);
  if (merged.length === current.length) return [];
  await db
    .update(events)
    .set({ data: sql`coalesce(${events.data}, '{}'::jsonb) || ${JSON.stringify({ [ALSO_REPORTED_BY_KEY]: merged })}::jsonb`, updatedAt: new Date() })
    .where(eq(events.id, eventId));
  return merged.slice(current.length).map((e) => e.url);
}
