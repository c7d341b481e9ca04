"use client";

import { useState } from "react";
import { Building, Plus } from "lucide-react";
import { CompanyImportDialog } from "@/components/accounts-import/company-import-dialog";
import { IconAction } from "@/components/shared/light-list";
import { LogoMark } from "@/components/shared/logo-mark";
import { Button } from "@/components/ui/button";
import { HoverTip } from "@/components/ui/hover-tip";
import { Table, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useAction } from "@/components/shell/use-action";
import { CompanyDialog } from "./company-dialog";
import { CompanySignalWeightsDialog } from "./company-signal-weights-dialog";
import type { CompanyActions, CompanyTableRow, EditableCompany } from "./company-types";
import { DeleteCompanyDialog } from "./delete-company-dialog";

/** The All Companies page body: title with New Company, the table, and its dialogs. */
export function CompaniesManager({ rows, actions }: { rows: CompanyTableRow[]; actions: CompanyActions }) {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<EditableCompany | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [importing, setImporting] = useState<{ id: string; name: string } | null>(null);
  const [weighing, setWeighing] = useState<{ id: string; name: string } | null>(null);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const loading = useAction(actions.load, { fallbackError: "Failed to load company", display: "toast" });

  // The row carries only the start of the solutions text: Edit loads the whole company first.
  // The button stays enabled (a disabled one would drop the keyboard focus); a second press waits for the first.
  async function openEditor(id: string) {
    if (loadingId) return;
    setLoadingId(id);
    const result = await loading.execute(id);
    setLoadingId(null);
    if (result) setEditing(result.company);
  }

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
        <HoverTip className="lt lc overflow-hidden rounded-xl border bg-card">
          <Table>
            <TableHeader className="bg-muted/40">
              <TableRow className="hover:bg-transparent">
                <TableHead className="pl-4">Name</TableHead>
                <TableHead className="lt-hm">Solutions</TableHead>
                <TableHead className="lt-hs">Created</TableHead>
                <TableHead className="w-32 pr-4 text-right whitespace-nowrap">Actions</TableHead>
              </TableRow>
            </TableHeader>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-id={row.id}>
                  <td className="lt-p lt-ti py-3">
                    <div className="lt-n">
                      <LogoMark name={row.name} logoUrl={row.logo_url} className="text-foreground/80" />
                      <div className="lt-g">
                        <span className="lt-t lt-b">{row.name}</span>
                        <span className="lt-t lt-s lt-os">{row.created}</span>
                      </div>
                    </div>
                  </td>
                  <td className="lt-hm max-w-96">
                    <p className="line-clamp-2 whitespace-normal lt-mu">{row.solutionsPreview || "—"}</p>
                  </td>
                  <td className="lt-hs lt-mu">
                    <time dateTime={row.createdIso}>{row.created}</time>
                  </td>
                  <td className="lt-p">
                    <div className="lt-ax">
                      <IconAction icon="up" label={`Import accounts for ${row.name} from CSV`} tip="Import CSV" onClick={() => setImporting({ id: row.id, name: row.name })} />
                      <IconAction icon="sw" label={`Weights: ${row.name}`} tip="Weights" onClick={() => setWeighing({ id: row.id, name: row.name })} />
                      <IconAction icon="ed" label={`Edit ${row.name}`} tip="Edit" onClick={() => void openEditor(row.id)} />
                      <IconAction icon="dl" muted label={`Delete ${row.name}`} tip="Delete" onClick={() => setDeleting({ id: row.id, name: row.name })} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </HoverTip>
      )}
      <CompanyDialog open={creating} onOpenChange={setCreating} save={actions.save} />
      <CompanyDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} company={editing ?? undefined} save={actions.save} />
      <DeleteCompanyDialog company={deleting} onClose={() => setDeleting(null)} actions={actions} />
      <CompanyImportDialog company={importing} onClose={() => setImporting(null)} />
      <CompanySignalWeightsDialog company={weighing} onClose={() => setWeighing(null)} actions={actions} />
    </div>
  );
}
