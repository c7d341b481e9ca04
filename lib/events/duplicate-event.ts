import { and, eq, sql } from "drizzle-orm";
import type { Transaction } from "@/lib/db/database";
import { events } from "@/lib/db/schema/events";
import { AppError } from "@/lib/errors/app-error";
import { canonicalUrl } from "./canonical-url";
import { DUPLICATE_EVENT } from "./event-error";


export type ExistingEvent = { id: string; title: string | null; status: string | null };

/**
 * The account's event for the same article, if any: URLs are compared in discovery's canonical form
 * (tracking parameters, AMP and mobile variants, "www.", trailing slashes do not make another
 * article). Deleted events do not count: adding the article again is how one gets it back.
 */
export async function findDuplicateEvent(accountId: string, url: string, tx: Transaction): Promise<ExistingEvent | null> {
  const wanted = canonicalUrl(url);
  const host = wanted.split(/[/?]/)[0];
  const rows = await tx
    .select({ id: events.id, title: events.title, status: events.status, url: events.url })
    .from(events)
    .where(and(eq(events.accountId, accountId), eq(events.isDeleted, false), sql`${events.url} ilike ${`%${host.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`));
  const match = rows.find((row) => row.url && canonicalUrl(row.url) === wanted);
  return match ? { id: match.id, title: match.title, status: match.status } : null;
}

/** Thrown by createEvent; carries the existing event so the dialog can offer to open it. */
export class DuplicateEventError extends AppError {
  readonly existing: ExistingEvent;

  constructor(existing: ExistingEvent) {
    super("conflict", DUPLICATE_EVENT);
    this.existing = existing;
  }
}
