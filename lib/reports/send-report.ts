import { and, eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import type { Database } from "@/lib/db/database";
import { getAuthSecret } from "@/lib/auth/auth-secret";
import { companies } from "@/lib/db/schema/companies";
import { unsubscribeLinks } from "@/lib/delivery-preferences/unsubscribe-links";
import { notRelevantLinkUrl } from "@/lib/event-feedback/feedback-token";
import { emailsSent, emailStatus } from "@/lib/db/schema/emails";
import { reports } from "@/lib/db/schema/reports";
import { users } from "@/lib/db/schema/users";
import { withScope } from "@/lib/db/scoped";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { log } from "@/lib/log";
import { createMailProvider } from "@/lib/providers/mail/create-mail-provider";
import type { MailProvider } from "@/lib/providers/mail/mail-provider";
import { createStorageProvider } from "@/lib/providers/storage/create-storage-provider";
import type { StorageProvider } from "@/lib/providers/storage/storage-provider";
import { loadHeatingUp } from "@/lib/account-heat/account-heat";
import { firstNameOf, renderDailyReport, signedLinkBuilder } from "./render-report-email";
import { loadEmailEvents, loadOwnReport, listReportEvents } from "./report-queries";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { DEFAULT_PREVIEW_SUBJECT, REPORT_ALREADY_SENT, REPORT_BEING_SENT, REPORT_HAS_NO_EVENTS } from "./report-messages";

export const DAILY_REPORT_EMAIL_TYPE = "daily_report";
/** A claim older than this without a sent mail belongs to a crashed attempt and may be taken over. */
export const STALE_CLAIM_MS = 5 * 60 * 1000;

export const storedEmailPath = (externalId: string) => `emails/${externalId}.html`;

export type SendReportDeps = { mail?: MailProvider; storage?: StorageProvider; now?: () => Date };
export type SendReportResult = { emailId: string; externalId: string; to: string; subject: string };

type Claim = typeof emailsSent.$inferSelect;

/**
 * Takes the report for sending, on the privileged connection (emails_sent is the server's log; the
 * caller's ownership was checked under RLS before). The emails_sent row is the claim: one per report
 * (unique index), so a second click waits on the report's row lock and then finds the claim.
 * A claim from an attempt that crashed (stale) or failed is taken over with the same id, so the
 * provider's idempotency key, and the rendered mail, stay the same.
 */
async function claimReport(db: Database, reportId: string, values: { to: string; from: string; subject: string; userId: string; companyId: string }, now: Date): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [report] = await tx.select({ sentAt: reports.sentAt }).from(reports).where(eq(reports.id, reportId)).for("update");
    if (!report) throw new AppError("not_found", "Report not found.");
    if (report.sentAt) throw new AppError("conflict", REPORT_ALREADY_SENT);
    const [created] = await tx
      .insert(emailsSent)
      .values({ emailType: DAILY_REPORT_EMAIL_TYPE, toEmail: values.to, fromEmail: values.from, subject: values.subject, reportId, userId: values.userId, companyId: values.companyId, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (created) {
      await tx.insert(emailStatus).values({ emailId: created.id, currentStatus: "pending" });
      return created;
    }
    const [existing] = await tx.select().from(emailsSent).where(eq(emailsSent.reportId, reportId));
    const [status] = await tx.select({ current: emailStatus.currentStatus }).from(emailStatus).where(eq(emailStatus.emailId, existing.id));
    const stale = now.getTime() - existing.createdAt.getTime() > STALE_CLAIM_MS;
    if (status?.current !== "failed" && !stale) throw new AppError("conflict", REPORT_BEING_SENT);
    await tx.update(emailsSent).set({ toEmail: values.to, fromEmail: values.from, subject: values.subject }).where(eq(emailsSent.id, existing.id));
    await tx
      .insert(emailStatus)
      .values({ emailId: existing.id, currentStatus: "pending" })
      .onConflictDoUpdate({ target: emailStatus.emailId, set: { currentStatus: "pending", failedAt: null } });
    return { ...existing, toEmail: values.to, fromEmail: values.from, subject: values.subject };
  });
}

/**
 * Sends one report by email (the Email report button and the daily job). Steps, each safe to crash after:
 *  1. under the caller's RLS scope: the report is theirs, unsent, and has events;
 *  2. claim (emails_sent + email_status 'pending'), see claimReport;
 *  3. render with links signed at the claim's time, send with idempotency key = the claim's id and the
 *     RFC 8058 List-Unsubscribe headers;
 *  4. store the HTML at emails/{external_id}.html in the logs bucket;
 *  5. one transaction: external_id, email_status 'sent', reports.sent_at.
 * A report is only marked sent after its mail went out; a retry after a crash in 3-5 resends with the
 * same key, which the provider answers with the first message.
 */
export async function sendReport(scope: QueryScope, reportId: string, deps: SendReportDeps = {}): Promise<SendReportResult> {
  const now = deps.now?.() ?? new Date();
  const loaded = await withScope(scope, async (tx) => {
    const report = await loadOwnReport(scope, { reportId }, tx);
    if (report.sentAt) throw new AppError("conflict", REPORT_ALREADY_SENT);
    const ids = (await listReportEvents(report.id, tx)).map((e) => e.id);
    if (ids.length === 0) throw new AppError("invalid", REPORT_HAS_NO_EVENTS);
    const [owner] = await tx.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, report.userId));
    if (!owner) throw new AppError("not_found", "Report not found.");
    const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, report.companyId));
    const heatingUp = await loadHeatingUp(scope, now, tx);
    return { report, owner, companyName: company?.name ?? null, events: await loadEmailEvents(ids, tx), heatingUp };
  });
  const { report, owner, companyName, events, heatingUp } = loaded;
  const e = env();
  const subject = report.subject?.trim() || DEFAULT_PREVIEW_SUBJECT;
  const db = await getDb();
  const claim = await claimReport(db, report.id, { to: owner.email, from: e.MAIL_FROM, subject, userId: report.userId, companyId: report.companyId }, now);

  const linkFor = signedLinkBuilder(report.userId, { appUrl: e.APP_URL, ts: Math.floor(claim.createdAt.getTime() / 1000) });
  const unsubscribe = unsubscribeLinks(getAuthSecret(), report.userId, { appUrl: e.APP_URL, inboundAddress: e.MAIL_INBOUND_ADDRESS, ts: Math.floor(claim.createdAt.getTime() / 1000) });
  const notRelevantUrlFor = (eventId: string) => notRelevantLinkUrl(getAuthSecret(), report.userId, eventId, { appUrl: e.APP_URL, ts: Math.floor(claim.createdAt.getTime() / 1000) });
  const { html, text } = await renderDailyReport({ appUrl: e.APP_URL, firstName: firstNameOf(owner.name), events, linkFor, companyName, unsubscribeUrl: unsubscribe.pageUrl, heatingUp, notRelevantUrlFor });

  let externalId: string;
  try {
    const sent = await (deps.mail ?? createMailProvider()).send({
      to: owner.email,
      from: e.MAIL_FROM,
      subject,
      html,
      text,
      tags: [{ name: "email_type", value: DAILY_REPORT_EMAIL_TYPE }],
      headers: unsubscribe.headers,
      idempotencyKey: `daily-report/${claim.id}`,
    });
    externalId = sent.id;
  } catch (error) {
    await db
      .update(emailStatus)
      .set({ currentStatus: "failed", failedAt: new Date() })
      .where(eq(emailStatus.emailId, claim.id))
      .catch((markError) => log.error("reports: marking a failed send failed", { reportId, markError }));
    throw error;
  }

  await (deps.storage ?? createStorageProvider()).put("logs", storedEmailPath(externalId), new TextEncoder().encode(html), {
    contentType: "text/html; charset=utf-8",
    upsert: true,
  });

  const sentAt = new Date();
  await db.transaction(async (tx) => {
    await tx.update(emailsSent).set({ externalId }).where(eq(emailsSent.id, claim.id));
    await tx.update(emailStatus).set({ currentStatus: "sent", sentAt, failedAt: null }).where(and(eq(emailStatus.emailId, claim.id)));
    await tx.update(reports).set({ sentAt }).where(eq(reports.id, report.id));
  });
  return { emailId: claim.id, externalId, to: owner.email, subject };
}
