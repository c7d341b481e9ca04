import { emailsSent, emailStatus, type EmailStatus } from "@/lib/db/schema/emails";
import type { Queryable } from "@/lib/db/database";
import { uniqueToken } from "./unique";

export type EmailSent = typeof emailsSent.$inferSelect;

/** An emails_sent row, plus its email_status row unless `status` is null. */
export async function createEmailSent(
  db: Queryable,
  overrides: Partial<typeof emailsSent.$inferInsert> & { toEmail: string; status?: EmailStatus | null },
): Promise<EmailSent> {
  const { status = "delivered", ...values } = overrides;
  const token = uniqueToken();
  const [row] = await db
    .insert(emailsSent)
    .values({ emailType: "daily_report", fromEmail: "Trayo <reports@trayo.local>", subject: `Report ${token}`, externalId: `ext-${token}`, ...values })
    .returning();
  if (status) {
    const at = new Date(row.createdAt.getTime() + 1000);
    await db.insert(emailStatus).values({
      emailId: row.id,
      currentStatus: status,
      sentAt: row.createdAt,
      deliveredAt: ["delivered", "opened", "clicked"].includes(status) ? at : null,
      bouncedAt: status === "bounced" ? at : null,
    });
  }
  return row;
}
