import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { Webhook } from "svix";
import { z } from "zod";
import { getAuthSecret } from "@/lib/auth/auth-secret";
import { getDb } from "@/lib/db/client";
import { emailsSent, emailStatus, type EmailStatus } from "@/lib/db/schema/emails";
import { webhookEvents } from "@/lib/db/schema/reporting";
import { env, isHostedDatabase } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import { isTrackedResendEvent, laterStatus, RESEND_EVENT_EFFECTS } from "./email-status-order";

/**
 * The webhook signing secret: RESEND_WEBHOOK_SECRET, or in embedded mode one derived from the auth
 * secret (so the outbox page can sign test events). Hosted mode without it has none: every webhook is refused.
 */
export function resendWebhookSecret(): string | null {
  const configured = env().RESEND_WEBHOOK_SECRET;
  if (configured) return configured;
  if (isHostedDatabase()) return null;
  const derived = createHmac("sha256", getAuthSecret()).update("trayo-resend-webhook-v1").digest("base64");
  return `whsec_${derived}`;
}

const resendEventSchema = z.object({
  type: z.string().max(100),
  created_at: z.string().max(100).optional(),
  data: z.object({ email_id: z.string().min(1).max(200), created_at: z.string().max(100).optional() }).loose(),
});

/** Resend's events are a few KB; anything far larger is not one. */
export const RESEND_WEBHOOK_MAX_BYTES = 64 * 1024;
const TOLERANCE_SECONDS = 5 * 60;

/**
 * What can be checked before reading the body: a configured secret, the three svix headers in their
 * shape, a timestamp within 5 minutes and at least one v1 signature. Throws to refuse.
 */
export function checkResendWebhookHeaders(headers: Headers, secret = resendWebhookSecret(), nowMs = Date.now()): void {
  if (!secret) throw new AppError("unauthenticated", "Webhook signing secret is not configured");
  const id = headers.get("svix-id") ?? "";
  const timestamp = headers.get("svix-timestamp") ?? "";
  const signature = headers.get("svix-signature") ?? "";
  if (!id || !timestamp || !signature) throw new Error("Missing svix signature headers");
  if (id.length > 200 || signature.length > 4096 || !/^\d{1,12}$/.test(timestamp)) throw new Error("Malformed svix signature headers");
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) throw new Error("svix timestamp outside the tolerance");
  if (!signature.split(" ").some((part) => part.startsWith("v1,"))) throw new Error("No v1 svix signature");
}

export type VerifiedResendEvent = { id: string; type: string; emailId: string; occurredAt: Date };

/** Verifies the svix signature of the raw body (timestamps older or newer than 5 minutes are refused). */
export function verifyResendWebhook(rawBody: string, headers: Headers, secret = resendWebhookSecret()): VerifiedResendEvent {
  if (!secret) throw new AppError("unauthenticated", "Webhook signing secret is not configured");
  const svixHeaders = {
    "svix-id": headers.get("svix-id") ?? "",
    "svix-timestamp": headers.get("svix-timestamp") ?? "",
    "svix-signature": headers.get("svix-signature") ?? "",
  };
  new Webhook(secret).verify(rawBody, svixHeaders);
  const parsed = resendEventSchema.safeParse(JSON.parse(rawBody));
  if (!parsed.success) throw new AppError("invalid", "Unexpected webhook payload");
  const at = new Date(parsed.data.created_at ?? "");
  return {
    id: svixHeaders["svix-id"],
    type: parsed.data.type,
    emailId: parsed.data.data.email_id,
    occurredAt: Number.isNaN(at.getTime()) ? new Date() : at,
  };
}

/** Signs a payload the way Resend (svix) does: the outbox page's test events and the tests use it. */
export function signResendWebhook(payload: string, options: { id: string; timestamp?: Date; secret?: string }): Record<string, string> {
  const secret = options.secret ?? resendWebhookSecret();
  if (!secret) throw new Error("No webhook signing secret");
  const timestamp = options.timestamp ?? new Date();
  return {
    "svix-id": options.id,
    "svix-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
    "svix-signature": new Webhook(secret).sign(options.id, timestamp, payload),
  };
}

export type WebhookOutcome = "updated" | "ignored";

const earliest = (a: Date | null, b: Date) => (a && a.getTime() <= b.getTime() ? a : b);

/**
 * Applies one verified event to email_status, in one transaction with remembering its id:
 *  - an id seen before is a replay: refused (409), nothing written;
 *  - an email we do not know (yet) is refused (404) without remembering the id, so the sender retries
 *    it after our send finished recording the message id;
 *  - timestamps keep the earliest occurrence; current_status only moves forward (out-of-order safe).
 */
export async function applyResendEvent(event: VerifiedResendEvent): Promise<WebhookOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, source: "resend", eventType: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!fresh) throw new AppError("conflict", "Webhook already processed");
    if (!isTrackedResendEvent(event.type)) return "ignored";
    const [email] = await tx.select({ id: emailsSent.id }).from(emailsSent).where(eq(emailsSent.externalId, event.emailId)).limit(1);
    if (!email) throw new AppError("not_found", "Unknown email");
    const effect = RESEND_EVENT_EFFECTS[event.type];
    const [current] = await tx.select().from(emailStatus).where(eq(emailStatus.emailId, email.id)).for("update");
    const status: EmailStatus = laterStatus(current?.currentStatus ?? "pending", effect.status);
    const column = effect.column;
    const at = earliest(current?.[column] ?? null, event.occurredAt);
    await tx
      .insert(emailStatus)
      .values({ emailId: email.id, currentStatus: status, [column]: at })
      .onConflictDoUpdate({ target: emailStatus.emailId, set: { currentStatus: status, [column]: at } });
    return "updated";
  });
}

/** Forgets remembered webhook ids older than `days` (they are refused as stale by timestamp anyway). */
export async function pruneWebhookEvents(days = 7) {
  const db = await getDb();
  await db.delete(webhookEvents).where(sql`${webhookEvents.receivedAt} < now() - make_interval(days => ${days})`);
}
