import { runDelivery, type DeliveryDeps } from "@/lib/delivery-channels/deliver";
import { reportDeliveryJob } from "@/lib/jobs/report-delivery-job";
import { defineJob } from "@/lib/queue/job-definition";

/** Slack and webhook deliveries: each attempt is logged by runDelivery; the kind's backoff spaces the retries. */
export function createReportDeliveryJob(deps: DeliveryDeps = {}) {
  return defineJob({
    ...reportDeliveryJob,
    handler: (payload, ctx) => runDelivery(ctx.db, payload, ctx.attempt, deps),
  });
}
