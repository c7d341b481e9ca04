import { jsonb, pgSchema, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { MailTag } from "./mail-provider";

// supabase/migrations/20261121000300_local_auth.sql
export const localMailSchema = pgSchema("local_mail");

export const outbox = localMailSchema.table("outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  toEmail: text("to_email").notNull(),
  fromEmail: text("from_email").notNull(),
  subject: text("subject").notNull(),
  html: text("html").notNull(),
  textBody: text("text_body"),
  idempotencyKey: text("idempotency_key"),
  tags: jsonb("tags").$type<MailTag[]>().notNull().default([]),
  // supabase/migrations/20261127000000_delivery_preferences.sql
  headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
