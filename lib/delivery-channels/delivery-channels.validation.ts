import { z } from "@/lib/validation/zod";
import { deliveryChannelNames } from "@/lib/db/schema/delivery-channels";
import { SLACK_MAX_URL, SLACK_URL_INVALID, URL_TOO_LONG, WEBHOOK_MAX_URL, WEBHOOK_URL_INVALID } from "./delivery-messages";

const isHttpUrl = (value: string) => {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const optionalUrl = (max: number, invalid: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z.string(invalid).max(max, URL_TOO_LONG).refine((v) => v === "" || isHttpUrl(v), invalid),
  );

/** The settings form. Empty = channel off. Where a URL may point is checked on the server (checkChannelUrl). */
export const saveChannelsInput = z.object({
  slackWebhookUrl: optionalUrl(SLACK_MAX_URL, SLACK_URL_INVALID).default(""),
  webhookUrl: optionalUrl(WEBHOOK_MAX_URL, WEBHOOK_URL_INVALID).default(""),
});
export type SaveChannelsInput = z.infer<typeof saveChannelsInput>;

export const channelInput = z.object({ channel: z.enum(deliveryChannelNames) });
