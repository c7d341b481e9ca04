import type { ShellCompany, ShellPerson } from "@/lib/users/shell-context";
import { InitialsAvatar } from "./initials-avatar";
import "./nav-icons.css";

type Props = { isAdmin: boolean; company: ShellCompany | null; actingUser: ShellPerson | null };

/** Whose workspace is in view: read-only; admins change it with the header pickers. */
export function SidebarContext({ isAdmin, company, actingUser }: Props) {
  return (
    <section aria-label="Current workspace" className="rounded-lg border bg-background p-3 shadow-xs">
      <p className="mb-2 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase">
        {isAdmin ? "Acting as" : "Workspace"}
      </p>
      <div className="flex items-center gap-2.5">
        <span aria-hidden className="nv-i nv-companies grid size-8 shrink-0 place-items-center rounded-md bg-muted ring-1 ring-border" />
        <div className="min-w-0">
          <p className="text-xs text-muted-foreground">Company</p>
          <p className="truncate text-sm font-medium" data-testid="sidebar-company">
            {company?.name ?? (isAdmin ? "No company selected" : "No company")}
          </p>
        </div>
      </div>
      <div className="mt-2.5 flex items-center gap-2.5">
        <InitialsAvatar name={actingUser ? actingUser.name ?? actingUser.email : null} />
        <div className="min-w-0">
          <p className="text-xs text-muted-foreground">User</p>
          <p className="truncate text-sm font-medium" data-testid="sidebar-user">
            {actingUser ? actingUser.name ?? actingUser.email : isAdmin ? "No user selected" : "—"}
          </p>
        </div>
      </div>
    </section>
  );
}
