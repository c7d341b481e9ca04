"use client";

import { useState } from "react";
import Link from "next/link";
import { BellOff, BellRing, Loader2, ShieldAlert } from "lucide-react";
import { AuthCard, AuthIcon } from "@/components/auth/auth-card";
import { FormMessage } from "@/components/auth/form-message";
import { useAction } from "@/components/shell/use-action";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/action-result";

type Status = { ok: true; email: string; enabled: boolean } | { ok: false; message: string };
type SetDailyReport = (input: { token: string; enabled: boolean }) => Promise<ActionResult<{ enabled: boolean }>>;

/**
 * The report mail's unsubscribe page. Opening it changes nothing (link scanners open links too, RFC 8058
 * §1); the button switches the report off, and Undo switches it back on, both with the signed token.
 */
export function UnsubscribeScreen({ token, status, setDailyReport }: { token: string; status: Status; setDailyReport: SetDailyReport }) {
  const [enabled, setEnabled] = useState(status.ok ? status.enabled : true);
  const [undone, setUndone] = useState(false);
  const { execute, pending, error } = useAction(setDailyReport, {
    onSuccess: (result) => {
      setUndone(result.enabled);
      setEnabled(result.enabled);
    },
  });
  const settings = (
    <>
      Prefer another hour or fewer days? <Link href="/user/settings" className="font-medium text-primary underline underline-offset-4">Change delivery settings</Link>
    </>
  );

  if (!status.ok) {
    return (
      <AuthCard icon={<AuthIcon tone="danger"><ShieldAlert aria-hidden /></AuthIcon>} title="Link not valid" description={status.message}>
        <Button asChild className="h-10 w-full">
          <Link href="/user/settings">Open Settings</Link>
        </Button>
      </AuthCard>
    );
  }

  const busy = pending ? <Loader2 className="animate-spin" aria-hidden /> : null;
  if (!enabled) {
    return (
      <AuthCard
        icon={<AuthIcon tone="success"><BellOff aria-hidden /></AuthIcon>}
        title="You're unsubscribed from the daily report"
        description={<>{status.email} will no longer receive the Trayo daily report.</>}
        footer={settings}
      >
        {error && <FormMessage kind="error" className="mb-4">{error}</FormMessage>}
        <Button type="button" variant="outline" className="h-10 w-full" disabled={pending} onClick={() => void execute({ token, enabled: true })}>
          {busy}
          Undo
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      icon={<AuthIcon><BellRing aria-hidden /></AuthIcon>}
      title="Unsubscribe from the daily report?"
      description={<>{status.email} receives the Trayo daily report. You can switch it back on at any time.</>}
      footer={settings}
    >
      {undone && <FormMessage kind="success" className="mb-4">Your daily report is back on.</FormMessage>}
      {error && <FormMessage kind="error" className="mb-4">{error}</FormMessage>}
      <Button type="button" className="h-10 w-full" disabled={pending} onClick={() => void execute({ token, enabled: false })}>
        {busy}
        Unsubscribe
      </Button>
    </AuthCard>
  );
}
