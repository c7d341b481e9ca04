import { z } from "zod";
import { defineJobKind } from "./job-kind";

/** job_type 'discovery': run the discovery pipeline for one account. The handler is in lib/worker/discovery-job-handler.ts. */
export const discoveryJob = defineJobKind({
  jobType: "discovery",
  queue: "events",
  payload: z.object({ discovery_id: z.guid(), account_id: z.guid(), job_type: z.literal("discovery") }),
  // Several searches, fetches and LLM calls; the worker renews it while the job runs.
  visibilityTimeoutSeconds: 120,
  maxAttempts: 3,
});
