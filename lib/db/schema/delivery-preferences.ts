import { boolean, date, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

// supabase/migrations/20261127000000_delivery_preferences.sql: no row means the defaults.
export const deliveryPreferences = pgTable("delivery_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  dailyReportEnabled: boolean("daily_report_enabled").notNull().default(true),
  timeZone: text("time_zone").notNull().default("UTC"),
  deliveryHour: smallint("delivery_hour").notNull().default(7),
  weekdaysOnly: boolean("weekdays_only").notNull().default(false),
  pausedUntil: date("paused_until", { mode: "string" }),
  maxEvents: smallint("max_events"),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type DeliveryPreferencesRow = typeof deliveryPreferences.$inferSelect;
