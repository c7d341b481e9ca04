import { SEND_FAILED } from "@/lib/reports/report-messages";

/** POST /api/email-report: resolves with null when sent, or the message to show. */
export async function sendReportRequest(reportId: string): Promise<string | null> {
  try {
    const response = await fetch("/api/email-report", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ report_id: reportId }),
    });
    const body = (await response.json().catch(() => ({}))) as { success?: boolean; error?: string };
    if (response.ok && body.success) return null;
    return body.error || SEND_FAILED;
  } catch {
    return SEND_FAILED;
  }
}
