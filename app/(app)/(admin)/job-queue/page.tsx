import { JobQueueMonitor } from "@/components/job-queue/job-queue-monitor";
import { getScope } from "@/lib/auth/scope";
import { viewerUserId } from "@/lib/auth/resolve-scope";
import { readAdminQueueSnapshot, type QueueSnapshot } from "@/lib/job-queue/queue-snapshot";
import { log } from "@/lib/log";

export const metadata = { title: "Job Queue" };

/** Admin: the queue's pending and active jobs and the recent history (the admin layout has checked the role). */
export default async function JobQueuePage() {
  const scope = await getScope();
  let initial: QueueSnapshot | null = null;
  if (scope) {
    try {
      initial = await readAdminQueueSnapshot(viewerUserId(scope.viewer));
    } catch (error) {
      log.error("Reading the job queue failed", { error });
    }
  }
  return <JobQueueMonitor initial={initial} />;
}
