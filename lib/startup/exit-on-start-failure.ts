import { env } from "@/lib/env";

/**
 * `npm start` (scripts/web-server.mjs) runs Next.js as a custom server, whose start only logs a failed
 * instrumentation register() and serves on. The launcher sets TRAYO_EXIT_ON_START_FAILURE, and a failed
 * start-up check then ends the process, after the line that says why (logged where the check failed).
 */
export function exitIfLaunchedByWebServer(): void {
  if (env().TRAYO_EXIT_ON_START_FAILURE === "1") process.exit(1);
}
