"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2 } from "lucide-react";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/shell/use-action";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { Skeleton } from "@/components/ui/skeleton";
import type { CompanyDependencies } from "@/lib/companies/delete-company";
import { GENERIC_ERROR_MESSAGE } from "@/lib/errors/app-error";
import type { CompanyActions } from "./company-types";

const LINES: { key: keyof CompanyDependencies; one: string; many: string }[] = [
  { key: "report_events", one: "report event", many: "report events" },
  { key: "reports", one: "report", many: "reports" },
  { key: "events", one: "event", many: "events" },
  { key: "accounts", one: "account", many: "accounts" },
  { key: "users", one: "user", many: "users" },
];

type Target = { id: string; name: string };

/** The delete warning: what goes with the company, counted, then one confirm that removes it all. */
export function DeleteCompanyDialog({ company, onClose, actions }: { company: Target | null; onClose: () => void; actions: CompanyActions }) {
  return (
    <AlertDialog open={company !== null} onOpenChange={(open) => !open && onClose()}>
      {company && <DeleteCompanyBody key={company.id} company={company} onClose={onClose} actions={actions} />}
    </AlertDialog>
  );
}

function DeleteCompanyBody({ company, onClose, actions }: { company: Target; onClose: () => void; actions: CompanyActions }) {
  const router = useRouter();
  const [counts, setCounts] = useState<CompanyDependencies | null>(null);
  const checking = useAction(actions.dependencies, { fallbackError: `Error checking company dependencies: ${GENERIC_ERROR_MESSAGE}` });
  const removing = useAction(actions.remove, {
    fallbackError: `Error deleting company: ${GENERIC_ERROR_MESSAGE}`,
    onSuccess: (result) => {
      toast.success(result.message);
      router.refresh();
      onClose();
    },
  });
  const deleting = removing.pending;
  const error = removing.error ?? checking.error;
  const checkDependencies = checking.execute;

  useEffect(() => {
    let live = true;
    void checkDependencies(company.id).then((result) => live && result && setCounts(result.counts));
    return () => {
      live = false;
    };
  }, [checkDependencies, company.id]);

  function confirm() {
    void removing.execute(company.id);
  }

  return (
    <AlertDialogContent className="sm:max-w-md">
      <AlertDialogHeader>
        <AlertDialogTitle>Delete {company.name}?</AlertDialogTitle>
        <AlertDialogDescription>This permanently deletes the company and all of its data. It cannot be undone.</AlertDialogDescription>
      </AlertDialogHeader>
      {counts ? (
        <div className="grid gap-2 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">
          <p className="font-medium">This will also delete:</p>
          <ul className="grid gap-1" aria-label="What will be deleted">
            {LINES.map(({ key, one, many }) => (
              <li key={key} className="flex justify-between gap-4">
                <span>{counts[key] === 1 ? one : many}</span>
                <span className="font-semibold tabular-nums">{counts[key]}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        !error && (
          <div className="grid gap-2" role="status" aria-label="Checking what will be deleted">
            {LINES.map(({ key }) => (
              <Skeleton key={key} className="h-4 w-full" />
            ))}
          </div>
        )
      )}
      <FormAlert message={error} />
      <AlertDialogFooter>
        <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
        <Button variant="destructive" onClick={confirm} disabled={deleting || counts === null}>
          {deleting && <Loader2 className="animate-spin" aria-hidden />}
          {deleting ? "Deleting..." : "Delete Company"}
        </Button>
      </AlertDialogFooter>
    </AlertDialogContent>
  );
}
