import { expect, type APIRequestContext } from "@playwright/test";

// The local outbox (GET /api/dev/outbox), where the e2e server's mail lands.

export type OutboxMessage = { subject: string; html: string; headers: Record<string, string>; links: string[] };

export async function mailsTo(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** Waits for the mail to `to` with this subject (the newest first). */
export async function mailTo(request: APIRequestContext, to: string, subject: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await mailsTo(request, to)).find((m) => m.subject === subject);
      return Boolean(found);
    }, { message: `an email "${subject}" to ${to}` })
    .toBe(true);
  return found!;
}

/** A mailed link's path and query, to open on the server under test. */
export const onSite = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/** The report mails to `to` (they alone carry List-Unsubscribe), newest first. */
export async function reportsTo(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  return (await mailsTo(request, to)).filter((m) => m.headers?.["List-Unsubscribe"]);
}
