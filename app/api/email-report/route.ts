import { NextResponse } from "next/server";
import { toActingScope } from "@/lib/auth/resolve-scope";
import { jsonError, readJsonBody, withViewer } from "@/lib/http/route-handlers";
import { emailReportBodySchema } from "@/lib/reports/report.validation";
import { NOT_AUTHENTICATED, REPORTS_CONTEXT_REQUIRED } from "@/lib/reports/report-messages";
import { sendReport } from "@/lib/reports/send-report";

/** POST {report_id}: sends the caller's report (spec 2 §7 email_report). */
export const POST = withViewer(
  "sending a report",
  async (request, ctx) => {
    const { report_id: reportId } = await readJsonBody(request, emailReportBodySchema);
    const scope = toActingScope(ctx.scope);
    if (!scope) return jsonError(400, REPORTS_CONTEXT_REQUIRED);
    const sent = await sendReport(scope, reportId);
    return NextResponse.json({ success: true, email_id: sent.emailId });
  },
  { unauthenticatedMessage: NOT_AUTHENTICATED },
);
