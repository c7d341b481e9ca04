import { bigint, bigserial, boolean, integer, jsonb, numeric, pgSchema, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const pgmq = pgSchema("pgmq");

export const eventsQueue = pgmq.table("q_events", {
  msgId: bigserial("msg_id", { mode: "number" }).primaryKey(),
  readCt: integer("read_ct").notNull().default(0),
  enqueuedAt: timestamp("enqueued_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  vt: timestamp("vt", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  message: jsonb("message").$type<Record<string, unknown>>().notNull(),
});

// pgmq's archive: the message only (pgmq.a_events, written by pgmq.archive).
export const eventsQueueArchive = pgmq.table("a_events", {
  msgId: bigint("msg_id", { mode: "number" }).primaryKey(),
  readCt: integer("read_ct").notNull().default(0),
  enqueuedAt: timestamp("enqueued_at", { withTimezone: true, mode: "date" }).notNull(),
  archivedAt: timestamp("archived_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  vt: timestamp("vt", { withTimezone: true, mode: "date" }).notNull(),
  message: jsonb("message").$type<Record<string, unknown>>().notNull(),
});

// The outcome of each finished job, in a table of the app's own (pgmq's archive is the extension's).
export const jobOutcomes = pgSchema("app_private").table(
  "job_outcomes",
  {
    queueName: text("queue_name").notNull(),
    msgId: bigint("msg_id", { mode: "number" }).notNull(),
    jobType: text("job_type"),
    readCt: integer("read_ct").notNull().default(0),
    success: boolean("success").notNull(),
    durationSeconds: numeric("duration_seconds", { mode: "number" }),
    retryCount: integer("retry_count").notNull().default(0),
    error: text("error"),
    finishedAt: timestamp("finished_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.queueName, t.msgId] })],
);
