import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";

/**
 * Shown above the draft when the news is bad for the account (lib/guardrails): the draft is written
 * with empathy and no pitch, and Build Trust is suggested when another objective is chosen.
 */
export function CareWarning({
  label,
  warning,
  buildTrustChosen,
  disabled,
  onUseBuildTrust,
}: {
  label: string;
  warning: string;
  buildTrustChosen: boolean;
  disabled: boolean;
  onUseBuildTrust: () => void;
}) {
  return (
    <section
      aria-labelledby="care-warning-heading"
      data-testid="care-warning"
      className="flex flex-wrap items-start gap-3 rounded-xl border border-amber-500/50 bg-amber-50 p-4 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="grid min-w-0 flex-1 basis-60 gap-1">
        <h2 id="care-warning-heading" className="font-semibold">
          {label}
        </h2>
        <p>
          {warning} Drafts for this event acknowledge the news and offer help without a pitch.
          {buildTrustChosen ? " Build Trust suits it best." : " We suggest the Build Trust objective."}
        </p>
      </div>
      {buildTrustChosen ? null : (
        <Button size="sm" variant="outline" className="bg-background" disabled={disabled} onClick={onUseBuildTrust}>
          Use Build Trust
        </Button>
      )}
    </section>
  );
}
