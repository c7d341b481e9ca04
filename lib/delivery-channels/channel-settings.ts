import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { QueryScope } from "@/lib/auth/viewer-types";
import { getDb } from "@/lib/db/client";
import { deliveryChannels, webhookSecrets, type DeliveryChannel } from "@/lib/db/schema/delivery-channels";
import { withScope } from "@/lib/db/scoped";
import { AppError } from "@/lib/errors/app-error";
import { reportDeliveryJob } from "@/lib/jobs/report-delivery-job";
import { checkChannelUrl } from "./channel-url-policy";
import { CHANNEL_NOT_SET } from "./delivery-messages";
import type { SaveChannelsInput } from "./delivery-channels.validation";
import { generateWebhookSecret, secretHint } from "./webhook-signing";

// The URLs are the user's own rows (RLS, under their scope). The signing secret is in reporting, which
// only the server's connection reaches: it is written here after the scope was resolved on the server,
// and only its last characters are ever read back for the settings.

export type DeliverySettings = { slackWebhookUrl: string; webhookUrl: string; secretHint: string | null };

async function storedSecret(userId: string): Promise<string | null> {
  const db = await getDb();
  const [row] = await db.select({ secret: webhookSecrets.secret }).from(webhookSecrets).where(eq(webhookSecrets.userId, userId));
  return row?.secret ?? null;
}

async function storeNewSecret(userId: string): Promise<string> {
  const secret = generateWebhookSecret();
  const db = await getDb();
  await db.insert(webhookSecrets).values({ userId, secret }).onConflictDoUpdate({ target: webhookSecrets.userId, set: { secret, createdAt: new Date() } });
  return secret;
}

export async function getDeliverySettings(scope: QueryScope): Promise<DeliverySettings> {
  const [row] = await withScope(scope, (tx) => tx.select().from(deliveryChannels).where(eq(deliveryChannels.userId, scope.userId)), { oneQuery: true });
  const secret = await storedSecret(scope.userId);
  return { slackWebhookUrl: row?.slackWebhookUrl ?? "", webhookUrl: row?.webhookUrl ?? "", secretHint: secret ? secretHint(secret) : null };
}

/** Saves both URLs (empty = off). The first webhook URL gets a signing secret, returned once as `newSecret`. */
export async function saveDeliveryChannels(scope: QueryScope, input: SaveChannelsInput): Promise<DeliverySettings & { newSecret: string | null }> {
  for (const [channel, url] of [["slack", input.slackWebhookUrl], ["webhook", input.webhookUrl]] as const) {
    const problem = url ? checkChannelUrl(channel, url) : null;
    if (problem) throw new AppError("invalid", problem);
  }
  const values = { slackWebhookUrl: input.slackWebhookUrl || null, webhookUrl: input.webhookUrl || null, updatedAt: new Date() };
  await withScope(scope, (tx) =>
    tx.insert(deliveryChannels).values({ userId: scope.userId, ...values }).onConflictDoUpdate({ target: deliveryChannels.userId, set: values }),
  );
  let secret = await storedSecret(scope.userId);
  let newSecret: string | null = null;
  if (input.webhookUrl && !secret) secret = newSecret = await storeNewSecret(scope.userId);
  return { slackWebhookUrl: input.slackWebhookUrl, webhookUrl: input.webhookUrl, secretHint: secret ? secretHint(secret) : null, newSecret };
}

/** A new signing secret replaces the old one at once; it is returned this once. */
export async function rotateWebhookSecret(scope: QueryScope): Promise<{ newSecret: string; secretHint: string }> {
  const settings = await getDeliverySettings(scope);
  if (!settings.webhookUrl) throw new AppError("invalid", CHANNEL_NOT_SET);
  const newSecret = await storeNewSecret(scope.userId);
  return { newSecret, secretHint: secretHint(newSecret) };
}

/** "Send test": a sample message through the queue, like a report (same retries, same log). */
export async function queueTestDelivery(scope: QueryScope, channel: DeliveryChannel): Promise<{ deliveryId: string }> {
  const settings = await getDeliverySettings(scope);
  const url = channel === "slack" ? settings.slackWebhookUrl : settings.webhookUrl;
  if (!url) throw new AppError("invalid", CHANNEL_NOT_SET);
  const deliveryId = randomUUID();
  await reportDeliveryJob.enqueuePrivileged(await getDb(), { delivery_id: deliveryId, user_id: scope.userId, channel, kind: "test", report_id: null });
  return { deliveryId };
}
