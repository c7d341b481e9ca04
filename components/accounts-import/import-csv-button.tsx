"use client";

import { useState } from "react";
import { Upload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ImportCsvDialog } from "./import-csv-dialog";

/** "Import CSV" on /accounts (admins): the accounts go to the company and user picked in the header. */
export function ImportCsvButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Upload aria-hidden />
        Import CSV
      </Button>
      <ImportCsvDialog
        open={open}
        onOpenChange={setOpen}
        destination={{ target: "acting" }}
        description="The accounts are added to the company picked in the header and assigned to the picked user."
      />
    </>
  );
}
