import { createEventJob } from "@/lib/pipeline/event-job";
import type { JobDefinition } from "./job-definition";

/** Every job the worker runs, by job_type. New kinds of jobs (discovery) register here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- definitions of different payload types live in one list
export function defaultJobs(): JobDefinition<any>[] {
  return [createEventJob()];
}
