import type { ActionResult } from "@/lib/actions/action-result";
import type { ImportReport } from "@/lib/accounts-import/import-report";
import type { ColumnMapping } from "@/lib/accounts-import/mapping-fields";
import type { CsvPreview } from "@/lib/accounts-import/preview-csv";

/** Where the dialog imports to: the account list's picked user, or a company from /companies. */
export type ImportDestination = { target: "acting" } | { target: "company"; companyId: string };

const FAILED = "The import could not be reached. Check your connection and try again.";

export type ImportAnswer = ActionResult<{ data: CsvPreview }> | ActionResult<{ data: ImportReport }>;

async function send<T extends CsvPreview | ImportReport>(file: File, params: Record<string, string>): Promise<ActionResult<{ data: T }>> {
  try {
    const response = await fetch(`/api/accounts-import?${new URLSearchParams(params)}`, {
      method: "POST",
      headers: { "content-type": "text/csv" },
      body: file,
    });
    const json = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
    // An expired session is said by its code, so useAction offers sign-in (the file stays picked).
    if (!response.ok || !json) return { ok: false, error: json?.error ?? FAILED, ...(response.status === 401 ? { code: "unauthenticated" as const } : {}) };
    return { ok: true, data: json };
  } catch {
    return { ok: false, error: FAILED };
  }
}

const destinationParams = (destination: ImportDestination): Record<string, string> =>
  destination.target === "company" ? { target: "company", companyId: destination.companyId } : { target: "acting" };

const mappingParams = (mapping: ColumnMapping): Record<string, string> =>
  Object.fromEntries(Object.entries(mapping).map(([field, index]) => [field, index === null ? "" : String(index)]));

export const requestPreview = (file: File, destination: ImportDestination) => send<CsvPreview>(file, { mode: "preview", ...destinationParams(destination) });

export const requestReport = (file: File, destination: ImportDestination, mapping: ColumnMapping, mode: "dry-run" | "import") =>
  send<ImportReport>(file, { mode, ...destinationParams(destination), ...mappingParams(mapping) });
