import { NextResponse } from "next/server";
import { applyResendEvent, checkResendWebhookHeaders, RESEND_WEBHOOK_MAX_BYTES, verifyResendWebhook } from "@/lib/emails/resend-webhook";
import { withWebhook } from "@/lib/http/route-handlers";

/** Resend delivery events (svix-signed): updates email_status. */
export const POST = withWebhook(
  "resend webhook",
  verifyResendWebhook,
  async (_request, { event }) => {
    const outcome = await applyResendEvent(event);
    return NextResponse.json({ ok: true, outcome });
  },
  { maxBytes: RESEND_WEBHOOK_MAX_BYTES, checkHeaders: (headers) => checkResendWebhookHeaders(headers) },
);
