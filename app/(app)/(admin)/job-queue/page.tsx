import { JobQueueMonitor } from "@/components/job-queue/job-queue-monitor";
import { AccessDenied } from "@/components/admin/access-denied";
import { resolveAdminId } from "@/lib/auth/acting-context";
import { readAdminQueueSnapshot, type QueueSnapshot } from "@/lib/job-queue/queue-snapshot";
import { readOrFallback } from "@/lib/log";

export const metadata = { title: "Job Queue" };

/** Admin: the queue's pending and active jobs and the recent history (the admin layout has checked the role). */
export default async function JobQueuePage() {
  const adminId = await resolveAdminId();
  if (!adminId) return <AccessDenied />;
  const initial = await readOrFallback<QueueSnapshot | null>("Reading the job queue", () => readAdminQueueSnapshot(adminId), null);
  return <JobQueueMonitor initial={initial} />;
}
