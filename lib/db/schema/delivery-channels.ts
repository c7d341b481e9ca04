import { boolean, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { reportingSchema } from "./reporting";
import { reports } from "./reports";
import { users } from "./users";

// supabase/migrations/20261127010000_report_deliveries.sql

export const deliveryChannelNames = ["slack", "webhook"] as const;
export type DeliveryChannel = (typeof deliveryChannelNames)[number];
export const deliveryKinds = ["report", "test"] as const;
export type DeliveryKind = (typeof deliveryKinds)[number];

/** Where a user's daily report also goes (the user's own settings, RLS). */
export const deliveryChannels = pgTable("delivery_channels", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  slackWebhookUrl: text("slack_webhook_url"),
  webhookUrl: text("webhook_url"),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** The webhook signing secret (whsec_…): server only, shown to the user once when made. */
export const webhookSecrets = reportingSchema.table("webhook_secrets", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** One row per attempt of a Slack or webhook delivery. */
export const deliveryAttempts = pgTable("delivery_attempts", {
  id: uuid("id").primaryKey().defaultRandom(),
  deliveryId: uuid("delivery_id").notNull(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  channel: text("channel", { enum: deliveryChannelNames }).notNull(),
  kind: text("kind", { enum: deliveryKinds }).notNull(),
  reportId: uuid("report_id").references(() => reports.id, { onDelete: "set null" }),
  attempt: integer("attempt").notNull(),
  statusCode: integer("status_code"),
  ok: boolean("ok").notNull(),
  error: text("error"),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
