import { boolean, date, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";

export const eventStatuses = ["pending", "running", "completed", "failed"] as const;
export type EventStatus = (typeof eventStatuses)[number];

/** `fit` (set by event processing): "weak" marks the closest offering when none answers a need the article states. */
export type EventOffering = { name: string; link: string; offering: string; fit?: "strong" | "weak" };

/** The contextualised content the LLM writes for the seller's company. */
export type EventData = {
  event_summary?: string;
  tldr?: string;
  why_it_matters?: string;
  offerings?: EventOffering[];
  suggested_action?: string;
  publication?: string;
  signal_type?: string;
  /** The article's sentence that shows the signal. */
  signal_evidence?: string | null;
  [key: string]: unknown;
};

export const events = pgTable("events", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title"),
  eventDate: date("event_date", { mode: "string" }),
  summary: text("summary"),
  accountId: uuid("account_id")
    .notNull()
    .references(() => accounts.id, { onDelete: "cascade" }),
  url: text("url"),
  data: jsonb("data").$type<EventData>().notNull().default({}),
  publication: text("publication"),
  status: text("status", { enum: eventStatuses }).notNull().default("pending"),
  statusReason: text("status_reason"),
  source: text("source").notNull().default("manual"),
  isDeleted: boolean("is_deleted").notNull().default(false),
  insertedAt: timestamp("inserted_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type Event = typeof events.$inferSelect;
