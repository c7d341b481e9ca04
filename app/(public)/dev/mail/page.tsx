import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DevOutbox } from "@/components/auth/dev-outbox";
import { getDb } from "@/lib/db/client";
import { isOutboxReadable } from "@/lib/providers/mail/create-mail-provider";
import { listOutbox } from "@/lib/providers/mail/outbox-mail";
import { openAsRecipient, sendOutboxTestEvent } from "./actions";

export const metadata: Metadata = { title: "Mail outbox", robots: { index: false } };
export const dynamic = "force-dynamic";

export default async function DevMailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (!isOutboxReadable()) notFound();
  const params = await searchParams;
  const to = typeof params.to === "string" && params.to.trim() ? params.to.trim() : undefined;
  const id = typeof params.id === "string" ? params.id : undefined;
  const messages = await listOutbox(await getDb(), { to, limit: 100 });
  const selected = messages.find((m) => m.id === id) ?? messages[0] ?? null;
  const webhook = typeof params.webhook === "string" ? params.webhook : undefined;
  return (
    <DevOutbox
      messages={messages}
      selected={selected}
      to={to}
      webhookAction={sendOutboxTestEvent}
      webhookResult={webhook}
      openAsRecipientAction={openAsRecipient}
      recipientFailed={params.recipient === "failed"}
    />
  );
}
