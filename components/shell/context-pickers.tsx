"use client";

import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { selectCompanyAction, selectUserAction } from "@/lib/actions/context-actions";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import type { ShellCompany, ShellPerson } from "@/lib/users/shell-context";
import { cn } from "@/lib/utils/cn";
import { useAction } from "./use-action";
import "./nav-icons.css";

type Props = {
  companies: ShellCompany[];
  companyUsers: ShellPerson[];
  companyId: string | null;
  userId: string | null;
  /** "row" for the top bar, "stack" for the mobile slide-over. */
  layout?: "row" | "stack";
  /** The picker to show open as it mounts: the one whose stand-in was pressed (./header-context-pickers.tsx). */
  openOnMount?: "company" | "user";
};

/** The admin's company and user pickers; the choice is stored on the server, checked there. */
export function ContextPickers({ companies, companyUsers, companyId, userId, layout = "row", openOnMount }: Props) {
  const stacked = layout === "stack";
  const router = useRouter();
  const companyChoice = useAction(selectCompanyAction, { display: "toast", onSuccess: () => router.push("/dashboard") });
  const userChoice = useAction(selectUserAction, { display: "toast" });
  const companyPending = companyChoice.pending;
  const userPending = userChoice.pending;

  // The pickers stay enabled while a choice is saved: a disabled trigger drops the keyboard focus to the page and,
  // in the phone slide-over, that focus loss closes the slide-over before the user can be picked.
  const chooseCompany = (id: string) => {
    if (id === companyId || companyPending || userPending) return;
    void companyChoice.execute(id);
  };

  const chooseUser = (id: string) => {
    if (id === userId || companyPending || userPending) return;
    void userChoice.execute(id);
  };

  const busy = companyPending || userPending;

  return (
    <div className={cn("flex gap-2", stacked ? "flex-col" : "items-center")} aria-busy={busy}>
      <Select value={companyId ?? ""} onValueChange={chooseCompany} defaultOpen={openOnMount === "company"}>
        <SelectTrigger
          aria-label="Company"
          size="sm"
          // Wider where the header has room; a name longer still is shown whole on hover.
          title={companies.find((c) => c.id === companyId)?.name}
          className={cn("justify-start bg-background", stacked ? "w-full" : "w-48 lg:w-56 xl:w-72")}
        >
          {companyPending ? <Loader2 className="animate-spin" /> : <span aria-hidden className="nv-i nv-companies flex" />}
          <SelectValue placeholder="Select company" />
        </SelectTrigger>
        <SelectContent align="start">
          {companies.length === 0 ? (
            <div className="px-2 py-1.5 text-sm text-muted-foreground">No companies yet</div>
          ) : (
            companies.map((company) => (
              <SelectItem key={company.id} value={company.id}>
                {company.name}
              </SelectItem>
            ))
          )}
        </SelectContent>
      </Select>
      <Select value={userId ?? ""} onValueChange={chooseUser} disabled={!companyId} defaultOpen={openOnMount === "user" && Boolean(companyId)}>
        <SelectTrigger aria-label="User" size="sm" className={cn("justify-start bg-background", stacked ? "w-full" : "w-48 lg:w-56")}>
          {userPending ? <Loader2 className="animate-spin" /> : <span aria-hidden className="nv-i nv-user flex" />}
          <SelectValue placeholder="Select user" />
        </SelectTrigger>
        <SelectContent align="start">
          {companyUsers.length === 0 ? (
            <div className="px-2 py-1.5 text-sm text-muted-foreground">No users in this company</div>
          ) : (
            companyUsers.map((user) => (
              <SelectItem key={user.id} value={user.id}>
                {user.name ?? user.email}
              </SelectItem>
            ))
          )}
        </SelectContent>
      </Select>
    </div>
  );
}
