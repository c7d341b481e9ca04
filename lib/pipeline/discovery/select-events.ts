import { events } from "@/lib/db/schema/events";
import type { Database } from "@/lib/db/database";
import { sendJob } from "@/lib/queue/queue-client";
import { canonicalUrl } from "./canonical-url";
import type { LogArticle } from "./discovery-log";

// Step 9: at most N new events per run, inserted as pending (source discovery) and queued for the
// event processing job. An article whose URL the account already has is never inserted again.

export type Selection = { selected: { url: string; event_id: string; title: string }[]; skipped_known_urls: string[] };

export async function selectEvents(
  db: Database,
  input: { accountId: string; ordered: LogArticle[]; knownUrls: string[]; maxEvents: number },
): Promise<Selection> {
  const known = new Set(input.knownUrls.map(canonicalUrl));
  const picked: LogArticle[] = [];
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
        })
        .returning({ id: events.id });
      await sendJob(tx, "events", { event_id: row.id, job_type: "event" });
      out.push({ url: article.url.trim(), event_id: row.id, title: article.title });
    }
    return out;
  });
  return { selected, skipped_known_urls: skipped };
}
