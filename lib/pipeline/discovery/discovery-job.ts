import { eq } from "drizzle-orm";
import { z } from "zod";
import { discoveries } from "@/lib/db/schema/discoveries";
import { createFetchProvider } from "@/lib/providers/fetch/create-fetch-provider";
import { createDiscoveryJudge } from "@/lib/providers/llm/create-discovery-judge";
import { createSearchProvider } from "@/lib/providers/search/create-search-provider";
import { createStorageProvider } from "@/lib/providers/storage/create-storage-provider";
import { defineJob } from "@/lib/queue/job-definition";
import { markDiscoveryFailed, runDiscovery, type DiscoveryDeps } from "./run-discovery";

export const discoveryJobPayload = z.object({ discovery_id: z.guid(), account_id: z.guid(), job_type: z.literal("discovery") });

/** job_type 'discovery': run the discovery pipeline for one account. */
export function createDiscoveryJob(overrides: Partial<Omit<DiscoveryDeps, "db">> = {}) {
  return defineJob({
    jobType: "discovery",
    payload: discoveryJobPayload,
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
    onRetry: async (payload, _error, ctx) => {
      await ctx.db.update(discoveries).set({ status: "pending", updatedAt: new Date() }).where(eq(discoveries.id, payload.discovery_id));
    },
    onGiveUp: (payload, reason, ctx) => markDiscoveryFailed(ctx.db, payload.discovery_id, reason),
  });
}
