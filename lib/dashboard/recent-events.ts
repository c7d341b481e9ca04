import { and, desc, eq } from "drizzle-orm";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { isAccessibleAccount } from "@/lib/accounts/accessible-accounts";
import { accounts } from "@/lib/db/schema/accounts";
import { events } from "@/lib/db/schema/events";
import { withScope } from "@/lib/db/scoped";
import { DASHBOARD_LIMIT } from "./dashboard-limits";
import { emptyOnError } from "./empty-on-error";

/**
 * The newest events on the acting user's accounts in the acting company, with the account's name and
 * logo (empty, and logged, when the query fails).
 */
export function listRecentEvents(scope: Pick<ActingScope, "userId" | "companyId">) {
  return emptyOnError("recent events", () => selectRecentEvents(scope));
}

function selectRecentEvents(scope: Pick<ActingScope, "userId" | "companyId">) {
  return withScope(
    scope,
    (tx) =>
      tx
        .select({
          id: events.id,
          title: events.title,
          url: events.url,
          status: events.status,
          statusReason: events.statusReason,
          eventDate: events.eventDate,
          insertedAt: events.insertedAt,
          publication: events.publication,
          accountId: accounts.id,
          accountName: accounts.name,
          accountLogoUrl: accounts.logoUrl,
        })
        .from(events)
        .innerJoin(accounts, eq(accounts.id, events.accountId))
        .where(and(isAccessibleAccount(scope, events.accountId), eq(events.isDeleted, false)))
        .orderBy(desc(events.insertedAt), desc(events.id))
        .limit(DASHBOARD_LIMIT));
}

export type RecentEvent = Awaited<ReturnType<typeof listRecentEvents>>[number];
