import type { Metadata } from "next";
import { Suspense } from "react";
import { ReportsHeader } from "@/components/reports/reports-header";
import { ReportsManager } from "@/components/reports/reports-manager";
import { ReportsSkeleton } from "@/components/reports/reports-skeleton";
import { ContextRequired } from "@/components/shell/context-required";
import { contextRequiredMessage, resolveActingContext } from "@/lib/auth/acting-context";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { readOrFallback } from "@/lib/log";
import type { ReportsActions } from "@/lib/reports/report-actions-contract";
import { hasReportableEvents, listReports } from "@/lib/reports/report-queries";
import {
  createReportAction,
  deleteReportAction,
  discardReportEventAction,
  loadReportEditorAction,
  renderReportPreviewAction,
  setReportEventsAction,
  updateReportTextAction,
} from "./actions";

export const metadata: Metadata = { title: "Reports" };

const actions: ReportsActions = {
  create: createReportAction,
  load: loadReportEditorAction,
  updateText: updateReportTextAction,
  setEvents: setReportEventsAction,
  discardEvent: discardReportEventAction,
  remove: deleteReportAction,
  preview: renderReportPreviewAction,
};

export default async function ReportsPage() {
  const acting = await resolveActingContext();
  if (!acting.scope) {
    return (
      <div className="grid gap-6">
        <ReportsHeader />
        <ContextRequired message={contextRequiredMessage(acting.reason, "Please select a company and user from the header to view reports.")} />
      </div>
    );
  }
  const { scope } = acting;
  return (
    <Suspense fallback={<ReportsSkeleton />}>
      <ReportsData scope={scope} />
    </Suspense>
  );
}

async function ReportsData({ scope }: { scope: ActingScope }) {
  // Fetch errors are logged and show an empty list (spec 2 §8).
  const [reports, hasEvents] = await Promise.all([
    readOrFallback("reports: listing", () => listReports(scope), []),
    readOrFallback("reports: checking for events", () => hasReportableEvents(scope), false),
  ]);
  return <ReportsManager initialReports={reports} hasEvents={hasEvents} actions={actions} />;
}
