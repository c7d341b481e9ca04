import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { getDb } from "@/lib/db/client";
import { deliveryChannels, type DeliveryChannel } from "@/lib/db/schema/delivery-channels";
import { reportDeliveryJob } from "@/lib/jobs/report-delivery-job";

/** One id per (report, channel): a daily-report job that runs again queues the same delivery, which runDelivery sends once. */
export function reportDeliveryId(reportId: string, channel: DeliveryChannel): string {
  const hex = createHash("sha256").update(`report-delivery/${reportId}/${channel}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** After the daily report was sent: one delivery job per channel the user set (worker's connection). */
export async function queueReportDeliveries(scope: QueryScope, reportId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select().from(deliveryChannels).where(eq(deliveryChannels.userId, scope.userId));
  const channels = ([["slack", row?.slackWebhookUrl], ["webhook", row?.webhookUrl]] as const).filter(([, url]) => Boolean(url));
  for (const [channel] of channels) {
    await reportDeliveryJob.enqueuePrivileged(db, { delivery_id: reportDeliveryId(reportId, channel), user_id: scope.userId, channel, kind: "report", report_id: reportId });
  }
  return channels.length;
}
