import type { NextConfig } from "next";
import { STATIC_SECURITY_HEADERS } from "./lib/http/security-headers";

// The e2e suite's own build (scripts/e2e-server.mjs). `npm test` type-checks the whole project before it, so the
// build does not check again; and a CI machine's fresh clone never reads the build cache it would write.
const e2eBuild = process.env.E2E_BUILD === "1";

const nextConfig: NextConfig = {
  typescript: { ignoreBuildErrors: e2eBuild },
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ["@electric-sql/pglite", "jsdom"],
  poweredByHeader: false,
  // Migrations are read from disk at start-up (lib/db/migrate.ts); article extraction runs on worker threads
  // that load lib/pipeline/extract-worker.mjs and its TypeScript sources through tsx at run time; SVG logos are
  // cleaned in a worker that loads lib/providers/storage/svg-sanitize-worker.cjs.
  outputFileTracingIncludes: {
    "/*": ["./supabase/migrations/**", "./lib/pipeline/*.{ts,mjs}", "./node_modules/tsx/**", "./lib/providers/storage/svg-sanitize-worker.cjs"],
  },
  async headers() {
    // The Content-Security-Policy (with its per-request nonce) and HSTS come from proxy.ts.
    return [{ source: "/:path*", headers: STATIC_SECURITY_HEADERS }];
  },
  skipTrailingSlashRedirect: true,
  // Logo uploads (capped at 2 MB by validation) travel through server actions.
  experimental: { serverActions: { bodySizeLimit: "3mb" }, turbopackFileSystemCacheForBuild: !(e2eBuild && process.env.CI) },
};

export default nextConfig;
