import type { NextConfig } from "next";
import { posthogRewrites } from "./lib/analytics/posthog-hosts";
import { env } from "./lib/env";

const nextConfig: NextConfig = {
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "jsdom", "postgres"],
  poweredByHeader: false,
  // Migrations are read from disk at start-up (lib/db/migrate.ts).
  outputFileTracingIncludes: { "/*": ["./supabase/migrations/**", "./lib/providers/storage/svg-sanitize-worker.cjs"] },
  async rewrites() {
    // PostHog through our own origin (ad blockers, one CSP origin); follows NEXT_PUBLIC_POSTHOG_HOST.
    return posthogRewrites(env().NEXT_PUBLIC_POSTHOG_HOST);
  },
  skipTrailingSlashRedirect: true,
  // Logo uploads (capped at 2 MB by validation) travel through server actions.
  experimental: { serverActions: { bodySizeLimit: "3mb" } },
};

export default nextConfig;
