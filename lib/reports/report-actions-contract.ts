import type { ActionResult } from "@/lib/actions/action-result";
import type { ReportEditorData, ReportRow } from "./report-queries";

/** The server actions the Reports page hands to its client components. */
export type ReportsActions = {
  /** `reopened`: there was no new event, so the latest draft came back instead of a new report. */
  create: (input: Record<string, never>) => Promise<ActionResult<{ report: ReportRow; reopened: boolean }>>;
  load: (reportId: string) => Promise<ActionResult<{ editor: ReportEditorData }>>;
  updateText: (input: { reportId: string; field: "name" | "subject"; value: string }) => Promise<ActionResult<{ name: string; subject: string | null }>>;
  setEvents: (input: { reportId: string; eventIds: string[] }) => Promise<ActionResult<{ eventIds: string[] }>>;
  discardEvent: (eventId: string) => Promise<ActionResult<{ id: string }>>;
  remove: (reportId: string) => Promise<ActionResult<{ id: string }>>;
  preview: (input: { reportId: string; eventIds: string[] }) => Promise<ActionResult<{ html: string; subject: string }>>;
};
