"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Loader2 } from "lucide-react";
import { useAction } from "@/components/shell/use-action";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { FormAlert } from "@/components/ui/form-alert";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/actions/action-result";
import type { ExplainHeat } from "./heat-badge";
import { snoozedUntilLabel, type SnoozePeriod } from "@/lib/account-snoozes/snooze-dates";

export type SnoozeActions = {
  snooze: (input: { account_id: string; period: SnoozePeriod; until?: string }) => Promise<ActionResult<{ until: string }>>;
  unsnooze: (input: { account_id: string }) => Promise<ActionResult>;
  explain: ExplainHeat;
};

const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Snooze for one account (issue 25, part 3): a "Snoozed until …" badge with Undo while snoozed, else a
 * menu (1 week, 1 month, until a date). The account's events keep coming in; the feed and the reports
 * leave them out until the day shown.
 */
export function SnoozeControl({ accountId, accountName, snoozedUntil, actions }: { accountId: string; accountName: string; snoozedUntil: string | null; actions: SnoozeActions }) {
  const [picking, setPicking] = useState(false);
  const [menu, setMenu] = useState<boolean | null>(null);
  // The control pressed is replaced by the other one (Snooze by Undo and back): focus follows it.
  const focusNext = useRef(false);
  const undoRef = useRef<HTMLButtonElement>(null);
  const snoozeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    focusNext.current = false;
    (snoozedUntil ? undoRef : snoozeRef).current?.focus();
  }, [snoozedUntil]);
  const snooze = useAction(actions.snooze, {
    display: "toast",
    onSuccess: (r) => {
      focusNext.current = true;
      toast.success(`${accountName}: ${snoozedUntilLabel(r.until).toLowerCase()}.`);
    },
  });
  const undo = useAction(actions.unsnooze, {
    display: "toast",
    onSuccess: () => {
      focusNext.current = true;
      toast.success(`${accountName} is back in your feed and reports.`);
    },
  });

  if (snoozedUntil) {
    return (
      <span className="as-r">
        <span className="as-s">{snoozedUntilLabel(snoozedUntil)}</span>
        <button ref={undoRef} type="button" className="as-g" disabled={undo.pending} aria-label={`Undo snooze of ${accountName}`} onClick={() => void undo.execute({ account_id: accountId })}>
          {undo.pending && <Loader2 className="size-3 animate-spin" aria-hidden />}
          Undo
        </button>
      </span>
    );
  }
  // A plain button until first pressed, then the menu: a menu trigger's ids and states on every card
  // cost more HTML than the card's budget allows (list-pages-weight).
  const trigger = (
    <button
      ref={snoozeRef}
      type="button"
      aria-haspopup="menu"
      disabled={snooze.pending}
      aria-label={`Snooze ${accountName}`}
      onClick={menu === null ? () => setMenu(true) : undefined}
      onKeyDown={menu === null ? (e) => (e.key === "ArrowDown" || e.key === "ArrowUp") && (e.preventDefault(), setMenu(true)) : undefined}
    >
      {snooze.pending && <Loader2 className="size-3 animate-spin" aria-hidden />}
      Snooze
    </button>
  );
  return (
    <>
      {menu === null ? (
        trigger
      ) : (
        <DropdownMenu open={menu} onOpenChange={setMenu}>
          <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => void snooze.execute({ account_id: accountId, period: "week" })}>For 1 week</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => void snooze.execute({ account_id: accountId, period: "month" })}>For 1 month</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setPicking(true)}>Until a date…</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      <SnoozeUntilDialog open={picking} onOpenChange={setPicking} accountId={accountId} accountName={accountName} snooze={actions.snooze} onSnoozed={() => (focusNext.current = true)} />
    </>
  );
}

function SnoozeUntilDialog({ open, onOpenChange, accountId, accountName, snooze, onSnoozed }: { open: boolean; onOpenChange: (open: boolean) => void; accountId: string; accountName: string; snooze: SnoozeActions["snooze"]; onSnoozed: () => void }) {
  const id = useId();
  const [until, setUntil] = useState("");
  const { execute, pending, error, setError } = useAction(snooze, {
    onSuccess: (r) => {
      onSnoozed();
      toast.success(`${accountName}: ${snoozedUntilLabel(r.until).toLowerCase()}.`);
      onOpenChange(false);
    },
  });
  return (
    <Dialog open={open} onOpenChange={(next) => (setError(null), onOpenChange(next))}>
      <DialogContent>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            void execute({ account_id: accountId, period: "date", until });
          }}
        >
          <DialogHeader>
            <DialogTitle>Snooze {accountName}</DialogTitle>
            <DialogDescription>Its events are still collected, but stay out of your feed and reports until this day.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-until`} className="text-sm font-medium">Snooze until</label>
            <Input id={`${id}-until`} type="date" required min={dayAfter(1)} max={dayAfter(366)} value={until} onChange={(e) => setUntil(e.target.value)} />
          </div>
          <FormAlert message={error} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>Cancel</Button>
            <Button type="submit" disabled={pending}>
              {pending && <Loader2 className="animate-spin" aria-hidden />}
              Snooze account
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
