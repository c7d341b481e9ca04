import { createDiscoveryJob } from "@/lib/pipeline/discovery/discovery-job";
import { createEventJob } from "@/lib/pipeline/event-job";
import type { JobDefinition } from "./job-definition";

/** Every job the worker runs, by job_type. New kinds of jobs (discovery) register here. */
export function defaultJobs(): JobDefinition[] {
  return [createEventJob(), createDiscoveryJob()];
}
