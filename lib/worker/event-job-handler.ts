import { markEventFailed, markEventRetrying } from "@/lib/events/event-processing";
import { processEvent } from "@/lib/pipeline/process-event";
import type { SafeFetchOptions } from "@/lib/providers/fetch/fetch-provider";
import { createLlmProvider } from "@/lib/providers/llm/create-llm-provider";
import type { LlmProvider } from "@/lib/providers/llm/llm-provider";
import { defineJob } from "@/lib/queue/job-definition";
import { eventJob } from "@/lib/jobs/event-job";

/** The event job with its handler: processes the event, shows retries, fails it with the reason when the worker gives up. */
export function createEventJob(options: { llm?: LlmProvider; fetchOptions?: Pick<SafeFetchOptions, "allowLoopback"> } = {}) {
  return defineJob({
    ...eventJob,
    handler: (payload, ctx) =>
      processEvent(payload.event_id, {
        db: ctx.db,
        llm: options.llm ?? createLlmProvider(),
        fetchOptions: options.fetchOptions,
        extendVisibility: () => ctx.extendVisibility(),
      }),
    onRetry: (payload, error, ctx) => markEventRetrying(ctx.db, payload.event_id, error.message),
    onGiveUp: (payload, reason, ctx) => markEventFailed(ctx.db, payload.event_id, reason),
  });
}
