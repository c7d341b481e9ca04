import { markDiscoveryFailed, markDiscoveryRetrying } from "@/lib/discoveries/discovery-status";
import { createFetchProvider } from "@/lib/providers/fetch/create-fetch-provider";
import { createDiscoveryJudge } from "@/lib/providers/llm/create-discovery-judge";
import { createSearchProvider } from "@/lib/providers/search/create-search-provider";
import { createStorageProvider } from "@/lib/providers/storage/create-storage-provider";
import { discoveryJob } from "@/lib/jobs/discovery-job";
import { defineJob } from "@/lib/queue/job-definition";
import { runDiscovery, type DiscoveryDeps } from "@/lib/pipeline/discovery/run-discovery";

/** The discovery job with its handler: runs the pipeline for one account; retries and give-ups show on the discovery's status. */
export function createDiscoveryJob(overrides: Partial<Omit<DiscoveryDeps, "db">> = {}) {
  return defineJob({
    ...discoveryJob,
    handler: async (payload, ctx) => {
      await runDiscovery(payload.discovery_id, {
        db: ctx.db,
        search: overrides.search ?? createSearchProvider(),
        fetcher: overrides.fetcher ?? createFetchProvider(),
        storage: overrides.storage ?? createStorageProvider(),
        judge: overrides.judge === undefined ? createDiscoveryJudge() : overrides.judge,
        ...overrides,
      });
    },
    onRetry: (payload, _error, ctx) => markDiscoveryRetrying(ctx.db, payload.discovery_id),
    onGiveUp: (payload, reason, ctx) => markDiscoveryFailed(ctx.db, payload.discovery_id, reason),
  });
}
