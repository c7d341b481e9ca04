"use client";

import type { AccountSteering } from "@/lib/account-heat/account-steering";
import { HeatBadge } from "./heat-badge";
import { SnoozeControl, type SnoozeActions } from "./snooze-control";
import "./account-steering.css";

/** An account's heat badge and snooze, as one row (a card's footer, or under a table row's name). */
export function AccountSteeringRow({ accountId, accountName, steering, actions }: { accountId: string; accountName: string; steering: AccountSteering | undefined; actions: SnoozeActions }) {
  return (
    <div className="as-r">
      {steering?.heat && <HeatBadge accountId={accountId} accountName={accountName} heat={steering.heat} explain={actions.explain} />}
      <SnoozeControl accountId={accountId} accountName={accountName} snoozedUntil={steering?.snoozedUntil ?? null} actions={actions} />
    </div>
  );
}
