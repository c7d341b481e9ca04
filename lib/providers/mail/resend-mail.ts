import { Resend } from "resend";
import { assertHeaderSafe } from "./header-fields";
import type { MailMessage, MailProvider } from "./mail-provider";

export type ResendMailOptions = { apiKey: string; baseUrl?: string; defaultFrom: string };

/** Mail through Resend (https://resend.com/docs/api-reference/emails/send-email). */
export function createResendMail(options: ResendMailOptions): MailProvider {
  const client = new Resend(options.apiKey, options.baseUrl ? { baseUrl: options.baseUrl.replace(/\/+$/, "") } : undefined);
  return {
    kind: "resend",
    async send(message: MailMessage) {
      assertHeaderSafe(message);
      const { data, error } = await client.emails.send({
        from: message.from ?? options.defaultFrom,
        to: [message.to],
        subject: message.subject,
        html: message.html,
        ...(message.text ? { text: message.text } : {}),
        ...(message.tags?.length ? { tags: message.tags } : {}),
        ...(message.headers && Object.keys(message.headers).length ? { headers: message.headers } : {}),
      }, message.idempotencyKey ? { idempotencyKey: message.idempotencyKey } : undefined);
      if (error || !data) throw new Error(error?.message ?? "Resend returned no message id");
      return { id: data.id };
    },
  };
}
