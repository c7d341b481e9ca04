import { mkdtempSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rowsOf, type Database } from "@/lib/db/database";
import { deliveryAttempts, deliveryChannels } from "@/lib/db/schema/delivery-channels";
import { queueTestDelivery, rotateWebhookSecret, saveDeliveryChannels } from "@/lib/delivery-channels/channel-settings";
import { listAllDeliveryAttempts, listOwnDeliveryAttempts } from "@/lib/delivery-channels/delivery-attempts";
import { WEBHOOK_URL_INVALID } from "@/lib/delivery-channels/delivery-messages";
import { webhookPayloadSchema } from "@/lib/delivery-channels/webhook-payload";
import { resetEnvCache } from "@/lib/env";
import { processNextJob } from "@/lib/queue/worker";
import { queueDailyReports } from "@/lib/reports/daily-reports";
import { appJobs } from "@/lib/worker/app-worker";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { completedEventData, createEvent } from "@/tests/factories/events";
import { createUser } from "@/tests/factories/users";
import { attemptAs, queryAs } from "./helpers/as-user";
import { backends, useTestDatabase } from "./helpers/test-database";

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };
type Fake = { url: string; port: number; received: Received[]; answers: number[]; close: () => Promise<void> };

/** A loopback endpoint answering the queued statuses in turn (then 200), recording every request. */
async function startFake(): Promise<Fake> {
  const fake = { received: [] as Received[], answers: [] as number[] } as Fake;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      fake.received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      const status = fake.answers.shift() ?? 200;
      const location = status >= 300 && status < 400 ? { location: `${forbidden.url}/elsewhere` } : {};
      res.writeHead(status, { "content-type": "text/plain", ...location }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  fake.port = (server.address() as AddressInfo).port;
  fake.url = `http://127.0.0.1:${fake.port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}

let hook: Fake;
let slack: Fake;
let forbidden: Fake;
const saved = { ...process.env };

beforeAll(async () => {
  [hook, slack, forbidden] = [await startFake(), await startFake(), await startFake()];
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "trayo-deliveries-"));
  process.env.AUTH_SECRET = "deliveries-integration-secret-0123456789abcdef";
  process.env.APP_URL = "http://app.trayo.test";
  // Only these two fakes; `forbidden` listens on loopback but is not allowed.
  process.env.TEST_ALLOW_LOOPBACK_FETCH = `127.0.0.1:${hook.port},127.0.0.1:${slack.port}`;
  delete process.env.REPORT_DELIVERY_BACKOFF_SCALE;
  delete process.env.RESEND_API_KEY;
  delete process.env.DATABASE_URL;
  resetEnvCache();
});
afterAll(async () => {
  process.env = saved;
  resetEnvCache();
  await Promise.all([hook, slack, forbidden].map((f) => f?.close()));
});
beforeEach(() => {
  for (const f of [hook, slack, forbidden]) {
    f.received.length = 0;
    f.answers.length = 0;
  }
});

async function seller(db: Database) {
  const company = await createCompany(db, { name: "Seller" });
  const user = await createUser(db, { companyId: company.id, name: "Ana Lima" });
  return { company, user, scope: { userId: user.id, companyId: company.id } };
}

async function drain(db: Database) {
  const results = [];
  for (let i = 0; i < 20; i++) {
    const result = await processNextJob({ db, jobs: appJobs() });
    if (!result) break;
    results.push(result);
  }
  return results;
}

const attemptsOf = (db: Database, userId: string) => db.select().from(deliveryAttempts).where(eq(deliveryAttempts.userId, userId)).orderBy(deliveryAttempts.attempt);

describe.each(backends)("Slack and webhook delivery on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("retries a webhook answered 500 after the documented 30 s, signs each attempt, and logs both", async () => {
    const { db } = testDb();
    const { scope, user } = await seller(db);
    const saved = await saveDeliveryChannels(scope, { slackWebhookUrl: "", webhookUrl: `${hook.url}/trayo` });
    expect(saved.newSecret).toMatch(/^whsec_/);
    expect(saved.secretHint).toBe(`…${saved.newSecret!.slice(-4)}`);
    // The secret is shown once: saving again makes none.
    expect((await saveDeliveryChannels(scope, { slackWebhookUrl: "", webhookUrl: `${hook.url}/trayo` })).newSecret).toBeNull();

    hook.answers.push(500);
    await queueTestDelivery(scope, "webhook");
    const before = Date.now();
    const first = await processNextJob({ db, jobs: appJobs() });
    expect(first).toMatchObject({ jobType: "report_delivery", outcome: "retrying", error: "The endpoint answered HTTP 500" });
    const [queued] = rowsOf<{ vt: string | Date }>(await db.execute(sql`select vt from pgmq.q_events where msg_id = ${first!.msgId}`));
    const delay = (new Date(queued.vt).getTime() - before) / 1000;
    expect(delay).toBeGreaterThan(25);
    expect(delay).toBeLessThan(40);
    expect(await processNextJob({ db, jobs: appJobs() })).toBeNull();

    await db.execute(sql`update pgmq.q_events set vt = now() where msg_id = ${first!.msgId}`);
    expect(await processNextJob({ db, jobs: appJobs() })).toMatchObject({ outcome: "succeeded", attempt: 2 });

    expect(hook.received).toHaveLength(2);
    const [failed, delivered] = hook.received;
    expect(delivered.path).toBe("/trayo");
    expect(delivered.headers["content-type"]).toBe("application/json");
    expect(delivered.headers["webhook-id"]).toBe(failed.headers["webhook-id"]);
    const headers = { "webhook-id": String(delivered.headers["webhook-id"]), "webhook-timestamp": String(delivered.headers["webhook-timestamp"]), "webhook-signature": String(delivered.headers["webhook-signature"]) };
    const payload = webhookPayloadSchema.parse(new Webhook(saved.newSecret!).verify(delivered.body, headers));
    expect(payload).toMatchObject({ type: "test", data: { event_count: 1 } });

    const rows = await attemptsOf(db, user.id);
    expect(rows.map((r) => [r.channel, r.kind, r.attempt, r.statusCode, r.ok, r.error])).toEqual([
      ["webhook", "test", 1, 500, false, "The endpoint answered HTTP 500"],
      ["webhook", "test", 2, 200, true, null],
    ]);
    expect((await listOwnDeliveryAttempts(scope)).map((r) => r.ok)).toEqual([true, false]);

    // Rotation: the old secret no longer verifies the next delivery.
    const rotated = await rotateWebhookSecret(scope);
    expect(rotated.newSecret).not.toBe(saved.newSecret);
    await queueTestDelivery(scope, "webhook");
    await drain(db);
    const next = hook.received[2];
    const nextHeaders = { "webhook-id": String(next.headers["webhook-id"]), "webhook-timestamp": String(next.headers["webhook-timestamp"]), "webhook-signature": String(next.headers["webhook-signature"]) };
    expect(() => new Webhook(saved.newSecret!).verify(next.body, nextHeaders)).toThrow();
    expect(new Webhook(rotated.newSecret).verify(next.body, nextHeaders)).toBeTruthy();
  });

  it("a 4xx or a redirect is not retried (nor followed); a URL outside the policy is refused on save", async () => {
    const { db } = testDb();
    const { scope, user } = await seller(db);
    await saveDeliveryChannels(scope, { slackWebhookUrl: `${slack.url}/services/x`, webhookUrl: "" });
    slack.answers.push(404);
    await queueTestDelivery(scope, "slack");
    expect(await drain(db)).toMatchObject([{ outcome: "failed", error: "The endpoint answered HTTP 404" }]);
    expect(slack.received).toHaveLength(1);
    expect((await attemptsOf(db, user.id)).map((r) => [r.attempt, r.statusCode, r.ok])).toEqual([[1, 404, false]]);
    await expect(saveDeliveryChannels(scope, { slackWebhookUrl: "", webhookUrl: "http://hooks.example.com/x" })).rejects.toThrow(WEBHOOK_URL_INVALID);

    // A POST never follows a redirect: one failed attempt, nothing sent to where it pointed.
    slack.answers.push(302);
    await queueTestDelivery(scope, "slack");
    expect(await drain(db)).toMatchObject([{ outcome: "failed" }]);
    expect(slack.received).toHaveLength(2);
    expect(forbidden.received).toHaveLength(0);
    const [, redirected] = await attemptsOf(db, user.id).then((rows) => rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()));
    expect(redirected).toMatchObject({ ok: false, statusCode: 302, error: "The endpoint answered HTTP 302 (a redirect, which deliveries do not follow)" });
  });

  it("refuses a private address without sending anything, and logs the attempt as failed", async () => {
    const { db } = testDb();
    const { scope, user } = await seller(db);
    await saveDeliveryChannels(scope, { slackWebhookUrl: "", webhookUrl: `${hook.url}/trayo` });
    // As if the URL had passed the checks at save time and pointed somewhere private later.
    await db.update(deliveryChannels).set({ webhookUrl: `${forbidden.url}/internal` }).where(eq(deliveryChannels.userId, user.id));
    await queueTestDelivery(scope, "webhook");
    expect(await drain(db)).toMatchObject([{ outcome: "failed", error: "The address is not on the public internet" }]);
    expect(forbidden.received).toHaveLength(0);
    expect((await attemptsOf(db, user.id)).map((r) => [r.ok, r.statusCode, r.error])).toEqual([[false, null, "The address is not on the public internet"]]);
  });

  it("sends the daily report to Slack as Block Kit with the top events, and to the signed webhook", async () => {
    const { db } = testDb();
    const { company, user, scope } = await seller(db);
    const account = await createAccount(db, { companyId: company.id, name: "Helio Grid", assignTo: [user.id] });
    const event = await createEvent(db, { accountId: account.id, title: "Helio Grid raises a Series B", data: completedEventData({ signal_type: "funding_round" }) });
    const { newSecret } = await saveDeliveryChannels(scope, { slackWebhookUrl: `${slack.url}/services/T/B/x`, webhookUrl: `${hook.url}/trayo` });

    await queueDailyReports(new Date("2026-11-26T07:00:00Z"));
    const results = await drain(db);
    expect(results.map((r) => [r.jobType, r.outcome]).sort()).toEqual([["daily_report", "succeeded"], ["report_delivery", "succeeded"], ["report_delivery", "succeeded"]]);

    const message = JSON.parse(slack.received[0].body);
    expect(message.blocks[0]).toMatchObject({ type: "header" });
    const sections = JSON.stringify(message.blocks);
    expect(sections).toContain(`<http://app.trayo.test/user/events/${event.id}|Helio Grid raises a Series B>`);
    expect(sections).toContain("Signal: *Funding round*");
    expect(sections).toContain("*Why it matters:* Expansion strains forecasting");

    const delivered = hook.received[0];
    const headers = { "webhook-id": String(delivered.headers["webhook-id"]), "webhook-timestamp": String(delivered.headers["webhook-timestamp"]), "webhook-signature": String(delivered.headers["webhook-signature"]) };
    const payload = webhookPayloadSchema.parse(new Webhook(newSecret!).verify(delivered.body, headers));
    expect(payload.type).toBe("daily_report.sent");
    expect(payload.data.events.map((e) => [e.id, e.signal])).toEqual([[event.id, "funding_round"]]);

    const rows = await attemptsOf(db, user.id);
    expect(rows.map((r) => [r.kind, r.ok, r.reportId === payload.data.report_id]).sort()).toEqual([["report", true, true], ["report", true, true]]);
  });

  it("shows a user only their own attempts, admins all; users cannot write the log or read secrets", async () => {
    const { db } = testDb();
    const a = await seller(db);
    const b = await seller(db);
    const admin = await createUser(db, { companyId: a.company.id, role: "admin" });
    await saveDeliveryChannels(a.scope, { slackWebhookUrl: `${slack.url}/services/x`, webhookUrl: `${hook.url}/a` });
    await queueTestDelivery(a.scope, "slack");
    await drain(db);
    expect(await listOwnDeliveryAttempts(a.scope)).toHaveLength(1);
    expect(await listOwnDeliveryAttempts(b.scope)).toEqual([]);
    expect(await queryAs(b.user.id, sql`select * from public.delivery_attempts`)).toEqual([]);
    expect(await queryAs(b.user.id, sql`select * from public.delivery_channels`)).toEqual([]);
    expect((await listAllDeliveryAttempts(admin.id)).some((r) => r.userId === a.user.id && r.userEmail === a.user.email)).toBe(true);
    const insert = await attemptAs(a.user.id, sql`insert into public.delivery_attempts (delivery_id, user_id, channel, kind, attempt, ok) values (gen_random_uuid(), ${a.user.id}, 'slack', 'test', 1, true)`);
    expect(insert.ok).toBe(false);
    const secrets = await attemptAs(a.user.id, sql`select * from reporting.webhook_secrets`);
    expect(secrets.ok).toBe(false);
    const steal = await attemptAs(b.user.id, sql`update public.delivery_channels set webhook_url = 'https://evil.example/' where user_id = ${a.user.id} returning user_id`);
    expect(steal.ok ? steal.rows : "refused").toEqual(steal.ok ? [] : "refused");
  });
});
