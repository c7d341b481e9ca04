import { eq } from "drizzle-orm";
import { getAuthSecret } from "@/lib/auth/auth-secret";
import { getDb } from "@/lib/db/client";
import { deliveryPreferences } from "@/lib/db/schema/delivery-preferences";
import { users } from "@/lib/db/schema/users";
import { AppError } from "@/lib/errors/app-error";
import { log } from "@/lib/log";
import { setDailyReportEnabled } from "./delivery-preferences";
import { UNSUBSCRIBE_REFUSED_MESSAGES, verifyUnsubscribeToken } from "./unsubscribe-token";

export const UNSUBSCRIBE_USER_GONE_MESSAGE = "This unsubscribe link belongs to an account that no longer exists.";

function verified(token: string, nowMs?: number): string {
  const check = verifyUnsubscribeToken(getAuthSecret(), token, nowMs);
  if (!check.ok) {
    log.info("unsubscribe: a link was refused", { reason: check.reason });
    throw new AppError(check.reason === "expired" ? "forbidden" : "invalid", UNSUBSCRIBE_REFUSED_MESSAGES[check.reason], { status: check.reason === "expired" ? 403 : 400 });
  }
  return check.userId;
}

/**
 * Switches the daily report of the token's user off (the one-click POST, the page's button) or back on
 * (Undo), without a session: the signed token is the authority, and it can do nothing else. A refused
 * token changes nothing. Idempotent.
 */
export async function setDailyReportByToken(token: string, enabled: boolean, nowMs?: number): Promise<{ enabled: boolean }> {
  const userId = verified(token, nowMs);
  const { found } = await setDailyReportEnabled(userId, enabled);
  if (!found) throw new AppError("not_found", UNSUBSCRIBE_USER_GONE_MESSAGE);
  log.info(enabled ? "unsubscribe: daily report switched back on" : "unsubscribe: daily report switched off", { userId });
  return { enabled };
}

/** What the unsubscribe page shows for a token: the recipient's address and whether the report is on. */
export async function unsubscribeStatus(token: string, nowMs?: number): Promise<{ ok: true; email: string; enabled: boolean } | { ok: false; message: string }> {
  const check = verifyUnsubscribeToken(getAuthSecret(), token, nowMs);
  if (!check.ok) return { ok: false, message: UNSUBSCRIBE_REFUSED_MESSAGES[check.reason] };
  const db = await getDb();
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, check.userId));
  if (!user) return { ok: false, message: UNSUBSCRIBE_USER_GONE_MESSAGE };
  const [prefs] = await db.select({ enabled: deliveryPreferences.dailyReportEnabled }).from(deliveryPreferences).where(eq(deliveryPreferences.userId, check.userId));
  return { ok: true, email: user.email, enabled: prefs?.enabled ?? true };
}
