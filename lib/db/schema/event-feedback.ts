import { pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { events } from "./events";
import { users } from "./users";

export const eventFeedbackReasons = ["wrong_company", "passing_mention", "not_important", "duplicate", "old_news"] as const;
export type EventFeedbackReason = (typeof eventFeedbackReasons)[number];

// supabase/migrations/20261128000000_event_feedback.sql: a row is a standing "Not relevant" mark.
export const eventFeedback = pgTable(
  "event_feedback",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: eventFeedbackReasons }),
    duplicateOfEventId: uuid("duplicate_of_event_id").references(() => events.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.userId, t.eventId)],
);

export type EventFeedbackRow = typeof eventFeedback.$inferSelect;
