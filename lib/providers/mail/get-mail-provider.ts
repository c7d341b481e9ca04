import { getDb } from "@/lib/db/client";
import { env, isHostedDatabase } from "@/lib/env";
import type { MailProvider } from "./mail-provider";
import { createOutboxMail } from "./outbox-mail";
import { createResendMail } from "./resend-mail";

/** Resend when RESEND_API_KEY is set, else the local outbox. */
export function getMailProvider(): MailProvider {
  const e = env();
  if (e.RESEND_API_KEY) return createResendMail({ apiKey: e.RESEND_API_KEY, baseUrl: e.RESEND_BASE_URL, defaultFrom: e.MAIL_FROM });
  return createOutboxMail(getDb, e.MAIL_FROM);
}

export function isOutboxMailActive(): boolean {
  return !env().RESEND_API_KEY;
}

/**
 * Whether the outbox may be read over HTTP (/dev/mail, /api/dev/outbox). It holds sign-in and reset
 * links for every address, so a production server on a shared database never exposes it, even when
 * no mail service is configured.
 */
export function isOutboxReadable(): boolean {
  return isOutboxMailActive() && !(isHostedDatabase() && env().NODE_ENV === "production");
}
