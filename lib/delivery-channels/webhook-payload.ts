import { z } from "@/lib/validation/zod";
import { eventAppUrl, reportsAppUrl, signalLabel, type DeliveryContent } from "./delivery-content";

// The generic webhook's JSON body (README "Slack and webhook delivery" documents it with an example).
// Standard Webhooks' envelope: type, timestamp, data. Unlike the Slack message it carries every event.

export const WEBHOOK_PAYLOAD_VERSION = 1;

export const webhookPayloadSchema = z.object({
  type: z.enum(["daily_report.sent", "test"]),
  version: z.literal(WEBHOOK_PAYLOAD_VERSION),
  timestamp: z.iso.datetime(),
  data: z.object({
    report_id: z.uuid().nullable(),
    report_name: z.string().nullable(),
    report_url: z.url(),
    event_count: z.number().int().nonnegative(),
    events: z.array(
      z.object({
        id: z.uuid(),
        title: z.string().nullable(),
        account_name: z.string(),
        event_date: z.iso.date().nullable(),
        signal: z.string().nullable(),
        signal_label: z.string().nullable(),
        tldr: z.string().nullable(),
        why_it_matters: z.string().nullable(),
        suggested_action: z.string().nullable(),
        article_url: z.string().nullable(),
        publication: z.string().nullable(),
        app_url: z.url(),
      }),
    ),
  }),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

export function buildWebhookPayload(content: DeliveryContent, appUrl: string, now: Date): WebhookPayload {
  return {
    type: content.kind === "test" ? "test" : "daily_report.sent",
    version: WEBHOOK_PAYLOAD_VERSION,
    timestamp: now.toISOString(),
    data: {
      report_id: content.reportId,
      report_name: content.reportName,
      report_url: reportsAppUrl(appUrl),
      event_count: content.events.length,
      events: content.events.map((e) => ({
        id: e.id,
        title: e.title,
        account_name: e.accountName,
        event_date: e.eventDate,
        signal: e.signal,
        signal_label: signalLabel(e.signal),
        tldr: e.tldr,
        why_it_matters: e.whyItMatters,
        suggested_action: e.suggestedAction,
        article_url: e.articleUrl,
        publication: e.publication,
        app_url: eventAppUrl(appUrl, e.id),
      })),
    },
  };
}
