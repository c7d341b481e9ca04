"use client";

import { useEffect, useState } from "react";
import { SignalWeightsForm } from "@/components/signal-weights/signal-weights-form";
import { useAction } from "@/components/shell/use-action";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { Skeleton } from "@/components/ui/skeleton";
import type { SignalWeights } from "@/lib/signal-weights/signal-weight-defaults";
import { COMPANY_WEIGHTS_SAVED_MESSAGE } from "@/lib/signal-weights/signal-weights.validation";
import type { CompanyActions } from "./company-types";

/**
 * "Signal weights" of a /companies row (a light row action): the company's default weight per signal
 * type, which its users start from. One dialog for the whole table; the weights load when it opens.
 */
export function CompanySignalWeightsDialog({ company, onClose, actions }: { company: { id: string; name: string } | null; onClose: () => void; actions: Pick<CompanyActions, "loadWeights" | "saveWeights"> }) {
  const [last, setLast] = useState(company);
  if (company && company !== last) setLast(company);
  const shown = company ?? last;
  const [weights, setWeights] = useState<{ companyId: string; weights: SignalWeights } | null>(null);
  const loading = useAction(actions.loadWeights, { fallbackError: "The weights could not be loaded. Try again." });
  const { execute } = loading;

  useEffect(() => {
    if (!company) return;
    let live = true;
    void execute(company.id).then((result) => live && result && setWeights({ companyId: company.id, weights: result.weights }));
    return () => {
      live = false;
    };
  }, [company, execute]);

  const ready = company && weights?.companyId === company.id ? weights.weights : null;
  return (
    <Dialog open={company !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Default signal weights</DialogTitle>
          <DialogDescription>{shown ? `How much each signal type matters at ${shown.name}, from 0 to 100. Users who set their own weights in Settings keep theirs.` : ""}</DialogDescription>
        </DialogHeader>
        {ready && shown ? (
          <SignalWeightsForm
            key={shown.id}
            initial={ready}
            save={(values) => actions.saveWeights({ company_id: shown.id, weights: values })}
            saveLabel="Save default weights"
            savedMessage={COMPANY_WEIGHTS_SAVED_MESSAGE}
            label={`Default signal weights of ${shown.name}`}
          />
        ) : loading.error ? (
          <FormAlert message={loading.error} />
        ) : (
          <div className="grid gap-3 sm:grid-cols-2" aria-busy="true" aria-label="Loading the weights">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-9" />
            ))}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
