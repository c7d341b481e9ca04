"use server";

import { z } from "zod";
import { scopedAction } from "@/lib/actions/action-client";
import { getDeliverySettings, queueTestDelivery, rotateWebhookSecret, saveDeliveryChannels } from "@/lib/delivery-channels/channel-settings";
import { listOwnDeliveryAttempts } from "@/lib/delivery-channels/delivery-attempts";
import { channelInput, saveChannelsInput } from "@/lib/delivery-channels/delivery-channels.validation";
import { DELIVERY_SETTINGS_CONTEXT } from "@/lib/delivery-channels/delivery-messages";

const scoped = { contextRequiredMessage: DELIVERY_SETTINGS_CONTEXT };

export const saveDeliveryChannelsAction = scopedAction(
  { ...scoped, name: "saving delivery channels", input: saveChannelsInput },
  async (input, { scope }) => ({ ok: true, ...(await saveDeliveryChannels(scope, input)) }),
);

export const rotateWebhookSecretAction = scopedAction(
  { ...scoped, name: "rotating the webhook secret", input: z.object({}) },
  async (_input, { scope }) => ({ ok: true, ...(await rotateWebhookSecret(scope)) }),
);

export const sendTestDeliveryAction = scopedAction(
  { ...scoped, name: "queueing a test delivery", input: channelInput },
  async ({ channel }, { scope }) => ({ ok: true, ...(await queueTestDelivery(scope, channel)) }),
);

export const listDeliveryAttemptsAction = scopedAction(
  { ...scoped, name: "listing delivery attempts", input: z.object({}) },
  async (_input, { scope }) => ({ ok: true, attempts: await listOwnDeliveryAttempts(scope), settings: await getDeliverySettings(scope) }),
);
