import type { MailMessage } from "./mail-provider";

/** CR, LF and the other line and control characters a mail header (or a log line) must never carry. */
const HEADER_BREAKING = /[\u0000-\u001f\u007f\u0085\u2028\u2029]/;

export const hasLineBreak = (value: string) => HEADER_BREAKING.test(value);

/**
 * Refuses a message whose header-bound fields (to, from, subject, tags, extra headers, idempotency key) hold a line
 * break or control character: passed on raw, it could add headers or forge outbox log lines.
 */
export function assertHeaderSafe(message: MailMessage): void {
  const fields: [string, string | undefined][] = [
    ["to", message.to],
    ["from", message.from],
    ["subject", message.subject],
    ["idempotency key", message.idempotencyKey],
    ...Object.entries(message.headers ?? {}).flatMap(([name, value]): [string, string][] => [["header", name], ["header", value]]),
    ...(message.tags ?? []).flatMap((tag): [string, string][] => [["tag", tag.name], ["tag", tag.value]]),
  ];
  const bad = fields.find(([, value]) => value !== undefined && hasLineBreak(value));
  if (bad) throw new Error(`The mail's ${bad[0]} contains a line break or control character`);
}
