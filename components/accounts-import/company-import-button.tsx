"use client";

import { useState } from "react";
import { Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ImportCsvDialog } from "./import-csv-dialog";

/** "Import CSV" on a /companies row: the accounts go to that company, assigned only to the owners the file names. */
export function CompanyImportButton({ company }: { company: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Import accounts for ${company.name} from CSV`}>
        <Upload aria-hidden />
        <span className="max-sm:sr-only">Import CSV</span>
      </Button>
      <ImportCsvDialog
        open={open}
        onOpenChange={setOpen}
        destination={{ target: "company", companyId: company.id }}
        description={`The accounts are added to ${company.name}.`}
      />
    </>
  );
}
