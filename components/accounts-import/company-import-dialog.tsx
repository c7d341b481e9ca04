"use client";

import { useState } from "react";
import { ImportCsvDialog } from "./import-csv-dialog";

/**
 * The import dialog of a /companies row ("Import CSV", a light row action): the accounts go to that
 * company, assigned only to the owners the file names. One dialog for the whole table keeps each row light.
 */
export function CompanyImportDialog({ company, onClose }: { company: { id: string; name: string } | null; onClose: () => void }) {
  // The last company stays named while the dialog animates closed.
  const [last, setLast] = useState(company);
  if (company && company !== last) setLast(company);
  const shown = company ?? last;
  return (
    <ImportCsvDialog
      open={company !== null}
      onOpenChange={(open) => !open && onClose()}
      destination={shown ? { target: "company", companyId: shown.id } : null}
      description={shown ? `The accounts are added to ${shown.name}.` : ""}
    />
  );
}
