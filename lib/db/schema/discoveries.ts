import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { users } from "./users";

export const discoveryStatuses = ["pending", "running", "completed", "failed"] as const;
export const discoverySources = ["auto", "test"] as const;

export const discoveries = pgTable("discoveries", {
  id: uuid("id").primaryKey().defaultRandom(),
  accountId: uuid("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  status: text("status", { enum: discoveryStatuses }).notNull().default("pending"),
  source: text("source", { enum: discoverySources }).notNull().default("auto"),
  error: text("error"),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type Discovery = typeof discoveries.$inferSelect;
