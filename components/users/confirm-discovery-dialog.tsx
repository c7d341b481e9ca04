"use client";

import { useEffect, useState } from "react";
import { formatDistanceToNow } from "date-fns";
import { Loader2, Radar } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/shell/use-action";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { Skeleton } from "@/components/ui/skeleton";
import { noAccountsMessage, type DiscoveryImpact } from "@/lib/discoveries/discovery-impact-messages";
import { triggerDiscovery } from "@/components/shared/trigger-discovery";
import type { UserActions } from "./user-types";

const IMPACT_FAILED = "Failed to load impact assessment";

function describeQueued(json: Record<string, unknown>): string {
  if (typeof json.details === "string") return json.details;
  const count = [json.queued, json.jobs_queued, json.count].find((v): v is number => typeof v === "number");
  return count === undefined ? "Discovery started." : `Discovery started: ${count} ${count === 1 ? "job" : "jobs"} queued.`;
}

type Target = { id: string; name: string | null; email: string };

/** Confirm Discovery: which accounts will be searched, when each was last discovered, and the expected cost. */
export function ConfirmDiscoveryDialog({ user, onClose, impact }: { user: Target | null; onClose: () => void; impact: UserActions["impact"] }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {user && <ConfirmDiscoveryBody key={user.id} user={user} onClose={onClose} impact={impact} />}
    </Dialog>
  );
}

function ConfirmDiscoveryBody({ user, onClose, impact: loadImpact }: { user: Target; onClose: () => void; impact: UserActions["impact"] }) {
  const [impact, setImpact] = useState<DiscoveryImpact | null>(null);
  const loading = useAction(loadImpact, { fallbackError: IMPACT_FAILED });
  const starting = useAction((userId: string) => triggerDiscovery({ user_id: userId }), {
    onSuccess: (result) => {
      toast.success(describeQueued(result.json));
      onClose();
    },
  });
  const running = starting.pending;
  // Whatever stopped the assessment, it reads as the spec's one message.
  const error = starting.error ?? (loading.error && IMPACT_FAILED);
  const load = loading.execute;

  useEffect(() => {
    let live = true;
    void load(user.id).then((result) => live && result && setImpact(result.impact));
    return () => {
      live = false;
    };
  }, [load, user.id]);

  const noAccounts = impact !== null && impact.accounts.length === 0;

  function run() {
    void starting.execute(user.id);
  }

  return (
    <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
      <DialogHeader>
        <DialogTitle>Confirm Discovery</DialogTitle>
        <DialogDescription>Run a news discovery now for {user.name || user.email}&apos;s accounts.</DialogDescription>
      </DialogHeader>
      {impact === null && !error && (
        <div className="grid gap-2" role="status" aria-label="Loading impact assessment">
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-16 w-full" />
        </div>
      )}
      {noAccounts && <FormAlert message={noAccountsMessage(impact.user)} />}
      {impact && !noAccounts && (
        <section className="grid gap-3" aria-label="Impact assessment">
          <dl className="grid grid-cols-3 gap-2 text-center">
            <Figure label="Accounts" value={impact.accounts.length} />
            <Figure label="Searches (est.)" value={impact.estimate.searches} />
            <Figure label="LLM calls (est.)" value={impact.estimate.llm_calls} />
          </dl>
          <ul className="grid max-h-56 grid-cols-1 gap-1 overflow-y-auto rounded-lg border p-2 text-sm [overflow-wrap:anywhere]" aria-label="Accounts that will be searched">
            {impact.accounts.map((account) => (
              <li key={account.id} className="flex items-center justify-between gap-3 px-1 py-1">
                <span className="truncate font-medium">{account.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {account.last_discovery_at
                    ? `Last discovery ${formatDistanceToNow(new Date(account.last_discovery_at), { addSuffix: true })}${account.last_discovery_status ? ` (${account.last_discovery_status})` : ""}`
                    : "Never discovered"}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {error && <FormAlert message={error} />}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={running}>
          Cancel
        </Button>
        <Button type="button" onClick={run} disabled={running || impact === null || noAccounts}>
          {running ? <Loader2 className="animate-spin" aria-hidden /> : <Radar aria-hidden />}
          {running ? "Starting..." : "Run Discovery"}
        </Button>
      </DialogFooter>
    </DialogContent>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col-reverse rounded-lg border bg-muted/30 px-2 py-2">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
