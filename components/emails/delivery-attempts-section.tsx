"use client";

import { useState } from "react";
import { RefreshCw } from "lucide-react";
import { DeliveryAttemptsList, type AttemptView } from "@/components/delivery-channels/delivery-attempts-list";
import { useAction } from "@/components/shell/use-action";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import type { ActionResult } from "@/lib/actions/action-result";

/** Admin Emails, below the email log: every user's latest Slack and webhook delivery attempts. */
export function DeliveryAttemptsSection({ initial, list }: { initial: AttemptView[]; list: (input: Record<string, never>) => Promise<ActionResult<{ attempts: AttemptView[] }>> }) {
  const [attempts, setAttempts] = useState(initial);
  const refresh = useAction(list, { fallbackError: "Failed to load the delivery attempts", onSuccess: (r) => setAttempts(r.attempts) });
  return (
    <section aria-labelledby="delivery-attempts-heading" className="mt-6 grid gap-3 border-t pt-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="delivery-attempts-heading" className="text-lg font-semibold">Slack and webhook deliveries</h2>
          <p className="text-sm text-muted-foreground">Each attempt to deliver a daily report or a test to a user&apos;s Slack or webhook.</p>
        </div>
        <Button variant="outline" onClick={() => void refresh.execute({})} disabled={refresh.pending}>
          <RefreshCw className={refresh.pending ? "animate-spin" : undefined} aria-hidden />
          Refresh deliveries
        </Button>
      </div>
      <FormAlert message={refresh.error} />
      <DeliveryAttemptsList attempts={attempts} label="Slack and webhook deliveries" emptyText="No Slack or webhook deliveries yet" />
    </section>
  );
}
