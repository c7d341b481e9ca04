import type { AccountActions } from "@/lib/accounts/account-actions-contract";
import { ImportCsvButton } from "@/components/accounts-import/import-csv-button";
import { ExportCsvLink } from "@/components/exports/export-csv-link";
import { NewAccountButton } from "./new-account-button";

/** The page title with the New Account button (disabled while there are no actions to call); admins also get Import CSV. */
export function AccountsHeader({ actions, canImport = false }: { actions: AccountActions | null; canImport?: boolean }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Accounts</h1>
        <p className="text-sm text-muted-foreground">The companies you sell to. Trayo watches the news about each of them.</p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {actions ? <ExportCsvLink href="/api/export/accounts" label="Export accounts as CSV" /> : null}
        {actions && canImport ? <ImportCsvButton /> : null}
        <NewAccountButton actions={actions} />
      </div>
    </div>
  );
}
