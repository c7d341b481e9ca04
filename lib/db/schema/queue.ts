import { bigint, bigserial, boolean, integer, jsonb, numeric, pgSchema, text, timestamp } from "drizzle-orm/pg-core";

export const pgmq = pgSchema("pgmq");

export const eventsQueue = pgmq.table("q_events", {
  msgId: bigserial("msg_id", { mode: "number" }).primaryKey(),
  readCt: integer("read_ct").notNull().default(0),
  enqueuedAt: timestamp("enqueued_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  vt: timestamp("vt", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  message: jsonb("message").$type<Record<string, unknown>>().notNull(),
});

export const eventsQueueArchive = pgmq.table("a_events", {
  msgId: bigint("msg_id", { mode: "number" }).primaryKey(),
  readCt: integer("read_ct").notNull().default(0),
  enqueuedAt: timestamp("enqueued_at", { withTimezone: true, mode: "date" }).notNull(),
  archivedAt: timestamp("archived_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  vt: timestamp("vt", { withTimezone: true, mode: "date" }).notNull(),
  message: jsonb("message").$type<Record<string, unknown>>().notNull(),
  success: boolean("success").notNull().default(true),
  durationSeconds: numeric("duration_seconds", { mode: "number" }),
  retryCount: integer("retry_count").notNull().default(0),
  error: text("error"),
});
