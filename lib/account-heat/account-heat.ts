import { and, eq, inArray, sql } from "drizzle-orm";
import { listSnoozes } from "@/lib/account-snoozes/account-snoozes";
import { isAccessibleAccount } from "@/lib/accounts/accessible-accounts";
import type { QueryScope } from "@/lib/auth/viewer-types";
import type { Transaction } from "@/lib/db/database";
import { accounts } from "@/lib/db/schema/accounts";
import { events } from "@/lib/db/schema/events";
import { inScope } from "@/lib/db/scoped";
import { loadEffectiveWeights } from "@/lib/signal-weights/signal-weights";
import { computeHeat, HEAT_WINDOW_DAYS, heatExplanation, heatSummary, signalLine, type AccountHeat, type HeatExplanation, type HeatingUpAccount } from "./heat-score";

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The acting user's accounts' heat (only accounts with a completed signal in the last 21 days), by
 * their own weights. The signal's day is the event's date, else the day it was found.
 */
export function loadAccountHeat(scope: QueryScope, now = new Date(), tx?: Transaction): Promise<Map<string, AccountHeat>> {
  const today = dayOf(now);
  return inScope(scope, tx, async (t) => {
    const weights = (await loadEffectiveWeights(t, scope.companyId, [scope.userId])).get(scope.userId)!;
    const rows = await t
      .select({
        eventId: events.id,
        accountId: events.accountId,
        title: events.title,
        signalType: sql<string | null>`${events.data} ->> 'signal_type'`,
        day: sql<string>`coalesce(${events.eventDate}, (${events.insertedAt} at time zone 'UTC')::date)::text`,
      })
      .from(events)
      .where(
        and(
          eq(events.status, "completed"),
          eq(events.isDeleted, false),
          isAccessibleAccount(scope, events.accountId),
          sql`coalesce(${events.eventDate}, (${events.insertedAt} at time zone 'UTC')::date) between ${today}::date - ${HEAT_WINDOW_DAYS}::int and ${today}::date`,
        ),
      );
    return computeHeat(rows, weights, today);
  });
}


/** The acting user's accounts heating up (snoozed ones left out), hottest first. */
export function loadHeatingUp(scope: QueryScope, now = new Date(), tx?: Transaction): Promise<HeatingUpAccount[]> {
  return inScope(scope, tx, async (t) => {
    const heat = await loadAccountHeat(scope, now, t);
    const snoozed = await listSnoozes(scope, t);
    const hot = [...heat].filter(([id, h]) => h.hot && !snoozed.has(id));
    if (hot.length === 0) return [];
    const names = new Map(
      (await t.select({ id: accounts.id, name: accounts.name }).from(accounts).where(inArray(accounts.id, hot.map(([id]) => id)))).map((a) => [a.id, a.name]),
    );
    return hot
      .map(([accountId, h]) => ({ accountId, accountName: names.get(accountId) ?? "", score: h.score, summary: heatSummary(h), lines: h.signals.map(signalLine) }))
      .sort((a, b) => b.score - a.score || a.accountName.localeCompare(b.accountName));
  });
}

/** Why one of the acting user's accounts has its heat (the badge's explanation); none: null. */
export async function explainAccountHeat(scope: QueryScope, accountId: string, now = new Date()): Promise<HeatExplanation | null> {
  const heat = (await loadAccountHeat(scope, now)).get(accountId);
  return heat ? heatExplanation(heat) : null;
}
