"use server";

import { z } from "zod";
import { scopedAction } from "@/lib/actions/action-client";
import { EVENT_NOT_FOUND } from "@/lib/events/event-error";
import { deleteReport, discardAvailableEvent, setReportEvents, startReport, updateReportText } from "@/lib/reports/report-mutations";
import { getReportEditor, listReports } from "@/lib/reports/report-queries";
import { reportEventsSchema, reportIdSchema, reportTextSchema } from "@/lib/reports/report.validation";
import { DELETE_FAILED, PREVIEW_FAILED, REPORTS_CONTEXT_REQUIRED } from "@/lib/reports/report-messages";
import { renderReportPreview } from "@/lib/reports/render-report-email";

const scoped = { contextRequiredMessage: REPORTS_CONTEXT_REQUIRED };

export const createReportAction = scopedAction({ ...scoped, name: "creating a report", input: z.object({}) }, async (_input, { scope }) => {
  const created = await startReport(scope);
  const report = (await listReports(scope)).find((r) => r.id === created.id)!;
  return { ok: true, report, reopened: created.reopened };
});

export const loadReportEditorAction = scopedAction({ ...scoped, name: "loading a report", input: reportIdSchema }, async (reportId, { scope }) => ({
  ok: true,
  editor: await getReportEditor(scope, reportId),
}));

export const updateReportTextAction = scopedAction({ ...scoped, name: "saving a report's name or subject", input: reportTextSchema }, async (input, { scope }) => ({
  ok: true,
  ...(await updateReportText(scope, input)),
}));

export const setReportEventsAction = scopedAction({ ...scoped, name: "saving a report's events", input: reportEventsSchema }, async (input, { scope }) => ({
  ok: true,
  ...(await setReportEvents(scope, input)),
}));

export const discardReportEventAction = scopedAction(
  { ...scoped, name: "deleting an available event", input: z.uuid({ error: EVENT_NOT_FOUND }) },
  async (eventId, { scope }) => ({ ok: true, ...(await discardAvailableEvent(scope, eventId)) }),
);

export const deleteReportAction = scopedAction({ ...scoped, name: "deleting a report", input: reportIdSchema, fallbackError: DELETE_FAILED }, async (reportId, { scope }) => ({
  ok: true,
  ...(await deleteReport(scope, reportId)),
}));

export const renderReportPreviewAction = scopedAction(
  { ...scoped, name: "rendering a report preview", input: reportEventsSchema, fallbackError: PREVIEW_FAILED },
  async ({ reportId, eventIds }, { scope }) => ({ ok: true, ...(await renderReportPreview(scope, reportId, eventIds)) }),
);
