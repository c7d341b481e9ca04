import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";

export const userRoles = ["user", "admin"] as const;
export type UserRole = (typeof userRoles)[number];

export const users = pgTable("users", {
  id: uuid("id").primaryKey(),
  email: text("email").notNull(),
  name: text("name"),
  role: text("role", { enum: userRoles }).notNull().default("user"),
  companyId: uuid("company_id").references(() => companies.id, { onDelete: "set null" }),
  phoneNumber: text("phone_number"),
  eventDiscoveryEnabled: boolean("event_discovery_enabled").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type User = typeof users.$inferSelect;
