import { z } from "zod";
import { defineJobKind } from "./job-kind";

/**
 * job_type 'event': process one event (queued on creation, refresh and discovery). The handler that
 * runs it is in lib/worker/event-job-handler.ts (it pulls in the pipeline, which senders must not).
 */
export const eventJob = defineJobKind({
  jobType: "event",
  queue: "events",
  payload: z.object({ event_id: z.guid(), job_type: z.literal("event") }),
  // Fetching the article and one LLM call; the worker renews it while the job runs.
  visibilityTimeoutSeconds: 60,
  maxAttempts: 3,
});
