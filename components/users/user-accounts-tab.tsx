"use client";

import { useEffect, useMemo, useState } from "react";
import { Loader2, Search } from "lucide-react";
import { AccountLogo } from "@/components/accounts/account-logo";
import { useAction } from "@/components/shell/use-action";
import { FormAlert } from "@/components/ui/form-alert";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { GENERIC_ERROR_MESSAGE } from "@/lib/errors/app-error";
import type { AccountAccessRow } from "@/lib/users/admin-users";
import type { UserActions } from "./user-types";

/** The Accounts tab: every account of the user's company, checked when assigned; a search narrows the list. */
export function UserAccountsTab({ userId, actions }: { userId: string; actions: Pick<UserActions, "listAccess" | "setAccess"> }) {
  const [accounts, setAccounts] = useState<AccountAccessRow[] | null>(null);
  // Loaded once per user (`execute` stays the same across renders): the page re-renders after saves with
  // new action references, and a reload then must not overwrite a toggle made in the meantime.
  const loading = useAction(actions.listAccess, { fallbackError: `Failed to load accounts: ${GENERIC_ERROR_MESSAGE}` });
  const saving = useAction(actions.setAccess, { fallbackError: `Failed to update account access: ${GENERIC_ERROR_MESSAGE}` });
  const error = saving.error ?? loading.error;
  const load = loading.execute;
  const [query, setQuery] = useState("");
  const [busy, setBusy] = useState<Set<string>>(new Set());

  useEffect(() => {
    let live = true;
    void load(userId).then((result) => live && result && setAccounts(result.accounts));
    return () => {
      live = false;
    };
  }, [load, userId]);

  const visible = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!accounts) return [];
    return q ? accounts.filter((a) => a.name.toLowerCase().includes(q) || (a.full_name ?? "").toLowerCase().includes(q)) : accounts;
  }, [accounts, query]);

  async function toggle(account: AccountAccessRow, assigned: boolean) {
    setBusy((s) => new Set(s).add(account.id));
    setAccounts((list) => list?.map((a) => (a.id === account.id ? { ...a, assigned } : a)) ?? null);
    const result = await saving.execute({ user_id: userId, account_id: account.id, assigned });
    if (!result) {
      setAccounts((list) => list?.map((a) => (a.id === account.id ? { ...a, assigned: !assigned } : a)) ?? null);
    }
    setBusy((s) => {
      const next = new Set(s);
      next.delete(account.id);
      return next;
    });
  }

  const assignedCount = accounts?.filter((a) => a.assigned).length ?? 0;
  return (
    <div className="grid gap-3">
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search accounts" aria-label="Search accounts" className="pl-9" />
      </div>
      <FormAlert message={error} />
      {accounts === null ? (
        !error && (
          <div className="grid gap-2" role="status" aria-label="Loading accounts">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        )
      ) : accounts.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          This user&apos;s company has no accounts yet.
        </p>
      ) : (
        <>
          <p className="text-xs text-muted-foreground" aria-live="polite">
            {assignedCount} of {accounts.length} accounts assigned
          </p>
          <ul className="grid max-h-72 grid-cols-1 gap-1 overflow-y-auto rounded-lg border p-1 [overflow-wrap:anywhere]" aria-label="Company accounts">
            {visible.length === 0 && <li className="px-3 py-6 text-center text-sm text-muted-foreground">No accounts match your search.</li>}
            {visible.map((account) => {
              const id = `access-${account.id}`;
              return (
                <li key={account.id}>
                  <label htmlFor={id} className="flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 hover:bg-muted/60">
                    <input
                      id={id}
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={account.assigned}
                      disabled={busy.has(account.id)}
                      onChange={(e) => void toggle(account, e.target.checked)}
                    />
                    <AccountLogo name={account.name} logoUrl={account.logo_url} className="size-7 text-foreground/80" />
                    <span className="min-w-0 flex-1 truncate text-sm">{account.name}</span>
                    {busy.has(account.id) && <Loader2 className="size-4 animate-spin text-muted-foreground" aria-hidden />}
                  </label>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
