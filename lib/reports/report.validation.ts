import { hasLineBreak } from "@/lib/providers/mail/header-fields";
import { z } from "@/lib/validation/zod";
import { REPORT_NOT_FOUND } from "./report-messages";

export const reportIdSchema = z.uuid({ error: REPORT_NOT_FOUND });

const MAX_EVENTS = 200;

export const SINGLE_LINE_MESSAGE = "Keep it on one line.";

export const reportTextSchema = z.object({
  reportId: reportIdSchema,
  field: z.enum(["name", "subject"]),
  // The subject becomes a mail header: a line break in it could add headers.
  value: z.string().max(300, { error: "Keep it under 300 characters." }).refine((value) => !hasLineBreak(value), { error: SINGLE_LINE_MESSAGE }),
});

export const reportEventsSchema = z.object({
  reportId: reportIdSchema,
  eventIds: z.array(z.uuid()).max(MAX_EVENTS),
});

export const emailReportBodySchema = z.object({ report_id: reportIdSchema });
