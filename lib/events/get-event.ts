import { AppError } from "@/lib/errors/app-error";
import { and, eq } from "drizzle-orm";
import type { Transaction } from "@/lib/db/database";
import { isAccessibleAccount } from "@/lib/accounts/accessible-accounts";
import { accounts } from "@/lib/db/schema/accounts";
import { companies } from "@/lib/db/schema/companies";
import { events } from "@/lib/db/schema/events";
import { listEventPeople, type EventPersonRow } from "@/lib/people/list-event-people";
import { reports, reportEvents } from "@/lib/db/schema/reports";
import { EVENT_MISSING_ACCOUNT_OR_COMPANY, EVENT_NOT_FOUND } from "./event-error";
import { deriveUsage, normalizeStatus } from "./event-rules";
import { withScope } from "@/lib/db/scoped";
import type { QueryScope } from "@/lib/auth/viewer-types";

/**
 * Loads one event the acting user may see (assigned account in the acting company). Throws
 * EventError('Event not found') otherwise, so other tenants' ids look exactly like missing ones.
 */
export async function loadScopedEvent(scope: QueryScope, eventId: string, tx: Transaction) {
  const [row] = await tx
    .select({ event: events, account: accounts, company: companies })
    .from(events)
    .leftJoin(accounts, eq(accounts.id, events.accountId))
    .leftJoin(companies, eq(companies.id, accounts.companyId))
    .where(and(eq(events.id, eventId), isAccessibleAccount(scope, events.accountId)))
    .limit(1);
  if (!row) throw new AppError("not_found", EVENT_NOT_FOUND);
  if (!row.account || !row.company) throw new AppError("invalid", EVENT_MISSING_ACCOUNT_OR_COMPANY);
  if (row.account.companyId !== scope.companyId) throw new AppError("not_found", EVENT_NOT_FOUND);
  const links = await tx
    .select({ reportId: reports.id, reportName: reports.name, sentAt: reports.sentAt, userId: reports.userId })
    .from(reportEvents)
    .innerJoin(reports, eq(reports.id, reportEvents.reportId))
    .where(and(eq(reportEvents.eventId, eventId), eq(reports.userId, scope.userId), eq(reports.companyId, scope.companyId)));
  return {
    ...row.event,
    status: normalizeStatus(row.event.status),
    account: { id: row.account.id, name: row.account.name, logoUrl: row.account.logoUrl, url: row.account.url },
    company: { id: row.company.id, name: row.company.name, logoUrl: row.company.logoUrl },
    ...deriveUsage(links, scope.userId),
  };
}

export type EventDetail = Awaited<ReturnType<typeof loadScopedEvent>>;

/** One event with its account and company ('Event not found' / 'Event missing account or company'). */
export function getEvent(scope: QueryScope, eventId: string) {
  return withScope(scope, (tx) => loadScopedEvent(scope, eventId, tx));
}

/** A person named for an event, as the report preview shows them. */
export type EventStakeholder = Omit<EventPersonRow, "eventId" | "accountName">;

/** The people named for an event (for the report preview), after the same access check. */
export function getEventStakeholders(scope: QueryScope, eventId: string): Promise<EventStakeholder[]> {
  return withScope(
    scope,
    async (tx) => {
      await loadScopedEvent(scope, eventId, tx);
      const rows = await listEventPeople([eventId], tx);
      return rows.map((p) => ({ id: p.id, fullName: p.fullName, title: p.title, linkedinUsername: p.linkedinUsername, profileImageUrl: p.profileImageUrl, reasoning: p.reasoning }));
    });
}
