import { date, pgTable, primaryKey, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { companies } from "./companies";
import { users } from "./users";

// supabase/migrations/20261128010000_signal_weights_snoozes.sql (issue 25, parts 2 and 3).

/** A user's weight (0-100) per signal type; no row: the company default, then the built-in one. */
export const signalWeights = pgTable(
  "signal_weights",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    signalType: text("signal_type").notNull(),
    weight: smallint("weight").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.signalType] })],
);

/** A company's default weight per signal type, set by an admin on /companies. */
export const companySignalWeightDefaults = pgTable(
  "company_signal_weight_defaults",
  {
    companyId: uuid("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    signalType: text("signal_type").notNull(),
    weight: smallint("weight").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.signalType] })],
);

/** An account a user snoozed: left out of their feed and reports while today is before `snoozedUntil`. */
export const accountSnoozes = pgTable(
  "account_snoozes",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    snoozedUntil: date("snoozed_until", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.accountId] })],
);
