import { events } from "@/lib/db/schema/events";
import type { Database } from "@/lib/db/database";
import { enqueuePrivileged } from "@/lib/jobs/enqueue";
import { eventJob } from "@/lib/jobs/event-job";
import { ALSO_REPORTED_BY_KEY } from "@/lib/events/also-reported-by";
import { mergeAlsoReportedBy } from "./also-reported-by-list";
import { canonicalUrl } from "./canonical-url";
import type { LogArticle } from "./discovery-log";

// Step 9: at most N new events per run, inserted as pending (source discovery) and queued for the
// event processing job. An article whose URL the account already has is never inserted again. The
// other outlets' articles of the same story (joined in step 8) go with it as "Also reported by".

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
  if (picked.length === 0) return { selected: [], skipped_known_urls: skipped };
  const selected = await db.transaction(async (tx) => {
    const out: Selection["selected"] = [];
    for (const article of picked) {
      const published = Date.parse(article.date);
      const others = mergeAlsoReportedBy(article.url, [], article.alsoReportedBy ?? []);
      const [row] = await tx
        .insert(events)
        .values({
          accountId: input.accountId,
          title: article.title,
          url: article.url.trim(),
          summary: article.snippet || null,
          publication: article.source || null,
          eventDate: Number.isNaN(published) ? null : new Date(published).toISOString().slice(0, 10),
          status: "pending",
          source: "discovery",
          data: others.length ? { [ALSO_REPORTED_BY_KEY]: others } : {},
        })
        .returning({ id: events.id });
      await enqueuePrivileged(tx, eventJob, { event_id: row.id, job_type: "event" });
      out.push({ url: article.url.trim(), event_id: row.id, title: article.title, ...(others.length ? { also_reported_by: others.map((o) => o.url) } : {}) });
    }
    return out;
  });
  return { selected, skipped_known_urls: skipped };
}
