import type { ReactNode } from "react";
import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Title, description and the New Report button (disabled unless `action` is given). */
export function ReportsHeader({ action }: { action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Reports</h1>
        <p className="text-sm text-muted-foreground">Bundle new events into an email report and send it.</p>
      </div>
      {action ?? (
        <Button disabled>
          <Plus aria-hidden />
          New Report
        </Button>
      )}
    </div>
  );
}
