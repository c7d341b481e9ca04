import type { NextConfig } from "next";
import { STATIC_SECURITY_HEADERS } from "./lib/http/security-headers";

const nextConfig: NextConfig = {
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
  experimental: { serverActions: { bodySizeLimit: "3mb" } },
};

export default nextConfig;
