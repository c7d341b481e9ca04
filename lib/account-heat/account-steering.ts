import { listSnoozes } from "@/lib/account-snoozes/account-snoozes";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { withScope } from "@/lib/db/scoped";
import { loadAccountHeat } from "./account-heat";
import { heatView, type HeatView } from "./heat-score";

/** What /user/accounts and /accounts show beside an account: its heat for the acting user, and their snooze. */
export type AccountSteering = { heat?: HeatView; snoozedUntil?: string };

/** Heat and snoozes of the acting user's accounts, in one scoped read. */
export function loadAccountSteering(scope: QueryScope, now = new Date()): Promise<Map<string, AccountSteering>> {
  return withScope(
    scope,
    async (tx) => {
      const [heat, snoozes] = [await loadAccountHeat(scope, now, tx), await listSnoozes(scope, tx)];
      const ids = new Set([...heat.keys(), ...snoozes.keys()]);
      // Only what is there: every card sends its steering to the browser (list-pages-weight).
      return new Map(
        [...ids].map((id) => {
          const view = heatView(heat.get(id));
          const until = snoozes.get(id);
          return [id, { ...(view ? { heat: view } : {}), ...(until ? { snoozedUntil: until } : {}) }];
        }),
      );
    },
    { readOnly: true },
  );
}
