"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Plus, UserRound } from "lucide-react";
import { ConfirmDeleteDialog } from "@/components/shared/confirm-delete-dialog";
import { IconAction } from "@/components/shared/light-list";
import { Button } from "@/components/ui/button";
import { HoverTip } from "@/components/ui/hover-tip";
import { Table, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { GENERIC_ERROR_MESSAGE } from "@/lib/errors/app-error";
import { ConfirmDiscoveryDialog } from "./confirm-discovery-dialog";
import { UserDialog } from "./user-dialog";
import type { CompanyOption, EditableUser, UserActions, UserTableRow } from "./user-types";
import { UsersFilter } from "./users-filter";

type Props = { rows: UserTableRow[]; companies: CompanyOption[]; filter: string | null; actions: UserActions };

/** The All Users page body: Create User, Filter by Company, the table and its dialogs. */
export function UsersManager({ rows, companies, filter, actions }: Props) {
  const router = useRouter();
  const [dialog, setDialog] = useState<{ user: EditableUser | null } | null>(null);
  const [deleting, setDeleting] = useState<UserTableRow | null>(null);
  const [discovering, setDiscovering] = useState<UserTableRow | null>(null);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">All Users</h1>
          <p className="text-sm text-muted-foreground">Everyone who uses Trayo, their company and the accounts they follow.</p>
        </div>
        <Button onClick={() => setDialog({ user: null })}>
          <Plus aria-hidden />
          Create User
        </Button>
      </div>
      <UsersFilter companies={companies} value={filter} />
      {rows.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
            <UserRound className="size-6" aria-hidden />
          </span>
          <p className="font-medium">{filter ? "No users match this filter" : "No users yet"}</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            {filter === "none" ? "Nobody is waiting for a company." : "Create a user to invite them to Trayo."}
          </p>
        </div>
      ) : (
        <HoverTip className="lt lc overflow-hidden rounded-xl border bg-card">
          <Table>
            <TableHeader className="bg-muted/40">
              <TableRow className="hover:bg-transparent">
                <TableHead className="w-10 pl-4">
                  <span className="sr-only">Discovery enabled</span>
                </TableHead>
                <TableHead>User</TableHead>
                <TableHead className="lt-hm">Company</TableHead>
                <TableHead className="lt-hl">Email</TableHead>
                <TableHead className="lt-hs">Created</TableHead>
                <TableHead className="w-32 pr-4 text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <tbody>
              {rows.map((row) => {
                const label = row.name || row.email;
                return (
                  <tr key={row.id} data-id={row.id}>
                    <td className="lt-p">
                      {row.event_discovery_enabled ? (
                        <span role="img" aria-label="Discovery enabled" className="i-ok inline-flex" />
                      ) : (
                        <span className="sr-only">Discovery disabled</span>
                      )}
                    </td>
                    <td className="lt-fl py-3">
                      <div className="lt-g">
                        <span className="lt-n gap-2">
                          <span className="lt-t lt-b">{label}</span>
                          {row.role === "admin" && <span className="lt-bd b-secondary">Admin</span>}
                        </span>
                        <span className="lt-t lt-s lt-ol">{row.email}</span>
                        <span className="lt-t lt-s lt-om">{row.company_name ?? "Waiting for a company"}</span>
                      </div>
                    </td>
                    <td className="lt-hm">{row.company_name ?? <span className="lt-bd b-outline">Waiting for a company</span>}</td>
                    <td className="lt-hl lt-mu">{row.email}</td>
                    <td className="lt-hs lt-mu">
                      <time dateTime={row.createdIso}>{row.created}</time>
                    </td>
                    <td className="lt-p">
                      <div className="lt-ax">
                        <IconAction icon="rd" label={`Run discovery for ${label}`} tip="Run discovery" onClick={() => setDiscovering(row)} />
                        <IconAction icon="ed" label={`Edit ${label}`} tip="Edit" onClick={() => setDialog({ user: row })} />
                        <IconAction icon="dl" muted label={`Delete ${label}`} tip="Delete" onClick={() => setDeleting(row)} />
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </HoverTip>
      )}
      <UserDialog open={dialog !== null} onOpenChange={(open) => !open && setDialog(null)} user={dialog?.user ?? null} companies={companies} actions={actions} />
      <ConfirmDiscoveryDialog user={discovering} onClose={() => setDiscovering(null)} impact={actions.impact} />
      <ConfirmDeleteDialog
        item={deleting}
        title="Delete this user?"
        description={(user) => `${user.name || user.email} (${user.email}) will be deleted with their account assignments and reports, and can no longer sign in.`}
        failureMessage={`Error deleting user: ${GENERIC_ERROR_MESSAGE}`}
        onConfirm={(user) => actions.remove(user.id)}
        onDeleted={() => router.refresh()}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
