"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import type { ImportReport } from "@/lib/accounts-import/import-report";
import { FILE_TOO_LARGE_MESSAGE, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS } from "@/lib/accounts-import/import-limits";
import type { ColumnMapping } from "@/lib/accounts-import/mapping-fields";
import type { CsvPreview } from "@/lib/accounts-import/preview-csv";
import { ImportPreview } from "./import-preview";
import { ImportReportView } from "./import-report-view";
import { requestPreview, requestReport, type ImportAnswer, type ImportDestination } from "./import-request";
import { useAction } from "@/components/shell/use-action";

type ImportData<T> = T extends { ok: true; data: infer D } ? D : never;

type Busy = null | "preview" | "dry-run" | "import";
const BUSY_LABEL: Record<Exclude<Busy, null>, string> = { preview: "Reading the file…", "dry-run": "Checking every row…", import: "Importing…" };

/**
 * Upload → preview and column mapping → dry run (per-row report) → Import. The browser keeps the file and
 * sends it for each step; nothing is written until Import, and Import is all or nothing.
 */
export function ImportCsvDialog({
  open,
  onOpenChange,
  destination,
  description,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  destination: ImportDestination | null;
  description: string;
}) {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [step, setStep] = useState<Busy>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const running = useRef(false);
  const request = useAction((work: () => Promise<ImportAnswer>) => work());
  const busy = request.pending ? step : null;
  const error = fileError ?? request.error;

  function reset() {
    setFile(null);
    setPreview(null);
    setMapping(null);
    setReport(null);
    setFileError(null);
    request.setError(null);
  }

  async function run<T extends ImportAnswer>(next: Exclude<Busy, null>, work: () => Promise<T>): Promise<ImportData<T> | null> {
    if (running.current) return null;
    running.current = true;
    setStep(next);
    try {
      const result = await request.execute(work);
      return result ? (result.data as ImportData<T>) : null;
    } finally {
      running.current = false;
    }
  }

  async function choose(chosen: File | null) {
    reset();
    if (!chosen) return;
    if (chosen.size > MAX_IMPORT_BYTES) return setFileError(FILE_TOO_LARGE_MESSAGE);
    if (!destination) return;
    setFile(chosen);
    const data = await run("preview", () => requestPreview(chosen, destination));
    if (data) {
      setPreview(data);
      setMapping(data.mapping);
    }
  }

  async function check(mode: "dry-run" | "import") {
    if (!file || !mapping || !destination) return;
    const data = await run(mode, () => requestReport(file, destination, mapping, mode));
    if (!data) return;
    setReport(data);
    if (data.imported) {
      toast.success(`Imported ${data.created.toLocaleString("en-US")} ${data.created === 1 ? "account" : "accounts"}.`);
      router.refresh();
    }
  }

  const imported = report?.imported === true;
  const mapped = mapping !== null && mapping.name !== null && mapping.url !== null;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && busy === "import") return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="sm:max-w-2xl" aria-busy={busy !== null}>
        <DialogHeader>
          <DialogTitle>Import accounts from CSV</DialogTitle>
          <DialogDescription>
            {description} A Salesforce or HubSpot export works as it is: name, website or domain, optional official name and owner email. Up to{" "}
            {MAX_IMPORT_BYTES / 1024 / 1024} MB and {MAX_IMPORT_ROWS.toLocaleString("en-US")} rows.
          </DialogDescription>
        </DialogHeader>
        <div className="grid min-w-0 gap-1.5">
          <label htmlFor="accounts-import-file" className="text-sm font-medium">
            CSV file
          </label>
          <Input
            id="accounts-import-file"
            type="file"
            accept=".csv,text/csv"
            disabled={busy !== null || !destination}
            onChange={(e) => void choose(e.target.files?.[0] ?? null)}
          />
        </div>
        {busy ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {BUSY_LABEL[busy]}
          </p>
        ) : null}
        <FormAlert message={error} />
        {preview && mapping && !imported ? (
          <ImportPreview
            preview={preview}
            mapping={mapping}
            disabled={busy !== null}
            onMappingChange={(next) => {
              setMapping(next);
              setReport(null);
            }}
          />
        ) : null}
        {report ? <ImportReportView report={report} /> : null}
        <DialogFooter>
          {imported ? (
            <Button onClick={() => onOpenChange(false)}>Done</Button>
          ) : (
            <>
              <Button variant="outline" onClick={() => void check("dry-run")} disabled={!file || !mapped || busy !== null}>
                Dry run
              </Button>
              <Button onClick={() => void check("import")} disabled={!report || report.created === 0 || busy !== null}>
                {report ? `Import ${report.created.toLocaleString("en-US")} ${report.created === 1 ? "account" : "accounts"}` : "Import"}
              </Button>
            </>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
