"use server";

import { randomUUID } from "node:crypto";
import { notFound, redirect } from "next/navigation";
import { signResendWebhook } from "@/lib/emails/resend-webhook";
import { env } from "@/lib/env";
import { log } from "@/lib/log";
import { isOutboxReadable } from "@/lib/providers/mail/create-mail-provider";
import { OUTBOX_TEST_EVENTS } from "@/components/auth/dev-outbox-webhook-buttons";

/**
 * The outbox's stand-in for Resend: posts a signed delivery event for an outbox message to our own
 * webhook route, exactly as Resend would (same signature, same route), so the admin timeline can be
 * seen offline. Only where the outbox itself is readable.
 */
export async function sendOutboxTestEvent(form: FormData) {
  if (!isOutboxReadable()) notFound();
  const messageId = String(form.get("message_id") ?? "");
  const type = String(form.get("type") ?? "");
  if (!/^[0-9a-f-]{36}$/i.test(messageId) || !OUTBOX_TEST_EVENTS.some((e) => e.type === type)) notFound();
  const now = new Date();
  const payload = JSON.stringify({ type, created_at: now.toISOString(), data: { email_id: messageId, created_at: now.toISOString() } });
  let outcome = "ok";
  try {
    const response = await fetch(new URL("/api/webhooks/resend", env().APP_URL), {
      method: "POST",
      headers: { "content-type": "application/json", ...signResendWebhook(payload, { id: `msg_${randomUUID()}`, timestamp: now }) },
      body: payload,
    });
    if (!response.ok) outcome = String(response.status);
  } catch (error) {
    log.warn("outbox: posting a test webhook failed", { error });
    outcome = "error";
  }
  redirect(`/dev/mail?${new URLSearchParams({ id: messageId, webhook: `${type}:${outcome}` }).toString()}`);
}
