import { NextResponse, type NextRequest } from "next/server";
import { getDb } from "@/lib/db/client";
import { log } from "@/lib/log";
import { isOutboxReadable } from "@/lib/providers/mail/get-mail-provider";
import { listOutbox } from "@/lib/providers/mail/outbox-mail";

export const dynamic = "force-dynamic";

/** GET /api/dev/outbox?to=<email>&limit=<n>: the local outbox, newest first, with extracted links (tests, developers). */
export async function GET(request: NextRequest) {
  if (!isOutboxReadable()) return NextResponse.json({ error: "Not found" }, { status: 404 });
  const to = request.nextUrl.searchParams.get("to") ?? undefined;
  const limit = Number(request.nextUrl.searchParams.get("limit") ?? 50);
  try {
    const messages = await listOutbox(await getDb(), { to, limit: Number.isFinite(limit) ? limit : 50 });
    return NextResponse.json({ messages }, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    log.error("Outbox listing failed", { error });
    return NextResponse.json({ error: "Failed to read the outbox" }, { status: 500 });
  }
}
