import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as cronGet } from "@/app/api/cron/daily-reports/route";
import { POST as webhookPost } from "@/app/api/webhooks/resend/route";
import { rowsOf, type Database } from "@/lib/db/database";
import { emailsSent, emailStatus } from "@/lib/db/schema/emails";
import { events } from "@/lib/db/schema/events";
import { webhookEvents } from "@/lib/db/schema/reporting";
import { reportEvents, reports } from "@/lib/db/schema/reports";
import { signResendWebhook } from "@/lib/emails/resend-webhook";
import { EMAIL_CONTENT_FAILED, NO_EMAIL_ID } from "@/lib/emails/email-messages";
import { EMAILS_PAGE_SIZE, listEmails, loadEmailContent } from "@/lib/emails/list-emails";
import { resetEnvCache } from "@/lib/env";
import { outbox } from "@/lib/providers/mail/outbox-schema";
import { createMailProvider } from "@/lib/providers/mail/create-mail-provider";
import { createStorageProvider } from "@/lib/providers/storage/create-storage-provider";
import { appJobs } from "@/lib/worker/app-worker";
import { processNextJob } from "@/lib/queue/worker";
import { queueDailyReports } from "@/lib/reports/daily-reports";
import { REPORT_ALREADY_SENT, REPORT_BEING_SENT } from "@/lib/reports/report-messages";
import { createReport, deleteReport, setReportEvents, startReport, updateReportText } from "@/lib/reports/report-mutations";
import { listReports } from "@/lib/reports/report-queries";
import { sendReport, storedEmailPath } from "@/lib/reports/send-report";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { createEmailSent } from "@/tests/factories/emails";
import { createEvent } from "@/tests/factories/events";
import { createReport as insertReport } from "@/tests/factories/reports";
import { createUser } from "@/tests/factories/users";
import { backends, useTestDatabase } from "./helpers/test-database";

const CRON_SECRET = "cron-secret-for-tests-0123456789";
const saved = { ...process.env };

beforeAll(() => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "trayo-reports-"));
  process.env.AUTH_SECRET = "reports-integration-secret-0123456789abcdef";
  process.env.CRON_SECRET = CRON_SECRET;
  // The report cron picks the users due at its clock: a fixed one (07:00 UTC, the default delivery hour).
  process.env.E2E_FIXED_CLOCK = "true";
  delete process.env.SCHEDULER_TIMEZONE;
  delete process.env.DAILY_REPORT_HOUR;
  process.env.APP_URL = "http://app.trayo.test";
  delete process.env.RESEND_API_KEY;
  delete process.env.RESEND_WEBHOOK_SECRET;
  delete process.env.DATABASE_URL;
  resetEnvCache();
});
afterAll(() => {
  process.env = saved;
  resetEnvCache();
});

async function seller(db: Database, name = "Ana Lima") {
  const company = await createCompany(db, { name: "Seller" });
  const user = await createUser(db, { companyId: company.id, name });
  const colleague = await createUser(db, { companyId: company.id });
  const account = await createAccount(db, { companyId: company.id, name: "Helio Grid", assignTo: [user.id] });
  const other = await createAccount(db, { companyId: company.id, name: "Colleague Co", assignTo: [colleague.id] });
  return { company, user, colleague, account, other, scope: { userId: user.id, companyId: company.id } };
}

const outboxTo = async (db: Database, to: string) => db.select().from(outbox).where(eq(outbox.toEmail, to));

async function drainJobs(db: Database) {
  const results = [];
  for (let i = 0; i < 50; i++) {
    const result = await processNextJob({ db, jobs: appJobs() });
    if (!result) break;
    results.push(result);
  }
  return results;
}

const CRON_CLOCK = "2027-01-14T07:00:00Z";
const cron = () => cronGet(new Request(`http://app.trayo.test/api/cron/daily-reports?now=${CRON_CLOCK}`, { headers: { authorization: `Bearer ${CRON_SECRET}` } }), { params: Promise.resolve({}) });

function webhook(body: object, options: { id: string; timestamp?: Date; secret?: string }) {
  const payload = JSON.stringify(body);
  const headers = signResendWebhook(payload, options);
  return webhookPost(new Request("http://app.trayo.test/api/webhooks/resend", { method: "POST", body: payload, headers }), { params: Promise.resolve({}) });
}

describe.each(backends)("reports and email on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("creates a report of every unused completed event, with the default name and subject", async () => {
    const { db } = testDb();
    const { scope, account, other, user, company } = await seller(db);
    const a = await createEvent(db, { accountId: account.id, eventDate: "2026-11-20" });
    const b = await createEvent(db, { accountId: account.id, eventDate: "2026-11-22" });
    await createEvent(db, { accountId: account.id, status: "pending" });
    await createEvent(db, { accountId: account.id, isDeleted: true });
    await createEvent(db, { accountId: other.id });
    const used = await createEvent(db, { accountId: account.id });
    await insertReport(db, { userId: user.id, companyId: company.id, eventIds: [used.id] });

    const report = await createReport(scope, { now: new Date("2026-11-23T09:00:00Z") });
    expect(report).toMatchObject({ name: "Ana 11/23", subject: "Two new activities spotted in your accounts", eventCount: 2 });
    const rows = await db.select().from(reportEvents).where(eq(reportEvents.reportId, report.id)).orderBy(reportEvents.orderIndex);
    expect(rows.map((r) => r.eventId)).toEqual([b.id, a.id]);

    const empty = await createReport(scope);
    expect(empty).toMatchObject({ subject: "New Trayo AI report for you", eventCount: 0 });
    const list = await listReports(scope);
    expect(list.map((r) => r.eventCount).sort()).toEqual([0, 1, 2]);
  });

  it("New Report with no new event opens the latest draft instead of an empty duplicate, and two at once make one report", async () => {
    const { db } = testDb();
    const { scope, account } = await seller(db);
    await createEvent(db, { accountId: account.id });
    await createEvent(db, { accountId: account.id });

    const [first, second] = await Promise.all([startReport(scope), startReport(scope)]);
    const made = [first, second].filter((r) => !r.reopened);
    expect(made).toHaveLength(1);
    expect(new Set([first.id, second.id]).size).toBe(1);
    expect(await startReport(scope)).toEqual({ id: first.id, reopened: true });
    expect((await listReports(scope)).map((r) => r.eventCount)).toEqual([2]);

    await createEvent(db, { accountId: account.id });
    const next = await startReport(scope);
    expect(next.reopened).toBe(false);
    expect((await listReports(scope)).map((r) => r.eventCount).sort()).toEqual([1, 2]);
  });

  it("rewrites the order in one go, refuses foreign events, saves text only when changed, and never changes a sent report", async () => {
    const { db } = testDb();
    const { scope, account, other } = await seller(db);
    const [a, b, c] = [await createEvent(db, { accountId: account.id }), await createEvent(db, { accountId: account.id }), await createEvent(db, { accountId: account.id })];
    const foreign = await createEvent(db, { accountId: other.id });
    const report = await createReport(scope);

    await setReportEvents(scope, { reportId: report.id, eventIds: [c.id, a.id] });
    const order = await db.select().from(reportEvents).where(eq(reportEvents.reportId, report.id)).orderBy(reportEvents.orderIndex);
    expect(order.map((r) => [r.eventId, r.orderIndex])).toEqual([[c.id, 0], [a.id, 1]]);
    await setReportEvents(scope, { reportId: report.id, eventIds: [c.id, a.id, b.id] });
    await expect(setReportEvents(scope, { reportId: report.id, eventIds: [foreign.id] })).rejects.toThrow("no longer available");

    expect(await updateReportText(scope, { reportId: report.id, field: "name", value: "  Monday picks  " })).toMatchObject({ name: "Monday picks" });
    expect(await updateReportText(scope, { reportId: report.id, field: "name", value: "   " })).toMatchObject({ name: "Monday picks" });
    // Issue 23: a subject is a mail header; CR/LF in it could add headers (or forge outbox log lines).
    await expect(updateReportText(scope, { reportId: report.id, field: "subject", value: "Picks\r\nBcc: thief@evil.test" })).rejects.toThrow("Keep it on one line.");
    expect((await db.select().from(reports).where(eq(reports.id, report.id)))[0].subject).not.toContain("\n");
    await expect(createMailProvider().send({ to: "x@example.test", subject: "Hi\nX-Forged: 1", html: "<p>x</p>" })).rejects.toThrow("subject");
    expect(await outboxTo(db, "x@example.test")).toHaveLength(0);

    await db.update(reports).set({ sentAt: new Date() }).where(eq(reports.id, report.id));
    await expect(updateReportText(scope, { reportId: report.id, field: "name", value: "Changed" })).rejects.toThrow(REPORT_ALREADY_SENT);
    await expect(setReportEvents(scope, { reportId: report.id, eventIds: [a.id] })).rejects.toThrow(REPORT_ALREADY_SENT);
    await expect(deleteReport(scope, report.id)).rejects.toThrow(REPORT_ALREADY_SENT);
    expect(await db.select().from(reportEvents).where(eq(reportEvents.reportId, report.id))).toHaveLength(3);
  });

  it("sends a report once even when two sends race, and stores exactly the mailed HTML", async () => {
    const { db } = testDb();
    const { scope, account, user } = await seller(db);
    await createEvent(db, { accountId: account.id, title: "Helio Grid opens a plant" });
    const report = await createReport(scope);

    const results = await Promise.allSettled([sendReport(scope, report.id), sendReport(scope, report.id)]);
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason.message);
    expect(ok).toHaveLength(1);
    expect([REPORT_BEING_SENT, REPORT_ALREADY_SENT]).toContain(refused[0]);

    const mails = await outboxTo(db, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].html).toContain("Helio Grid opens a plant");
    expect(mails[0].textBody).toContain("Helio Grid opens a plant");
    const [email] = await db.select().from(emailsSent).where(eq(emailsSent.reportId, report.id));
    expect(email).toMatchObject({ emailType: "daily_report", toEmail: user.email, externalId: mails[0].id, userId: user.id, companyId: scope.companyId });
    const [status] = await db.select().from(emailStatus).where(eq(emailStatus.emailId, email.id));
    expect(status.currentStatus).toBe("sent");
    const [sent] = await db.select().from(reports).where(eq(reports.id, report.id));
    expect(sent.sentAt).not.toBeNull();
    const stored = await createStorageProvider().get("logs", storedEmailPath(mails[0].id));
    expect(new TextDecoder().decode(stored!.bytes)).toBe(mails[0].html);
    await expect(sendReport(scope, report.id)).rejects.toThrow(REPORT_ALREADY_SENT);
  });

  it("after a crash between sending and recording, a retry finishes without a second mail", async () => {
    const { db } = testDb();
    const { scope, account, user } = await seller(db);
    await createEvent(db, { accountId: account.id });
    const report = await createReport(scope);
    const crashingStorage = { ...createStorageProvider(), put: async () => { throw new Error("disk gone"); } };

    await expect(sendReport(scope, report.id, { storage: crashingStorage })).rejects.toThrow("disk gone");
    expect((await db.select().from(reports).where(eq(reports.id, report.id)))[0].sentAt).toBeNull();
    // The claim is fresh: a second click right away is told the report is being sent.
    await expect(sendReport(scope, report.id)).rejects.toThrow(REPORT_BEING_SENT);
    // Later the claim counts as crashed: the retry sends with the same idempotency key.
    const later = () => new Date(Date.now() + 6 * 60 * 1000);
    const result = await sendReport(scope, report.id, { now: later });
    expect(await outboxTo(db, user.email)).toHaveLength(1);
    expect((await outboxTo(db, user.email))[0].id).toBe(result.externalId);
    expect((await db.select().from(reports).where(eq(reports.id, report.id)))[0].sentAt).not.toBeNull();
  });

  it("webhooks: verified, ordered by state, and refused when forged, stale or replayed", async () => {
    const { db } = testDb();
    const { scope, account } = await seller(db);
    await createEvent(db, { accountId: account.id });
    const report = await createReport(scope);
    const { emailId, externalId } = await sendReport(scope, report.id);
    const statusOf = async () => (await db.select().from(emailStatus).where(eq(emailStatus.emailId, emailId)))[0];
    const body = (type: string, at: string) => ({ type, created_at: at, data: { email_id: externalId, created_at: at } });
    const tag = `${backend.name}-${externalId}`;

    expect((await webhook(body("email.delivered", "2026-11-23T08:00:01Z"), { id: `msg_d_${tag}` })).status).toBe(200);
    expect((await webhook(body("email.opened", "2026-11-23T08:05:00Z"), { id: `msg_o_${tag}` })).status).toBe(200);
    // A late, out-of-order 'delivered' does not move the status back.
    expect((await webhook(body("email.delivered", "2026-11-23T08:00:00Z"), { id: `msg_d2_${tag}` })).status).toBe(200);
    let status = await statusOf();
    expect(status.currentStatus).toBe("opened");
    expect(status.deliveredAt?.toISOString()).toBe("2026-11-23T08:00:00.000Z");
    expect(status.firstOpenedAt?.toISOString()).toBe("2026-11-23T08:05:00.000Z");

    const before = { status: await statusOf(), ids: await db.select().from(webhookEvents) };
    const forged = await webhook(body("email.bounced", "2026-11-23T09:00:00Z"), { id: `msg_f_${tag}`, secret: `whsec_${Buffer.from("wrong secret").toString("base64")}` });
    expect(forged.status).toBe(401);
    const stale = await webhook(body("email.bounced", "2026-11-23T09:00:00Z"), { id: `msg_s_${tag}`, timestamp: new Date(Date.now() - 10 * 60 * 1000) });
    expect(stale.status).toBe(401);
    const replay = await webhook(body("email.clicked", "2026-11-23T09:00:00Z"), { id: `msg_o_${tag}` });
    expect(replay.status).toBe(409);
    status = await statusOf();
    expect(status).toEqual(before.status);
    expect(await db.select().from(webhookEvents)).toHaveLength(before.ids.length);

    // An event for a mail we have not recorded yet is not remembered, so the sender's retry counts.
    const unknown = await webhook({ type: "email.delivered", data: { email_id: "not-recorded-yet" } }, { id: `msg_u_${tag}` });
    expect(unknown.status).toBe(404);
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.id, `msg_u_${tag}`))).toHaveLength(0);
  });

  it("the cron route, run twice and twice at once, sends one report per user with news and none to others", async () => {
    const { db } = testDb();
    // Earlier tests left users with unused events; start this day from a clean slate of claims.
    await db.execute(sql`update public.events set is_deleted = true`);
    const first = await seller(db, "Bea Novak");
    const second = await seller(db, "Caio Reis");
    const quiet = await seller(db, "Dana Quiet");
    await createEvent(db, { accountId: first.account.id, title: "Bea news 1" });
    await createEvent(db, { accountId: first.account.id, title: "Bea news 2" });
    await createEvent(db, { accountId: second.account.id, title: "Caio news" });
    await createEvent(db, { accountId: quiet.account.id, status: "pending" });

    const responses = await Promise.all([cron(), cron()]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    const queued = (await Promise.all(responses.map((r) => r.json()))).map((j) => j.queued);
    expect(queued.reduce((a, b) => a + b, 0)).toBe(2);
    expect((await (await cron()).json()).queued).toBe(0);
    await drainJobs(db);
    expect((await (await cron()).json()).queued).toBe(0);
    await drainJobs(db);

    const bea = await outboxTo(db, first.user.email);
    expect(bea).toHaveLength(1);
    expect(bea[0].subject).toBe("Two new activities spotted in your accounts");
    expect(await outboxTo(db, second.user.email)).toHaveLength(1);
    expect(await outboxTo(db, quiet.user.email)).toHaveLength(0);
    expect(await db.select().from(reports).where(eq(reports.userId, quiet.user.id))).toHaveLength(0);

    // The next day with nothing new: nothing is queued; new news the next day: one more report.
    const nextDay = new Date(new Date(CRON_CLOCK).getTime() + 86_400_000);
    expect((await queueDailyReports(nextDay)).queued).toBe(0);
    await createEvent(db, { accountId: second.account.id, title: "Caio news day 2" });
    expect((await queueDailyReports(nextDay)).queued).toBe(1);
    await drainJobs(db);
    expect(await outboxTo(db, second.user.email)).toHaveLength(2);
  });

  it("the admin email log pages by (created_at, id) and loads stored content or says why not", async () => {
    const { db } = testDb();
    const { scope, account, company } = await seller(db);
    const admin = await createUser(db, { companyId: company.id, role: "admin" });
    await createEvent(db, { accountId: account.id });
    const report = await createReport(scope);
    const sent = await sendReport(scope, report.id);
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < EMAILS_PAGE_SIZE + 2; i++) {
      await createEmailSent(db, { toEmail: `log-${i}@example.test`, createdAt: new Date(base - i * 1000), status: null });
    }
    const first = await listEmails(admin.id);
    expect(first.emails).toHaveLength(EMAILS_PAGE_SIZE);
    expect(first.emails[0].id).toBe(sent.emailId);
    const second = await listEmails(admin.id, { after: first.nextCursor });
    const ids = new Set([...first.emails, ...second.emails].map((e) => e.id));
    expect(ids.size).toBe(first.emails.length + second.emails.length);

    const html = await loadEmailContent(admin.id, sent.emailId);
    expect(html).toBe((await outboxTo(db, sent.to))[0].html);
    const withoutId = await createEmailSent(db, { toEmail: "x@example.test", externalId: null });
    await expect(loadEmailContent(admin.id, withoutId.id)).rejects.toThrow(NO_EMAIL_ID);
    const missing = await createEmailSent(db, { toEmail: "y@example.test", externalId: "never-stored" });
    await expect(loadEmailContent(admin.id, missing.id)).rejects.toThrow(EMAIL_CONTENT_FAILED);
  });

  it("refuses the cron route without the secret", async () => {
    const response = await cronGet(new Request("http://app.trayo.test/api/cron/daily-reports"), { params: Promise.resolve({}) });
    expect(response.status).toBe(401);
  });

  it("a deleted available event is marked is_deleted", async () => {
    const { db } = testDb();
    const { scope, account } = await seller(db);
    const e = await createEvent(db, { accountId: account.id });
    const { discardAvailableEvent } = await import("@/lib/reports/report-mutations");
    await discardAvailableEvent(scope, e.id);
    expect((await db.select().from(events).where(and(eq(events.id, e.id))))[0].isDeleted).toBe(true);
    expect(createMailProvider().kind).toBe("outbox");
    expect(rowsOf([]).length).toBe(0);
  });
});
