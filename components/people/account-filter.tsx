"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { AccountLogo } from "@/components/accounts/account-logo";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

const ALL = "__all__";

export type FilterAccount = { id: string; name: string; logoUrl: string | null };

/** Filter by Account: choosing one opens its route, Clear goes back to /user/people. */
export function AccountFilter({ accounts, selectedId }: { accounts: FilterAccount[]; selectedId: string | null }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const go = (href: string) => startTransition(() => router.push(href));
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1.5">
        <label htmlFor="people-account-filter" className="text-sm font-medium">
          Filter by Account
        </label>
        <Select
          value={selectedId ?? ALL}
          onValueChange={(value) => go(value === ALL ? "/user/people" : `/user/people/account/${value}`)}
          disabled={pending}
        >
          <SelectTrigger id="people-account-filter" className="w-64 max-w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All Accounts</SelectItem>
            {accounts.length === 0 ? (
              <p className="px-2 py-1.5 text-sm text-muted-foreground">No accounts found</p>
            ) : (
              accounts.map((account) => (
                <SelectItem key={account.id} value={account.id}>
                  <span className="flex items-center gap-2">
                    <AccountLogo name={account.name} logoUrl={account.logoUrl} className="size-5 text-[0.6rem]" />
                    {account.name}
                  </span>
                </SelectItem>
              ))
            )}
          </SelectContent>
        </Select>
      </div>
      {selectedId ? (
        <Button variant="ghost" onClick={() => go("/user/people")} disabled={pending}>
          Clear
        </Button>
      ) : null}
    </div>
  );
}
