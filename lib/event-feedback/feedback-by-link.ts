import { and, eq } from "drizzle-orm";
import { getAuthSecret } from "@/lib/auth/auth-secret";
import { getDb } from "@/lib/db/client";
import { accounts } from "@/lib/db/schema/accounts";
import { eventFeedback } from "@/lib/db/schema/event-feedback";
import { events } from "@/lib/db/schema/events";
import { users } from "@/lib/db/schema/users";
import { AppError } from "@/lib/errors/app-error";
import { log } from "@/lib/log";
import type { EventFeedbackReason } from "./event-feedback.validation";
import { FEEDBACK_LINK_REFUSED_MESSAGES, verifyFeedbackToken } from "./feedback-token";
import { markNotRelevant, undoNotRelevant } from "./mark-event-feedback";

export const FEEDBACK_LINK_GONE_MESSAGE = "This event is no longer available to you.";

export type FeedbackLinkStatus =
  | { ok: true; eventTitle: string; accountName: string; email: string; marked: { reason: EventFeedbackReason | null } | null }
  | { ok: false; message: string };

/** The token's user as a query scope (their own company), or null when the user is gone or has none. */
async function recipientScope(userId: string) {
  const db = await getDb();
  const [user] = await db.select({ companyId: users.companyId, email: users.email }).from(users).where(eq(users.id, userId));
  return user?.companyId ? { userId, companyId: user.companyId, email: user.email } : null;
}

function verified(token: string, nowMs?: number) {
  const check = verifyFeedbackToken(getAuthSecret(), token, nowMs);
  if (!check.ok) {
    log.info("event feedback: a link was refused", { reason: check.reason });
    throw new AppError(check.reason === "expired" ? "forbidden" : "invalid", FEEDBACK_LINK_REFUSED_MESSAGES[check.reason], { status: check.reason === "expired" ? 403 : 400 });
  }
  return check;
}

/**
 * What the link's page shows (GET changes nothing: mail scanners open links). The event is looked up
 * under the recipient's own scope, so a link for an account they no longer have shows nothing of it.
 */
export async function feedbackLinkStatus(token: string, nowMs?: number): Promise<FeedbackLinkStatus> {
  const check = verifyFeedbackToken(getAuthSecret(), token, nowMs);
  if (!check.ok) return { ok: false, message: FEEDBACK_LINK_REFUSED_MESSAGES[check.reason] };
  const scope = await recipientScope(check.userId);
  if (!scope) return { ok: false, message: FEEDBACK_LINK_GONE_MESSAGE };
  const db = await getDb();
  const [row] = await db
    .select({ title: events.title, url: events.url, accountName: accounts.name, accountId: accounts.id, isDeleted: events.isDeleted })
    .from(events)
    .innerJoin(accounts, eq(accounts.id, events.accountId))
    .where(and(eq(events.id, check.eventId), eq(accounts.companyId, scope.companyId)));
  if (!row || row.isDeleted) return { ok: false, message: FEEDBACK_LINK_GONE_MESSAGE };
  const [mark] = await db
    .select({ reason: eventFeedback.reason })
    .from(eventFeedback)
    .where(and(eq(eventFeedback.userId, check.userId), eq(eventFeedback.eventId, check.eventId)));
  return { ok: true, eventTitle: row.title || row.url || "Untitled event", accountName: row.accountName, email: scope.email, marked: mark ?? null };
}

async function tokenScope(token: string, nowMs?: number) {
  const { userId, eventId } = verified(token, nowMs);
  const scope = await recipientScope(userId);
  if (!scope) throw new AppError("not_found", FEEDBACK_LINK_GONE_MESSAGE);
  return { scope: { userId: scope.userId, companyId: scope.companyId }, eventId };
}

/**
 * The link page's POST: marks the token's event for the token's user, under that user's own RLS scope.
 * The signed token is the authority, and it can do nothing else. Idempotent.
 */
export async function markNotRelevantByToken(token: string, reason: EventFeedbackReason | null | undefined, nowMs?: number) {
  const { scope, eventId } = await tokenScope(token, nowMs);
  const marked = await markNotRelevant(scope, { eventId, reason: reason ?? null });
  log.info("event feedback: marked by mail link", { userId: scope.userId, eventId, reason: marked.reason });
  return { marked: true as const, reason: marked.reason };
}

/** The link page's Undo: the token's user's mark on the token's event is removed. Idempotent. */
export async function undoNotRelevantByToken(token: string, nowMs?: number) {
  const { scope, eventId } = await tokenScope(token, nowMs);
  await undoNotRelevant(scope, { eventId });
  return { marked: false as const, reason: null };
}
