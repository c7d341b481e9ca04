import { NextResponse } from "next/server";
import { applyResendEvent, verifyResendWebhook } from "@/lib/emails/resend-webhook";
import { withWebhook } from "@/lib/http/route-handlers";

/** Resend delivery events (svix-signed): updates email_status. */
export const POST = withWebhook("resend webhook", verifyResendWebhook, async (_request, { event }) => {
  const outcome = await applyResendEvent(event);
  return NextResponse.json({ ok: true, outcome });
});
