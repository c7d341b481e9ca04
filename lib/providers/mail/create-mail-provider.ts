import { getDb } from "@/lib/db/client";
import { env } from "@/lib/env";
import type { MailProvider } from "./mail-provider";
import { createOutboxMail } from "./outbox-mail";
import { createResendMail } from "./resend-mail";

/** Resend when RESEND_API_KEY is set, else the local outbox. */
export function createMailProvider(): MailProvider {
  const e = env();
  if (e.RESEND_API_KEY) return createResendMail({ apiKey: e.RESEND_API_KEY, baseUrl: e.RESEND_BASE_URL, defaultFrom: e.MAIL_FROM });
  return createOutboxMail(getDb, e.MAIL_FROM);
}

export function isOutboxMailActive(): boolean {
  return !env().RESEND_API_KEY;
}

/**
 * Whether the outbox may be read over HTTP (/dev/mail, /api/dev/outbox). It holds sign-in and reset
 * links for every address and is served without sign-in, so a production server (`next start`) only
 * exposes it when OUTBOX_READABLE=true says so; in development it is on unless OUTBOX_READABLE=false.
 */
export function isOutboxReadable(): boolean {
  const e = env();
  if (!isOutboxMailActive()) return false;
  return e.OUTBOX_READABLE ?? e.NODE_ENV !== "production";
}
