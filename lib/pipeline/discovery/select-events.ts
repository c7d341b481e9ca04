import type { Database } from "@/lib/db/database";
import { createDiscoveredEvents } from "@/lib/events/create-discovered-events";
import { canonicalUrl } from "@/lib/events/canonical-url";
import { mergeAlsoReportedBy } from "./also-reported-by-list";
import type { LogArticle } from "./discovery-log";

// Step 9: at most N new events per run, created by lib/events as pending (source discovery) and
// queued for the event processing job. An article whose URL the account already has is never
// inserted again. The other outlets' articles of the same story (joined in step 8) go with it as
// "Also reported by".

/** A story to select: its best article and the other outlets' articles that joined it. */
export type StoryArticle = LogArticle & { alsoReportedBy?: LogArticle[] };

export type Selection = { selected: { url: string; event_id: string; title: string; also_reported_by?: string[] }[]; skipped_known_urls: string[] };

export async function selectEvents(
  db: Database,
  input: { accountId: string; ordered: StoryArticle[]; knownUrls: string[]; maxEvents: number },
): Promise<Selection> {
  const known = new Set(input.knownUrls.map(canonicalUrl));
  const picked: StoryArticle[] = [];
  const skipped: string[] = [];
  for (const article of input.ordered) {
    if (picked.length >= input.maxEvents) break;
    const key = canonicalUrl(article.url);
    if (known.has(key)) {
      skipped.push(article.url);
      continue;
    }
    known.add(key);
    picked.push(article);
  }
  const found = picked.map((article) => {
    const published = Date.parse(article.date);
    return {
      title: article.title,
      url: article.url.trim(),
      summary: article.snippet || null,
      publication: article.source || null,
      eventDate: Number.isNaN(published) ? null : new Date(published).toISOString().slice(0, 10),
      alsoReportedBy: mergeAlsoReportedBy(article.url, [], article.alsoReportedBy ?? []),
    };
  });
  const ids = await createDiscoveredEvents(db, input.accountId, found);
  const selected = found.map((event, i) => ({
    url: event.url,
    event_id: ids[i],
    title: event.title,
    ...(event.alsoReportedBy.length ? { also_reported_by: event.alsoReportedBy.map((o) => o.url) } : {}),
  }));
  return { selected, skipped_known_urls: skipped };
}
