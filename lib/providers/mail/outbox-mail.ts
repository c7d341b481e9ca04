import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/database";
import { log } from "@/lib/log";
import { extractLinks } from "./extract-links";
import { assertHeaderSafe } from "./header-fields";
import type { MailMessage, MailProvider } from "./mail-provider";
import { outbox } from "./outbox-schema";

export type OutboxMessage = {
  id: string;
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string | null;
  tags: { name: string; value: string }[];
  headers: Record<string, string>;
  links: string[];
  createdAt: string;
};

/**
 * Local mail: every message is stored in local_mail.outbox (read at /dev/mail and
 * /api/dev/outbox) and printed to the server console with its links.
 */
export function createOutboxMail(getDatabase: () => Promise<Database>, defaultFrom: string): MailProvider {
  return {
    kind: "outbox",
    async send(message: MailMessage) {
      assertHeaderSafe(message);
      const db = await getDatabase();
      if (message.idempotencyKey) {
        const [earlier] = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.idempotencyKey, message.idempotencyKey)).limit(1);
        if (earlier) return { id: earlier.id };
      }
      const [row] = await db
        .insert(outbox)
        .values({
          toEmail: message.to,
          fromEmail: message.from ?? defaultFrom,
          subject: message.subject,
          html: message.html,
          textBody: message.text ?? null,
          tags: message.tags ?? [],
          headers: message.headers ?? {},
          idempotencyKey: message.idempotencyKey ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: outbox.id });
      if (!row) {
        // A concurrent send with the same key won the insert: answer with its message.
        const [earlier] = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.idempotencyKey, message.idempotencyKey!)).limit(1);
        return { id: earlier.id };
      }
      // The first link only (a sign-in or confirmation link is the one a developer needs here): a report's
      // signed links ran to some 4 KB per mail. The outbox page has them all.
      const links = extractLinks(message.html, message.text);
      log.info(`Mail (local outbox) to ${message.to}: "${message.subject}"`, {
        link: links[0] ?? null,
        ...(links.length > 1 ? { moreLinks: links.length - 1 } : {}),
        viewAt: `/dev/mail?id=${row.id}`,
      });
      return { id: row.id };
    },
  };
}

/** Stored messages, newest first, optionally only those to one address (case-insensitive). */
export async function listOutbox(db: Database, options: { to?: string; limit?: number } = {}): Promise<OutboxMessage[]> {
  const to = options.to?.trim().toLowerCase();
  const rows = await db
    .select()
    .from(outbox)
    .where(to ? sql`lower(${outbox.toEmail}) = ${to}` : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(Math.min(Math.max(options.limit ?? 50, 1), 200));
  return rows.map((row) => ({
    id: row.id,
    to: row.toEmail,
    from: row.fromEmail,
    subject: row.subject,
    html: row.html,
    text: row.textBody,
    tags: row.tags,
    headers: row.headers,
    links: extractLinks(row.html, row.textBody),
    createdAt: row.createdAt.toISOString(),
  }));
}
