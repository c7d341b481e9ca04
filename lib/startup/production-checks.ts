import { env, isHostedDatabase, type Env } from "@/lib/env";
import { trustedProxyHops } from "@/lib/http/client-address";
import { log } from "@/lib/log";

export type StartupProblem = { level: "warn" | "error"; message: string };

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0"]);

/** What a production start should be told about its configuration (errors stop a hosted start). */
export function productionProblems(config: Env, hosted: boolean): StartupProblem[] {
  const problems: StartupProblem[] = [];
  const url = new URL(config.APP_URL);
  const local = LOCAL_HOSTS.has(url.hostname);
  if (config.NODE_ENV === "production" && (!config.APP_URL_CONFIGURED || local)) {
    problems.push({
      level: hosted ? "error" : "warn",
      message: config.APP_URL_CONFIGURED
        ? `APP_URL (${config.APP_URL}) points to this machine: links in emails will not open for anyone else. Set APP_URL to the address people use.`
        : `APP_URL is not set: links in emails point to ${config.APP_URL}. Set APP_URL to the address people use.`,
    });
  }
  if (config.NODE_ENV === "production" && url.protocol !== "https:" && !local) {
    problems.push({ level: "warn", message: `APP_URL (${config.APP_URL}) is not https: session cookies are sent without the Secure flag.` });
  }
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  if (config.APP_URL_CONFIGURED && local && port !== String(config.PORT)) {
    problems.push({ level: "warn", message: `APP_URL (${config.APP_URL}) names port ${port} but the server listens on ${config.PORT}: links in emails will not reach it.` });
  }
  return problems;
}

/** Run once at server start (instrumentation.ts). */
export function checkProductionConfiguration(): void {
  const config = env();
  const problems = productionProblems(config, isHostedDatabase());
  if (config.NODE_ENV === "production" && trustedProxyHops(config.TRUSTED_PROXY) === 0) {
    log.info("TRUSTED_PROXY is not set: X-Forwarded-For/-Host are ignored; set it when a reverse proxy runs in front of the app.");
  }
  for (const problem of problems) log[problem.level](`Configuration: ${problem.message}`);
  const errors = problems.filter((p) => p.level === "error");
  if (errors.length > 0) throw new Error(errors.map((p) => p.message).join("\n"));
}
