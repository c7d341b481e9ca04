"use client";

import { useState } from "react";
import { Building2 } from "lucide-react";
import { DiscoveryDebugDialog, type DiscoveryDialogTarget } from "@/components/discovery/discovery-debug-dialog";
import { IconAction } from "@/components/shared/light-list";
import { LogoMark } from "@/components/shared/logo-mark";
import { HoverTip } from "@/components/ui/hover-tip";
import { Table, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AccountActions, EditableAccount } from "@/lib/accounts/account-actions-contract";
import { AccountSteeringRow } from "@/components/account-steering/account-steering-row";
import type { SnoozeActions } from "@/components/account-steering/snooze-control";
import type { AccountSteering } from "@/lib/account-heat/account-steering";
import { AccountDialog } from "./account-dialog";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { NewAccountButton } from "./new-account-button";

export type AccountsTableRow = EditableAccount & { created: string; createdIso: string; steering?: AccountSteering };

/** The accounts list with its row actions (debug discovery for admins, edit, delete) and an empty state. */
export function AccountsTable({ rows, actions, canDebugDiscovery = false, snoozeActions }: { rows: AccountsTableRow[]; actions: AccountActions; canDebugDiscovery?: boolean; snoozeActions?: SnoozeActions }) {
  const [editing, setEditing] = useState<EditableAccount | null>(null);
  const [debugging, setDebugging] = useState<DiscoveryDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);

  if (rows.length === 0) {
    return (
      <div className="flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
          <Building2 className="size-6" />
        </span>
        <div className="grid gap-1">
          <p className="font-medium">No accounts yet</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Add the companies you sell to. Trayo finds news and events about them and tells you why they matter.
          </p>
        </div>
        <NewAccountButton actions={actions} label="Add your first account" />
      </div>
    );
  }

  return (
    <>
      <HoverTip className="lt lc overflow-hidden rounded-xl border bg-card">
        <Table>
          <TableHeader className="bg-muted/40">
            <TableRow className="hover:bg-transparent">
              <TableHead className="pl-4">Account</TableHead>
              <TableHead className="lt-hm">URL</TableHead>
              <TableHead className="lt-hs">Created</TableHead>
              <TableHead className="w-32 pr-4 text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-id={row.id}>
                <td className="lt-p lt-ti py-3">
                  <div className="lt-n">
                    <LogoMark name={row.name} logoUrl={row.logo_url} />
                    <div className="lt-g">
                      <span className="lt-t lt-b">{row.name}</span>
                      {row.full_name && <span className="lt-t lt-s">{row.full_name}</span>}
                      <span className="lt-t lt-s lt-om">{displayUrl(row.url)}</span>
                      {snoozeActions && <AccountSteeringRow accountId={row.id} accountName={row.name} steering={row.steering} actions={snoozeActions} />}
                    </div>
                  </div>
                </td>
                <td className="lt-hm max-w-64">
                  <a href={row.url} target="_blank" rel="noopener noreferrer" className="lt-u i-ext">
                    <span className="lt-t">{displayUrl(row.url)}</span>
                  </a>
                </td>
                <td className="lt-hs lt-mu">
                  <time dateTime={row.createdIso}>{row.created}</time>
                </td>
                <td className="lt-p">
                  <div className="lt-ax">
                    {canDebugDiscovery && (
                      <IconAction
                        icon="bg"
                        label={`Debug discovery for ${row.name}`}
                        tip="Debug discovery"
                        onClick={() => setDebugging({ kind: "run", accountId: row.id, accountName: row.name })}
                      />
                    )}
                    <IconAction icon="ed" label={`Edit ${row.name}`} tip="Edit" onClick={() => setEditing(row)} />
                    <IconAction icon="dl" muted label={`Delete ${row.name}`} tip="Delete" onClick={() => setDeleting({ id: row.id, name: row.name })} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </HoverTip>
      <AccountDialog
        mode="edit"
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        account={editing ?? undefined}
        actions={actions}
      />
      {canDebugDiscovery && <DiscoveryDebugDialog target={debugging} onOpenChange={(open) => !open && setDebugging(null)} />}
      <DeleteAccountDialog account={deleting} onOpenChange={(open) => !open && setDeleting(null)} remove={actions.remove} />
    </>
  );
}

/** The address without its scheme, as people say it. */
function displayUrl(url: string) {
  return url.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}
