import { z } from "zod";
import { createLlmProvider } from "@/lib/providers/llm/create-llm-provider";
import type { LlmProvider } from "@/lib/providers/llm/llm-provider";
import type { SafeFetchOptions } from "@/lib/providers/fetch/fetch-provider";
import { defineJob } from "@/lib/queue/job-definition";
import { markEventFailed, markEventRetrying, processEvent } from "./process-event";

export const eventJobPayload = z.object({ event_id: z.guid(), job_type: z.literal("event") });

/** job_type 'event': process one event (queued on creation and refresh). */
export function createEventJob(options: { llm?: LlmProvider; fetchOptions?: Pick<SafeFetchOptions, "allowLoopback"> } = {}) {
  return defineJob({
    jobType: "event",
    payload: eventJobPayload,
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
