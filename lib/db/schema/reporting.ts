import { date, pgSchema, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { reports } from "./reports";
import { users } from "./users";

// supabase/migrations/20261123211000_reports_email_delivery.sql: server-only bookkeeping.
export const reportingSchema = pgSchema("reporting");

/** Webhook deliveries already processed, by their svix-id: a replay is refused. */
export const webhookEvents = reportingSchema.table("webhook_events", {
  id: text("id").primaryKey(),
  source: text("source").notNull(),
  eventType: text("event_type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export const dailyRunStatuses = ["queued", "sent", "empty", "failed"] as const;

/** One row per user and day: claimed before the day's report job is queued. */
export const dailyReportRuns = reportingSchema.table(
  "daily_report_runs",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    runDate: date("run_date", { mode: "string" }).notNull(),
    reportId: uuid("report_id").references(() => reports.id, { onDelete: "set null" }),
    status: text("status", { enum: dailyRunStatuses }).notNull().default("queued"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.runDate] })],
);
