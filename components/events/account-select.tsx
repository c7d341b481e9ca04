"use client";

import { AccountLogo } from "@/components/accounts/account-logo";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { AccountOption } from "@/lib/events/list-account-options";

/** The account picker of the event forms: each option shows the account's logo and name. */
export function AccountSelect({
  id,
  value,
  onValueChange,
  accounts,
  disabled,
}: {
  id: string;
  value: string;
  onValueChange: (accountId: string) => void;
  accounts: AccountOption[];
  disabled: boolean;
}) {
  return (
    <Select value={value} onValueChange={onValueChange} disabled={disabled}>
      <SelectTrigger id={id} className="w-full" aria-label="Account">
        <SelectValue placeholder="Select an account" />
      </SelectTrigger>
      <SelectContent>
        {accounts.map((account) => (
          <SelectItem key={account.id} value={account.id}>
            <AccountLogo name={account.name} logoUrl={account.logoUrl} className="size-5 rounded" />
            {account.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
