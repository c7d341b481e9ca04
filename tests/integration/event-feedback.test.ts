import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAuthSecret, resetAuthSecretCache } from "@/lib/auth/auth-secret";
import type { Database } from "@/lib/db/database";
import { withScope } from "@/lib/db/scoped";
import { eq } from "drizzle-orm";
import { eventFeedback } from "@/lib/db/schema/event-feedback";
import { listFeedbackCounts } from "@/lib/event-feedback/feedback-counts";
import { feedbackLinkStatus, markNotRelevantByToken, undoNotRelevantByToken } from "@/lib/event-feedback/feedback-by-link";
import { createFeedbackToken } from "@/lib/event-feedback/feedback-token";
import { getOwnFeedback, markNotRelevant, undoNotRelevant } from "@/lib/event-feedback/mark-event-feedback";
import { resetEnvCache } from "@/lib/env";
import { listEvents } from "@/lib/events/list-events";
import { listActivityFeed } from "@/lib/events/list-sent-events";
import { createReport as newReport } from "@/lib/reports/report-mutations";
import { unusedEvents } from "@/lib/reports/report-queries";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { completedEventData, createEvent } from "@/tests/factories/events";
import { createReport } from "@/tests/factories/reports";
import { createUser } from "@/tests/factories/users";
import { backends, useTestDatabase } from "./helpers/test-database";

const saved = { ...process.env };
beforeAll(() => {
  process.env.AUTH_SECRET = "feedback-integration-secret-0123456789abcdef";
  resetEnvCache();
  resetAuthSecretCache();
});
afterAll(() => {
  process.env = saved;
  resetEnvCache();
  resetAuthSecretCache();
});

async function world(db: Database) {
  const company = await createCompany(db, { name: "Feedback Co" });
  const user = await createUser(db, { companyId: company.id });
  const colleague = await createUser(db, { companyId: company.id });
  const account = await createAccount(db, { companyId: company.id, name: "Shared Account", assignTo: [user.id, colleague.id] });
  const other = await createAccount(db, { companyId: company.id, name: "Colleague's Own", assignTo: [colleague.id] });
  const funding = await createEvent(db, { accountId: account.id, title: "Funding news", eventDate: "2026-11-10", data: completedEventData({ signal_type: "funding" }) });
  const hiring = await createEvent(db, { accountId: account.id, title: "Hiring news", eventDate: "2026-11-05", data: completedEventData({ signal_type: "hiring" }) });
  const funding2 = await createEvent(db, { accountId: account.id, title: "More funding news", eventDate: "2026-11-12", data: completedEventData({ signal_type: "funding" }) });
  const theirs = await createEvent(db, { accountId: other.id, title: "Not for the user" });
  const scope = { userId: user.id, companyId: company.id };
  const colleagueScope = { userId: colleague.id, companyId: company.id };
  return { company, user, colleague, account, funding, hiring, funding2, theirs, scope, colleagueScope };
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

describe.each(backends)("Not relevant marks on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("a marked event leaves the user's events list, feed and next report at once, and Undo brings it back; colleagues keep it", async () => {
    const { db } = testDb();
    const w = await world(db);
    await createReport(db, { userId: w.user.id, companyId: w.company.id, eventIds: [w.hiring.id], sentAt: new Date() });
    await markNotRelevant(w.scope, { eventId: w.hiring.id, reason: "old_news" });
    await markNotRelevant(w.scope, { eventId: w.funding.id });
    expect(await getOwnFeedback(w.scope, w.funding.id)).toEqual({ reason: null });
    expect(ids((await listEvents(w.scope)).events)).toEqual([w.funding2.id]);
    expect((await listActivityFeed(w.scope)).events).toEqual([]);
    expect(ids(await withScope(w.scope, (tx) => unusedEvents(w.scope, {}, tx)))).toEqual([w.funding2.id]);
    // The colleague sharing the account still sees everything.
    expect(ids((await listEvents(w.colleagueScope)).events).sort()).toEqual([w.funding.id, w.hiring.id, w.funding2.id, w.theirs.id].sort());

    await undoNotRelevant(w.scope, { eventId: w.hiring.id });
    await undoNotRelevant(w.scope, { eventId: w.hiring.id }); // idempotent
    expect(ids((await listActivityFeed(w.scope)).events)).toEqual([w.hiring.id]);
    expect(await getOwnFeedback(w.scope, w.hiring.id)).toBeUndefined();
  });

  it("refuses events the user cannot see, and never writes another user's mark", async () => {
    const { db } = testDb();
    const w = await world(db);
    await expect(markNotRelevant(w.scope, { eventId: w.theirs.id, reason: "duplicate" })).rejects.toThrow("This event is not available.");
    await markNotRelevant(w.colleagueScope, { eventId: w.funding.id, reason: "not_important" });
    expect(await getOwnFeedback(w.scope, w.funding.id)).toBeUndefined();
  });

  it("a duplicate is paired with the account's event of the nearest title", async () => {
    const { db } = testDb();
    const w = await world(db);
    await markNotRelevant(w.scope, { eventId: w.funding2.id, reason: "duplicate" });
    const [row] = await db.select().from(eventFeedback).where(eq(eventFeedback.eventId, w.funding2.id));
    expect(row).toMatchObject({ userId: w.user.id, accountId: w.account.id, reason: "duplicate", duplicateOfEventId: w.funding.id });
  });

  it("'not important to me' puts that signal type last in the user's next report", async () => {
    const { db } = testDb();
    const w = await world(db);
    expect(ids(await withScope(w.scope, (tx) => unusedEvents(w.scope, {}, tx)))).toEqual([w.funding2.id, w.funding.id, w.hiring.id]);
    await markNotRelevant(w.scope, { eventId: w.funding2.id, reason: "not_important" });
    expect(ids(await withScope(w.scope, (tx) => unusedEvents(w.scope, {}, tx)))).toEqual([w.hiring.id, w.funding.id]);
    const report = await newReport(w.scope, { requireEvents: true });
    expect(report?.eventCount).toBe(2);
  });

  it("the mail's signed link: its page reads without marking; marking and Undo act for the token's user only", async () => {
    const { db } = testDb();
    const w = await world(db);
    const token = createFeedbackToken(getAuthSecret(), w.user.id, w.funding.id);
    expect(await feedbackLinkStatus(token)).toMatchObject({ ok: true, eventTitle: "Funding news", accountName: "Shared Account", email: w.user.email, marked: null });
    expect(await getOwnFeedback(w.scope, w.funding.id)).toBeUndefined();
    await markNotRelevantByToken(token, "passing_mention");
    expect(await getOwnFeedback(w.scope, w.funding.id)).toEqual({ reason: "passing_mention" });
    expect(await getOwnFeedback(w.colleagueScope, w.funding.id)).toBeUndefined();
    expect(await feedbackLinkStatus(token)).toMatchObject({ ok: true, marked: { reason: "passing_mention" } });
    await undoNotRelevantByToken(token);
    expect(await getOwnFeedback(w.scope, w.funding.id)).toBeUndefined();
    // A link for an event the user cannot see marks nothing.
    const foreign = createFeedbackToken(getAuthSecret(), w.user.id, w.theirs.id);
    await expect(markNotRelevantByToken(foreign, null)).rejects.toThrow("This event is not available.");
    // Change the signature's last character to a different one (a fixed "0" would leave a token ending in "0" unchanged).
    const tampered = `${token.slice(0, -1)}${token.endsWith("0") ? "1" : "0"}`;
    await expect(markNotRelevantByToken(tampered, null)).rejects.toThrow("This link is not valid.");
  });

  it("admins count standing marks per company and account, by reason", async () => {
    const { db } = testDb();
    const w = await world(db);
    const admin = await createUser(db, { companyId: w.company.id, role: "admin" });
    await markNotRelevant(w.scope, { eventId: w.funding.id, reason: "wrong_company" });
    await markNotRelevant(w.colleagueScope, { eventId: w.funding.id, reason: "wrong_company" });
    await markNotRelevant(w.colleagueScope, { eventId: w.hiring.id });
    const rows = await withScope({ userId: admin.id }, (tx) => listFeedbackCounts(tx));
    const row = rows.find((r) => r.accountId === w.account.id)!;
    expect(row).toMatchObject({ companyName: "Feedback Co", accountName: "Shared Account", total: 3, byReason: { wrong_company: 2, none: 1 } });
    // A seller reads only their own marks.
    const own = await withScope(w.scope, (tx) => listFeedbackCounts(tx));
    expect(own.find((r) => r.accountId === w.account.id)?.total).toBe(1);
  });
});
