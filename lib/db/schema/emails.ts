import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { reports } from "./reports";
import { users } from "./users";

export const emailStatuses = [
  "pending", "unknown", "sent", "delivered", "opened", "clicked", "bounced", "failed", "complained",
] as const;
export type EmailStatus = (typeof emailStatuses)[number];

export const emailsSent = pgTable("emails_sent", {
  id: uuid("id").primaryKey().defaultRandom(),
  emailType: text("email_type").notNull(),
  toEmail: text("to_email").notNull(),
  fromEmail: text("from_email"),
  subject: text("subject"),
  externalId: text("external_id"),
  reportId: uuid("report_id").references(() => reports.id, { onDelete: "set null" }),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const emailStatus = pgTable("email_status", {
  emailId: uuid("email_id")
    .primaryKey()
    .references(() => emailsSent.id, { onDelete: "cascade" }),
  sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
  currentStatus: text("current_status", { enum: emailStatuses }).notNull().default("pending"),
  deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }),
  firstOpenedAt: timestamp("first_opened_at", { withTimezone: true, mode: "date" }),
  firstClickedAt: timestamp("first_clicked_at", { withTimezone: true, mode: "date" }),
  bouncedAt: timestamp("bounced_at", { withTimezone: true, mode: "date" }),
  failedAt: timestamp("failed_at", { withTimezone: true, mode: "date" }),
  complainedAt: timestamp("complained_at", { withTimezone: true, mode: "date" }),
});
