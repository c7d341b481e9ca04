"use client";

import { useState } from "react";
import { Bug, Building2, ExternalLink, Pencil, Trash2 } from "lucide-react";
import { DiscoveryDebugDialog, type DiscoveryDialogTarget } from "@/components/discovery/discovery-debug-dialog";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { AccountActions, EditableAccount } from "@/lib/accounts/account-actions-contract";
import { AccountDialog } from "./account-dialog";
import { AccountLogo } from "./account-logo";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { NewAccountButton } from "./new-account-button";

export type AccountsTableRow = EditableAccount & { created: string; createdIso: string };

/** The accounts list with its row actions (debug discovery for admins, edit, delete) and an empty state. */
export function AccountsTable({ rows, actions, canDebugDiscovery = false }: { rows: AccountsTableRow[]; actions: AccountActions; canDebugDiscovery?: boolean }) {
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
      <div className="overflow-hidden rounded-xl border bg-card">
        <Table>
          <TableHeader className="bg-muted/40">
            <TableRow className="hover:bg-transparent">
              <TableHead className="pl-4">Account</TableHead>
              <TableHead className="hidden md:table-cell">URL</TableHead>
              <TableHead className="hidden sm:table-cell">Created</TableHead>
              <TableHead className="w-32 pr-4 text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell className="max-w-0 py-3 pl-4 sm:max-w-none">
                  <div className="flex min-w-0 items-center gap-3">
                    <AccountLogo name={row.name} logoUrl={row.logo_url} />
                    <div className="grid min-w-0">
                      <span className="truncate font-medium">{row.name}</span>
                      {row.full_name && <span className="truncate text-xs text-muted-foreground">{row.full_name}</span>}
                      <span className="truncate text-xs text-muted-foreground md:hidden">{displayUrl(row.url)}</span>
                    </div>
                  </div>
                </TableCell>
                <TableCell className="hidden max-w-64 md:table-cell">
                  <a
                    href={row.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex max-w-full items-center gap-1 text-muted-foreground hover:text-foreground hover:underline"
                  >
                    <span className="truncate">{displayUrl(row.url)}</span>
                    <ExternalLink className="size-3 shrink-0" />
                  </a>
                </TableCell>
                <TableCell className="hidden text-muted-foreground sm:table-cell">
                  <time dateTime={row.createdIso}>{row.created}</time>
                </TableCell>
                <TableCell className="pr-4 text-right">
                  <div className="flex justify-end gap-1">
                    {canDebugDiscovery && (
                      <RowAction
                        label={`Debug discovery for ${row.name}`}
                        tooltip="Debug discovery"
                        onClick={() => setDebugging({ kind: "run", accountId: row.id, accountName: row.name })}
                      >
                        <Bug />
                      </RowAction>
                    )}
                    <RowAction label={`Edit ${row.name}`} tooltip="Edit" onClick={() => setEditing(row)}>
                      <Pencil />
                    </RowAction>
                    <RowAction
                      label={`Delete ${row.name}`}
                      tooltip="Delete"
                      className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
                      onClick={() => setDeleting({ id: row.id, name: row.name })}
                    >
                      <Trash2 />
                    </RowAction>
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
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

function RowAction({
  label,
  tooltip,
  className,
  onClick,
  children,
}: {
  label: string;
  tooltip: string;
  className?: string;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={label} className={className} onClick={onClick}>
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{tooltip}</TooltipContent>
    </Tooltip>
  );
}

/** The address without its scheme, as people say it. */
function displayUrl(url: string) {
  return url.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}
