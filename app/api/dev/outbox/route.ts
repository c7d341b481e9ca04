import { NextResponse } from "next/server";
import { getDb } from "@/lib/db/client";
import { withPublic } from "@/lib/http/route-handlers";
import { isOutboxReadable } from "@/lib/providers/mail/create-mail-provider";
import { listOutbox } from "@/lib/providers/mail/outbox-mail";

export const dynamic = "force-dynamic";

/** GET /api/dev/outbox?to=<email>&limit=<n>: the local outbox, newest first, with extracted links (tests, developers). */
export const GET = withPublic("reading the outbox", async (request) => {
  if (!isOutboxReadable()) return NextResponse.json({ error: "Not found" }, { status: 404 });
  const params = new URL(request.url).searchParams;
  const limit = Number(params.get("limit") ?? 50);
  const messages = await listOutbox(await getDb(), { to: params.get("to") ?? undefined, limit: Number.isFinite(limit) ? limit : 50 });
  return NextResponse.json({ messages }, { headers: { "cache-control": "no-store" } });
});
