import { and, desc, eq, sql } from "drizzle-orm";
import { emailsSent, emailStatus } from "@/lib/db/schema/emails";
import { withScope } from "@/lib/db/scoped";
import { AppError } from "@/lib/errors/app-error";
import { log } from "@/lib/log";
import { EMAIL_CONTENT_FAILED, NO_EMAIL_ID } from "./email-messages";
import { createStorageProvider } from "@/lib/providers/storage/create-storage-provider";

export const EMAILS_PAGE_SIZE = 50;

const columns = {
  id: emailsSent.id,
  toEmail: emailsSent.toEmail,
  fromEmail: emailsSent.fromEmail,
  subject: emailsSent.subject,
  emailType: emailsSent.emailType,
  externalId: emailsSent.externalId,
  reportId: emailsSent.reportId,
  createdAt: emailsSent.createdAt,
  currentStatus: sql<string>`coalesce(${emailStatus.currentStatus}, 'unknown')`,
  sentAt: emailStatus.sentAt,
  deliveredAt: emailStatus.deliveredAt,
  firstOpenedAt: emailStatus.firstOpenedAt,
  firstClickedAt: emailStatus.firstClickedAt,
  bouncedAt: emailStatus.bouncedAt,
  failedAt: emailStatus.failedAt,
  complainedAt: emailStatus.complainedAt,
};

/**
 * The sent-email log for the admin Emails page, newest first, a page at a time: keyset paging on
 * (created_at, id) served by emails_sent_created_id_idx. `after` is the last id of the previous page.
 * Runs under the admin's own RLS scope (admins read every tenant's log).
 */
export function listEmails(adminId: string, options: { after?: string | null } = {}) {
  return withScope({ userId: adminId }, async (tx) => {
    const rows = await tx
      .select(columns)
      .from(emailsSent)
      .leftJoin(emailStatus, eq(emailStatus.emailId, emailsSent.id))
      .where(
        options.after
          ? sql`(${emailsSent.createdAt}, ${emailsSent.id}) < (select e2.created_at, e2.id from public.emails_sent e2 where e2.id = ${options.after})`
          : undefined,
      )
      .orderBy(desc(emailsSent.createdAt), desc(emailsSent.id))
      .limit(EMAILS_PAGE_SIZE + 1);
    const page = rows.slice(0, EMAILS_PAGE_SIZE);
    return { emails: page, nextCursor: rows.length > EMAILS_PAGE_SIZE ? page[page.length - 1].id : null };
  });
}

export type EmailLogPage = Awaited<ReturnType<typeof listEmails>>;
export type EmailLogRow = EmailLogPage["emails"][number];

/** The stored HTML of one sent mail (logs bucket, emails/{external_id}.html). */
export async function loadEmailContent(adminId: string, emailId: string): Promise<string> {
  const [row] = await withScope({ userId: adminId }, (tx) =>
    tx.select({ externalId: emailsSent.externalId }).from(emailsSent).where(and(eq(emailsSent.id, emailId))),
  );
  if (!row?.externalId) throw new AppError("not_found", NO_EMAIL_ID);
  try {
    const stored = await createStorageProvider().get("logs", `emails/${row.externalId}.html`);
    if (!stored) throw new AppError("not_found", EMAIL_CONTENT_FAILED);
    return new TextDecoder().decode(stored.bytes);
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error("emails: loading stored content failed", { emailId, error });
    throw new AppError("unavailable", EMAIL_CONTENT_FAILED);
  }
}
