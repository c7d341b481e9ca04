import { z } from "zod";

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.string().url().optional());
const flag = (fallback: boolean) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? ["1", "true", "yes", "on"].includes(v.trim().toLowerCase()) : fallback),
    z.boolean(),
  );
const int = (fallback: number) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : fallback), z.number().int().nonnegative());

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // Hosted mode when set: PostgreSQL (Supabase or any PostgreSQL >= 15).
  DATABASE_URL: optionalUrl,
  // A direct (or session-mode pooler) connection to the same database, used for migrations. Set it
  // when DATABASE_URL goes through a transaction-mode pooler (Supabase's port 6543 URL).
  DATABASE_DIRECT_URL: optionalUrl,
  // Connections each process keeps open to DATABASE_URL.
  DATABASE_POOL_SIZE: int(10),
  // Embedded mode: where PGlite, local file storage and secrets live.
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default(".data")),
  // Where mailed links point; unset: http://localhost:<PORT> (a production start warns, lib/startup).
  APP_URL: optionalUrl,
  PORT: int(3000),
  AUTH_SECRET: optionalString,
  NEXT_PUBLIC_SUPABASE_URL: optionalUrl,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optionalString,
  SUPABASE_SERVICE_ROLE_KEY: optionalString,
  RESEND_API_KEY: optionalString,
  RESEND_BASE_URL: optionalUrl,
  // Signing secret of the Resend webhook endpoint (whsec_…); without it, embedded mode derives one
  // from the auth secret (for the outbox's test events) and hosted mode refuses every webhook.
  RESEND_WEBHOOK_SECRET: optionalString,
  // The default delivery hour of the daily report (in SCHEDULER_TIMEZONE, else UTC) for users who have
  // not chosen their own in Settings.
  DAILY_REPORT_HOUR: int(7),
  // Embedded mode's built-in scheduler: local hour of the daily discovery, and whether it runs at all
  // (default: wherever the in-process worker runs; hosted deployments use the cron routes instead).
  DAILY_DISCOVERY_HOUR: int(6),
  SCHEDULER_ENABLED: optionalString,
  SCHEDULER_TIMEZONE: optionalString,
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default("Trayo <reports@trayo.local>")),
  // An address whose inbound mail unsubscribes (adds a mailto to the report's List-Unsubscribe header).
  MAIL_INBOUND_ADDRESS: z.preprocess(emptyToUndefined, z.string().email().optional()),
  // E2E only (set by playwright.config.ts): the report cron accepts a fixed clock (?now=) with its secret.
  E2E_FIXED_CLOCK: flag(false),
  // Whether the local outbox (/dev/mail, /api/dev/outbox) may be read over HTTP; unset means only
  // outside production. It holds every sign-in and reset link, so production needs an explicit true.
  OUTBOX_READABLE: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? ["1", "true", "yes", "on"].includes(v.trim().toLowerCase()) : undefined),
    z.boolean().optional(),
  ),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.preprocess(emptyToUndefined, z.string().default("gpt-4o-mini")),
  SERPAPI_API_KEY: optionalString,
  SERPAPI_BASE_URL: optionalUrl,
  // Discovery search: offline (bundled demo corpus + OFFLINE_NEWS_DIR), serpapi or google_news_rss.
  // Unset: serpapi when SERPAPI_API_KEY is set, else offline.
  SEARCH_PROVIDER: z.preprocess(emptyToUndefined, z.enum(["offline", "serpapi", "google_news_rss"]).optional()),
  // Folders of saved articles (separated by the platform's path delimiter) that offline discovery
  // searches and the fetcher serves without the network (format in README "Offline news").
  OFFLINE_NEWS_DIR: optionalString,
  // Google News RSS endpoint (tests point it at a local fake).
  GOOGLE_NEWS_RSS_URL: z.preprocess(emptyToUndefined, z.string().url().default("https://news.google.com/rss/search")),
  // New events a discovery run may add per account, and how far back its news may go.
  DISCOVERY_MAX_EVENTS: int(3),
  DISCOVERY_WINDOW_DAYS: int(30),
  NEXT_PUBLIC_POSTHOG_KEY: optionalString,
  NEXT_PUBLIC_POSTHOG_HOST: z.preprocess(emptyToUndefined, z.string().url().default("https://us.i.posthog.com")),
  CRON_SECRET: optionalString,
  // How many reverse proxies in front of the app set X-Forwarded-For/-Host ("true" = 1); unset: none is
  // trusted, so a client cannot choose its address for rate limits or its host for the origin check.
  TRUSTED_PROXY: optionalString,
  // The in-process queue worker; defaults on in embedded mode, off in hosted mode (run `npm run worker`).
  WORKER_ENABLED: optionalString,
  // Set by `npm start` (scripts/web-server.mjs) for its server processes: a failed start-up exits the process.
  TRAYO_EXIT_ON_START_FAILURE: optionalString,
  WORKER_CONCURRENCY: int(2),
  WORKER_POLL_MS: int(1000),
  // On SIGTERM/SIGINT, how long running jobs may finish before they go back to the queue; keep it
  // below the platform's kill timeout (Docker waits 10 s, Kubernetes 30 s).
  WORKER_STOP_GRACE_MS: int(8000),
  // Scales the retry delays of Slack/webhook deliveries (README "Slack and webhook delivery"); 1 in
  // production, the e2e server shortens them. A fraction is allowed (0.02 = 1/50).
  REPORT_DELIVERY_BACKOFF_SCALE: z.preprocess((v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : 1), z.number().positive().max(100)),
  SEED_DEMO_DATA: flag(true),
  // Test-only: comma-separated host:port pairs on loopback that the safe fetcher may reach.
  TEST_ALLOW_LOOPBACK_FETCH: optionalString,
  // Tests and `npm run bench` only: a PostgreSQL server on which they create (and drop) scratch
  // databases. The app itself never connects to it.
  TEST_DATABASE_URL: optionalUrl,
  // Auth limits (README "Sign-in limits"): counted per fixed window in the database.
  AUTH_LIMIT_WINDOW_MINUTES: int(15),
  AUTH_SIGNIN_MAX_PER_IP: int(30),
  AUTH_SIGNIN_MAX_PER_CLIENT: int(5),
  AUTH_SIGNIN_FREE_PER_ACCOUNT: int(5),
  AUTH_SIGNIN_MAX_PER_ACCOUNT: int(10),
  AUTH_SIGNIN_MAX_DELAY_MS: int(5000),
  AUTH_MAIL_MAX_PER_IP: int(20),
  AUTH_MAIL_MAX_PER_EMAIL: int(5),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  // Spending limits (lib/limits/spend-limits.ts): LLM- and search-spending requests per person and per
  // company in each SPEND_LIMIT_WINDOW_MINUTES window, counted in the database.
  SPEND_LIMIT_WINDOW_MINUTES: int(60),
  COMPOSE_MAX_PER_USER: int(60),
  COMPOSE_MAX_PER_COMPANY: int(300),
  EVENT_PROCESSING_MAX_PER_USER: int(120),
  EVENT_PROCESSING_MAX_PER_COMPANY: int(600),
  DISCOVERY_MAX_PER_USER: int(30),
  DISCOVERY_MAX_PER_COMPANY: int(100),
  // Set by Next.js; "phase-production-build" while `next build` runs (no worker then).
  NEXT_PHASE: optionalString,
});

const withDefaults = schema.transform((value) => ({
  ...value,
  APP_URL: value.APP_URL ?? `http://localhost:${value.PORT}`,
  APP_URL_CONFIGURED: value.APP_URL !== undefined,
}));

export type Env = z.infer<typeof withDefaults>;

let cached: Env | undefined;

export function env(): Env {
  if (cached) return cached;
  const parsed = withDefaults.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment configuration:\n${problems}`);
  }
  cached = parsed.data;
  return cached;
}

/** Tests change process.env between cases; they call this to re-read it. */
export function resetEnvCache() {
  cached = undefined;
}

export const isHostedDatabase = () => Boolean(env().DATABASE_URL);
export const isSupabaseAuth = () => Boolean(env().NEXT_PUBLIC_SUPABASE_URL && env().NEXT_PUBLIC_SUPABASE_ANON_KEY);
export const isWorkerEnabled = () =>
  env().WORKER_ENABLED === undefined ? !isHostedDatabase() : ["1", "true", "yes", "on"].includes(env().WORKER_ENABLED!.toLowerCase());
