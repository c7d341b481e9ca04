import { z } from "zod";
import { defineJobType } from "@/lib/queue/job-definition";

/**
 * job_type 'event': process one event (queued on creation and refresh). What senders need; the
 * handler that runs it is in event-job-handler.ts (it pulls in the pipeline, which senders must not).
 */
export const eventJob = defineJobType({
  jobType: "event",
  queue: "events",
  payload: z.object({ event_id: z.guid(), job_type: z.literal("event") }),
  // Fetching the article and one LLM call; the worker renews it while the job runs.
  visibilityTimeoutSeconds: 60,
  maxAttempts: 3,
});
