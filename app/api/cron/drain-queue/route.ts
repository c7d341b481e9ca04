import { NextResponse } from "next/server";
import { getDb } from "@/lib/db/client";
import { withCron } from "@/lib/http/route-handlers";
import { drainQueue } from "@/lib/worker/drain-queue";

export const dynamic = "force-dynamic";
// Vercel's limit for this function; the drain stops taking jobs 10 s before it and releases the rest.
export const maxDuration = 60;

/**
 * GET /api/cron/drain-queue (Authorization: Bearer CRON_SECRET), called every minute by the cron in
 * vercel.json: processes queued jobs for up to 50 s, so web + cron alone run the product.
 */
export const GET = withCron("draining the job queue", async () => {
  const summary = await drainQueue(await getDb(), { budgetMs: 50_000, graceMs: 5_000 });
  return NextResponse.json(summary, { headers: { "cache-control": "no-store" } });
});
