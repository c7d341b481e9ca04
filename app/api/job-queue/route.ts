import { NextResponse } from "next/server";
import { withAdmin } from "@/lib/http/route-handlers";
import { readAdminQueueSnapshot } from "@/lib/job-queue/queue-snapshot";

/** GET /api/job-queue — get_queue_status and get_job_history(10) in one query, and the "no worker" warning. */
export const GET = withAdmin("job queue status", async (_request, { adminId }) => {
  const snapshot = await readAdminQueueSnapshot(adminId);
  return NextResponse.json(snapshot, { headers: { "cache-control": "no-store" } });
});
