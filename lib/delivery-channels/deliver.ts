import { and, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/database";
import { deliveryAttempts, deliveryChannels, webhookSecrets } from "@/lib/db/schema/delivery-channels";
import { env } from "@/lib/env";
import type { ReportDeliveryPayload } from "@/lib/jobs/report-delivery-job";
import { log } from "@/lib/log";
import { isFetchError } from "@/lib/providers/fetch/fetch-error";
import type { FetchProvider } from "@/lib/providers/fetch/fetch-provider";
import { networkFetcher } from "@/lib/providers/fetch/safe-fetch";
import { permanentFailure, transientFailure } from "@/lib/queue/job-definition";
import { sampleContent, type DeliveryContent } from "./delivery-content";
import { loadReportContent } from "./report-content";
import { buildSlackMessage } from "./slack-message";
import { buildWebhookPayload } from "./webhook-payload";
import { signWebhook } from "./webhook-signing";

export type DeliveryDeps = { fetcher?: FetchProvider; now?: () => Date };
type Outcome = { ok: true; statusCode: number } | { ok: false; statusCode: number | null; error: string; retryable: boolean };

/** A 4xx other than 408/429 will answer the same next time; a 5xx, 408, 429, timeout or dropped connection may not. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** What an attempt's failure was, in words a user reads (never an address), and whether to try again. */
export function classifyDeliveryError(error: unknown): Extract<Outcome, { ok: false }> {
  if (isFetchError(error)) {
    if (error.code === "http_status" && error.status !== undefined) {
      const redirect = error.status >= 300 && error.status < 400;
      return {
        ok: false,
        statusCode: error.status,
        error: redirect ? error.message : `The endpoint answered HTTP ${error.status}`,
        retryable: !redirect && isRetryableStatus(error.status),
      };
    }
    // A Slack webhook URL is a credential: the fetcher's "Invalid URL: …" would carry it into the logs.
    const message = error.code === "invalid_url" ? "The URL is not valid" : error.message;
    return { ok: false, statusCode: null, error: message, retryable: error.retryable };
  }
  log.error("deliveries: an attempt failed unexpectedly", { error });
  return { ok: false, statusCode: null, error: "The delivery failed unexpectedly", retryable: true };
}

async function post(fetcher: FetchProvider, url: string, body: string, headers: Record<string, string>): Promise<Outcome> {
  try {
    const response = await fetcher.fetch(url, { method: "POST", body, contentType: "application/json", headers: { accept: "*/*", ...headers }, maxBytes: 64 * 1024, timeoutMs: 10_000 });
    return { ok: true, statusCode: response.status };
  } catch (error) {
    return classifyDeliveryError(error);
  }
}

async function contentFor(db: Database, payload: ReportDeliveryPayload): Promise<DeliveryContent | null> {
  if (payload.kind === "test" || !payload.report_id) return sampleContent();
  return loadReportContent(db, payload.report_id, payload.user_id);
}

/**
 * One attempt of one delivery (the report_delivery job): builds the message, posts it through the
 * SSRF-safe fetcher, logs the attempt, and throws a JobError saying whether the queue should retry.
 */
export async function runDelivery(db: Database, payload: ReportDeliveryPayload, attempt: number, deps: DeliveryDeps = {}): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const [done] = await db
    .select({ id: deliveryAttempts.id })
    .from(deliveryAttempts)
    .where(and(eq(deliveryAttempts.deliveryId, payload.delivery_id), eq(deliveryAttempts.ok, true)))
    .limit(1);
  if (done) return;
  const [channels] = await db.select().from(deliveryChannels).where(eq(deliveryChannels.userId, payload.user_id));
  const url = payload.channel === "slack" ? channels?.slackWebhookUrl : channels?.webhookUrl;
  let outcome: Outcome;
  if (!url) {
    outcome = { ok: false, statusCode: null, error: "The channel has no URL any more", retryable: false };
  } else {
    const content = await contentFor(db, payload);
    if (!content) {
      outcome = { ok: false, statusCode: null, error: "The report no longer exists", retryable: false };
    } else if (payload.channel === "slack") {
      outcome = await post(deps.fetcher ?? networkFetcher, url, JSON.stringify(buildSlackMessage(content, env().APP_URL)), {});
    } else {
      const [secret] = await db.select({ secret: webhookSecrets.secret }).from(webhookSecrets).where(eq(webhookSecrets.userId, payload.user_id));
      if (!secret) {
        outcome = { ok: false, statusCode: null, error: "The webhook has no signing secret", retryable: false };
      } else {
        const body = JSON.stringify(buildWebhookPayload(content, env().APP_URL, now));
        outcome = await post(deps.fetcher ?? networkFetcher, url, body, signWebhook(secret.secret, payload.delivery_id, now, body));
      }
    }
  }
  await recordAttempt(db, payload, attempt, outcome);
  if (outcome.ok) return;
  throw outcome.retryable ? transientFailure(outcome.error) : permanentFailure(outcome.error);
}

/** A redelivered message (a worker died after posting) overwrites its attempt's row rather than failing. */
async function recordAttempt(db: Database, payload: ReportDeliveryPayload, attempt: number, outcome: Outcome) {
  const values = {
    deliveryId: payload.delivery_id,
    userId: payload.user_id,
    channel: payload.channel,
    kind: payload.kind,
    reportId: payload.report_id,
    attempt,
    statusCode: outcome.statusCode,
    ok: outcome.ok,
    error: outcome.ok ? null : outcome.error.slice(0, 1000),
  };
  await db
    .insert(deliveryAttempts)
    .values(values)
    .onConflictDoUpdate({
      target: [deliveryAttempts.deliveryId, deliveryAttempts.attempt],
      set: { statusCode: values.statusCode, ok: values.ok, error: values.error, createdAt: sql`now()` },
    });
}
