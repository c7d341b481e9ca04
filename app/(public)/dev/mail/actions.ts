"use server";

import { randomUUID } from "node:crypto";
import { notFound, redirect } from "next/navigation";
import { getAuthSecret } from "@/lib/auth/auth-secret";
import { getAuthProvider } from "@/lib/auth/get-auth-provider";
import { outboxRecipientSignInLink } from "@/lib/auth/outbox-recipient-link";
import { requestClient } from "@/lib/auth/request-client";
import { getDb } from "@/lib/db/client";
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

/**
 * "Open as recipient": signs this browser in as the mail's recipient with the sign-in link their secure
 * link asks for (read back from the outbox), then opens where the link leads. Only where the outbox is readable.
 */
export async function openAsRecipient(form: FormData) {
  if (!isOutboxReadable()) notFound();
  const messageId = String(form.get("message_id") ?? "");
  const link = String(form.get("link") ?? "").slice(0, 4096);
  let target: string | null = null;
  try {
    target = await outboxRecipientSignInLink(await getAuthProvider(), await getDb(), getAuthSecret(), link, await requestClient());
  } catch (error) {
    log.warn("outbox: opening a link as its recipient failed", { error });
  }
  if (!target) redirect(`/dev/mail?${new URLSearchParams({ id: messageId, recipient: "failed" }).toString()}`);
  redirect(target);
}
