import { NextResponse } from "next/server";
import { withScope } from "@/lib/db/scoped";
import { withAdmin } from "@/lib/http/route-handlers";
import { readQueueSnapshot } from "@/lib/job-queue/queue-snapshot";

/** GET /api/job-queue — get_queue_status and get_job_history(10) in one query. */
export const GET = withAdmin("job queue status", async (_request, { adminId }) => {
  const snapshot = await withScope({ userId: adminId }, (tx) => readQueueSnapshot(tx));
  return NextResponse.json(snapshot, { headers: { "cache-control": "no-store" } });
});
