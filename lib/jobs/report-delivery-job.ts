import { z } from "zod";
import { deliveryChannelNames, deliveryKinds } from "@/lib/db/schema/delivery-channels";
import { env } from "@/lib/env";
import { defineJobKind } from "./job-kind";

export const REPORT_DELIVERY_MAX_ATTEMPTS = 5;

/**
 * Seconds before attempt `attempt + 1` of a Slack/webhook delivery: 30 s, 2 min, 8 min, 32 min
 * (30·4^(attempt−1)), times REPORT_DELIVERY_BACKOFF_SCALE (1 unless a test server shortens it).
 */
export function reportDeliveryBackoffSeconds(attempt: number, scale = env().REPORT_DELIVERY_BACKOFF_SCALE): number {
  return Math.max(1, Math.round(30 * 4 ** (attempt - 1) * scale));
}

/**
 * job_type 'report_delivery': one Slack or webhook delivery (a daily report or a test message). The
 * delivery_id stays the same over retries (the webhook-id). Handler: lib/worker/report-delivery-job-handler.ts.
 */
export const reportDeliveryJob = defineJobKind({
  jobType: "report_delivery",
  queue: "events",
  payload: z.object({
    job_type: z.literal("report_delivery"),
    delivery_id: z.guid(),
    user_id: z.guid(),
    channel: z.enum(deliveryChannelNames),
    kind: z.enum(deliveryKinds),
    report_id: z.guid().nullable(),
  }),
  maxAttempts: REPORT_DELIVERY_MAX_ATTEMPTS,
  backoffSeconds: (attempt) => reportDeliveryBackoffSeconds(attempt),
});

export type ReportDeliveryPayload = z.infer<typeof reportDeliveryJob.payload>;
