import { z } from "zod";
import { defineJobType } from "@/lib/queue/job-definition";

/**
 * job_type 'discovery': run the discovery pipeline for one account. What senders need; the handler
 * is createDiscoveryJob in lib/pipeline/discovery/discovery-job.ts.
 */
export const discoveryJob = defineJobType({
  jobType: "discovery",
  queue: "events",
  payload: z.object({ discovery_id: z.guid(), account_id: z.guid(), job_type: z.literal("discovery") }),
  // Several searches, fetches and LLM calls; the worker renews it while the job runs.
  visibilityTimeoutSeconds: 120,
  maxAttempts: 3,
});
