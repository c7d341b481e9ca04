"use client";

import { useTransition } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from "@/components/ui/select";
import { WAITING_FOR_COMPANY } from "@/lib/users/user.validation";
import type { CompanyOption } from "./user-types";

/** Filter by Company, kept in the URL (?company=<id>, or none for people waiting for a company). */
export function UsersFilter({ companies, value }: { companies: CompanyOption[]; value: string | null }) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [pending, startTransition] = useTransition();

  function go(next: string | null) {
    const search = new URLSearchParams(params.toString());
    if (next) search.set("company", next);
    else search.delete("company");
    const query = search.toString();
    startTransition(() => router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }));
  }

  return (
    <div className="flex flex-wrap items-center gap-2" aria-busy={pending}>
      <Select value={value ?? ""} onValueChange={(next) => go(next)}>
        <SelectTrigger className="w-full sm:w-64" aria-label="Filter by Company">
          <SelectValue placeholder="Filter by Company" />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={WAITING_FOR_COMPANY}>Waiting for a company</SelectItem>
          {companies.length > 0 && <SelectSeparator />}
          {companies.map((company) => (
            <SelectItem key={company.id} value={company.id}>
              {company.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {value && (
        <Button variant="ghost" size="sm" onClick={() => go(null)}>
          <X aria-hidden />
          Clear
        </Button>
      )}
    </div>
  );
}
