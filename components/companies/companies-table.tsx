"use client";

import { useState } from "react";
import { Building, Pencil, Plus, Trash2 } from "lucide-react";
import { AccountLogo } from "@/components/accounts/account-logo";
import { RowAction } from "@/components/admin/row-action";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { CompanyDialog } from "./company-dialog";
import type { CompanyActions, CompanyTableRow, EditableCompany } from "./company-types";
import { DeleteCompanyDialog } from "./delete-company-dialog";

/** The All Companies page body: title with New Company, the table, and its dialogs. */
export function CompaniesManager({ rows, actions }: { rows: CompanyTableRow[]; actions: CompanyActions }) {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<EditableCompany | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">All Companies</h1>
          <p className="text-sm text-muted-foreground">The seller companies using Trayo and the solutions they sell.</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden />
          New Company
        </Button>
      </div>
      {rows.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground">
            <Building className="size-6" aria-hidden />
          </span>
          <p className="font-medium">No companies yet</p>
          <p className="max-w-sm text-sm text-muted-foreground">Create the first seller company, then add its users.</p>
        </div>
      ) : (
        <div className="overflow-hidden rounded-xl border bg-card">
          <Table>
            <TableHeader className="bg-muted/40">
              <TableRow className="hover:bg-transparent">
                <TableHead className="pl-4">Name</TableHead>
                <TableHead className="hidden md:table-cell">Solutions</TableHead>
                <TableHead className="hidden sm:table-cell">Created</TableHead>
                <TableHead className="w-24 pr-4 text-right">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell className="max-w-0 py-3 pl-4 sm:max-w-none">
                    <div className="flex min-w-0 items-center gap-3">
                      <AccountLogo name={row.name} logoUrl={row.logo_url} className="text-foreground/80" />
                      <div className="grid min-w-0">
                        <span className="truncate font-medium">{row.name}</span>
                        <span className="truncate text-xs text-muted-foreground sm:hidden">{row.created}</span>
                      </div>
                    </div>
                  </TableCell>
                  <TableCell className="hidden max-w-96 md:table-cell">
                    <p className="line-clamp-2 text-sm whitespace-normal text-muted-foreground">{row.solutions || "—"}</p>
                  </TableCell>
                  <TableCell className="hidden text-muted-foreground sm:table-cell">
                    <time dateTime={row.createdIso}>{row.created}</time>
                  </TableCell>
                  <TableCell className="pr-4 text-right">
                    <div className="flex justify-end gap-1">
                      <RowAction label={`Edit ${row.name}`} tooltip="Edit" onClick={() => setEditing(row)}>
                        <Pencil aria-hidden />
                      </RowAction>
                      <RowAction
                        label={`Delete ${row.name}`}
                        tooltip="Delete"
                        className="text-muted-foreground hover:bg-destructive/10 hover:text-destructive"
                        onClick={() => setDeleting({ id: row.id, name: row.name })}
                      >
                        <Trash2 aria-hidden />
                      </RowAction>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <CompanyDialog open={creating} onOpenChange={setCreating} save={actions.save} />
      <CompanyDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} company={editing ?? undefined} save={actions.save} />
      <DeleteCompanyDialog company={deleting} onClose={() => setDeleting(null)} actions={actions} />
    </div>
  );
}
