import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { deliveryPreferences } from "@/lib/db/schema/delivery-preferences";
import { users } from "@/lib/db/schema/users";
import { withScope } from "@/lib/db/scoped";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors/app-error";
import type { DeliveryPreferencesInput } from "./delivery-preferences.validation";

// A user's delivery preferences, read and written under RLS as the caller (their own row, or an admin
// for anyone: the policy on public.delivery_preferences); the unsubscribe link's change is privileged.

export type DeliveryPreferences = {
  dailyReportEnabled: boolean;
  timeZone: string;
  deliveryHour: number;
  weekdaysOnly: boolean;
  pausedUntil: string | null;
  maxEvents: number | null;
  /** False while the user has never saved them (the defaults apply). */
  saved: boolean;
};

/** What applies without a saved row: today's schedule (DAILY_REPORT_HOUR in SCHEDULER_TIMEZONE, else UTC). */
export function defaultDeliveryPreferences(): DeliveryPreferences {
  const e = env();
  return {
    dailyReportEnabled: true,
    timeZone: e.SCHEDULER_TIMEZONE || "UTC",
    deliveryHour: Math.min(e.DAILY_REPORT_HOUR, 23),
    weekdaysOnly: false,
    pausedUntil: null,
    maxEvents: null,
    saved: false,
  };
}

const fromRow = (row: typeof deliveryPreferences.$inferSelect): DeliveryPreferences => ({
  dailyReportEnabled: row.dailyReportEnabled,
  timeZone: row.timeZone,
  deliveryHour: row.deliveryHour,
  weekdaysOnly: row.weekdaysOnly,
  pausedUntil: row.pausedUntil,
  maxEvents: row.maxEvents,
  saved: true,
});

/** `userId`'s preferences as `callerId` may see them (themselves, or an admin); not found: null. */
export function getDeliveryPreferences(callerId: string, userId: string): Promise<DeliveryPreferences | null> {
  return withScope({ userId: callerId }, async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) return null;
    const [row] = await tx.select().from(deliveryPreferences).where(eq(deliveryPreferences.userId, userId));
    return row ? fromRow(row) : defaultDeliveryPreferences();
  });
}

/** Saves `userId`'s preferences as `callerId` (RLS refuses anyone but the user and admins). */
export function saveDeliveryPreferences(callerId: string, userId: string, input: DeliveryPreferencesInput): Promise<DeliveryPreferences> {
  return withScope({ userId: callerId }, async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError("not_found", "User not found.");
    const values = {
      dailyReportEnabled: input.daily_report_enabled,
      timeZone: input.time_zone,
      deliveryHour: input.delivery_hour,
      weekdaysOnly: input.weekdays_only,
      pausedUntil: input.paused_until ?? null,
      maxEvents: input.max_events ?? null,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(deliveryPreferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: deliveryPreferences.userId, set: values })
      .returning();
    return fromRow(row);
  });
}

/**
 * Switches the daily report on or off for `userId` without a session (the signed unsubscribe link has
 * been verified by the caller). Idempotent: the same call twice leaves the same row. A user without
 * saved preferences keeps the defaults for everything else.
 */
export async function setDailyReportEnabled(userId: string, enabled: boolean): Promise<{ found: boolean }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) return { found: false };
    const defaults = defaultDeliveryPreferences();
    await tx
      .insert(deliveryPreferences)
      .values({ userId, dailyReportEnabled: enabled, timeZone: defaults.timeZone, deliveryHour: defaults.deliveryHour })
      .onConflictDoUpdate({ target: deliveryPreferences.userId, set: { dailyReportEnabled: enabled, updatedAt: new Date() } });
    return { found: true };
  });
}
