import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as cronGet } from "@/app/api/cron/daily-reports/route";
import { POST as unsubscribePost } from "@/app/api/unsubscribe/route";
import { getAuthSecret, resetAuthSecretCache } from "@/lib/auth/auth-secret";
import { rowsOf, type Database } from "@/lib/db/database";
import { deliveryPreferences } from "@/lib/db/schema/delivery-preferences";
import { dailyReportRuns } from "@/lib/db/schema/reporting";
import { reportEvents, reports } from "@/lib/db/schema/reports";
import { getDeliveryPreferences, saveDeliveryPreferences } from "@/lib/delivery-preferences/delivery-preferences";
import { deliveryPreferencesSchema } from "@/lib/delivery-preferences/delivery-preferences.validation";
import { createUnsubscribeToken } from "@/lib/delivery-preferences/unsubscribe-token";
import { unsubscribeStatus } from "@/lib/delivery-preferences/unsubscribe";
import { resetEnvCache } from "@/lib/env";
import { outbox } from "@/lib/providers/mail/outbox-schema";
import { processNextJob } from "@/lib/queue/worker";
import { queueDailyReports } from "@/lib/reports/daily-reports";
import { appJobs } from "@/lib/worker/app-worker";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { createEvent } from "@/tests/factories/events";
import { createUser } from "@/tests/factories/users";
import { backends, useTestDatabase } from "./helpers/test-database";

const CRON_SECRET = "cron-secret-for-prefs-tests-0123456789";
const APP = "http://app.trayo.test";
const saved = { ...process.env };

beforeAll(() => {
  process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "trayo-prefs-"));
  process.env.AUTH_SECRET = "prefs-integration-secret-0123456789abcdef";
  process.env.CRON_SECRET = CRON_SECRET;
  process.env.APP_URL = APP;
  process.env.E2E_FIXED_CLOCK = "true";
  delete process.env.SCHEDULER_TIMEZONE;
  delete process.env.DAILY_REPORT_HOUR;
  delete process.env.RESEND_API_KEY;
  delete process.env.DATABASE_URL;
  delete process.env.MAIL_INBOUND_ADDRESS;
  resetEnvCache();
  resetAuthSecretCache();
});
afterAll(() => {
  process.env = saved;
  resetEnvCache();
  resetAuthSecretCache();
});

type Prefs = Partial<typeof deliveryPreferences.$inferInsert>;

async function seller(db: Database, name: string, prefs?: Prefs, events = 1) {
  const company = await createCompany(db, { name: `${name} Co` });
  const user = await createUser(db, { companyId: company.id, name });
  const account = await createAccount(db, { companyId: company.id, name: `${name} Account`, assignTo: [user.id] });
  for (let i = 0; i < events; i++) await createEvent(db, { accountId: account.id, title: `${name} news ${i + 1}`, eventDate: `2026-11-${String(10 + i).padStart(2, "0")}` });
  if (prefs) await db.insert(deliveryPreferences).values({ userId: user.id, ...prefs });
  return { company, user, account };
}

const runsOf = (db: Database, userId: string) => db.select().from(dailyReportRuns).where(eq(dailyReportRuns.userId, userId)).orderBy(dailyReportRuns.runDate);
const runDays = async (db: Database, userId: string) => (await runsOf(db, userId)).map((r) => r.runDate);
const mailsTo = (db: Database, to: string) => db.select().from(outbox).where(eq(outbox.toEmail, to));
const prefsOf = async (db: Database, userId: string) => (await db.select().from(deliveryPreferences).where(eq(deliveryPreferences.userId, userId)))[0];

async function drainJobs(db: Database) {
  for (let i = 0; i < 100; i++) if (!(await processNextJob({ db, jobs: appJobs() }))) break;
}

const cronAt = (iso: string) =>
  cronGet(new Request(`${APP}/api/cron/daily-reports?now=${iso}`, { headers: { authorization: `Bearer ${CRON_SECRET}` } }), { params: Promise.resolve({}) });

const oneClick = (token: string, body = "List-Unsubscribe=One-Click") =>
  unsubscribePost(
    new Request(`${APP}/api/unsubscribe?token=${encodeURIComponent(token)}`, { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } }),
    { params: Promise.resolve({}) },
  );

describe.each(backends)("delivery preferences on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("picks users by their local hour: 09:00 Berlin is skipped at 07:00 UTC and sent at 08:00 UTC in January, 07:00 UTC in July", async () => {
    const { db } = testDb();
    const { user } = await seller(db, "Berta Berlin", { timeZone: "Europe/Berlin", deliveryHour: 9 });
    const utc7 = await seller(db, "Ulla Utc"); // no preferences: the default 07:00 UTC

    expect((await cronAt("2027-01-14T07:00:00Z")).status).toBe(200);
    expect(await runDays(db, user.id)).toEqual([]);
    expect(await runDays(db, utc7.user.id)).toEqual(["2027-01-14"]);
    await cronAt("2027-01-14T08:00:00Z");
    expect(await runDays(db, user.id)).toEqual(["2027-01-14"]);
    await drainJobs(db);
    expect(await mailsTo(db, user.email)).toHaveLength(1);

    await createEvent(db, { accountId: (await seller(db, "unused")).account.id });
    const july = await seller(db, "Jula July", { timeZone: "Europe/Berlin", deliveryHour: 9 });
    await cronAt("2027-07-14T06:00:00Z");
    expect(await runDays(db, july.user.id)).toEqual([]);
    await cronAt("2027-07-14T07:00:00Z");
    expect(await runDays(db, july.user.id)).toEqual(["2027-07-14"]);
  });

  it("runs once per local day: repeated and concurrent runs claim nothing more, and the run date is the user's local day", async () => {
    const { db } = testDb();
    const tokyo = await seller(db, "Taro Tokyo", { timeZone: "Asia/Tokyo", deliveryHour: 0 });
    const la = await seller(db, "Lana Angeles", { timeZone: "America/Los_Angeles", deliveryHour: 22 });
    await Promise.all([queueDailyReports(new Date("2027-01-14T15:00:00Z")), queueDailyReports(new Date("2027-01-14T15:00:00Z"))]);
    await queueDailyReports(new Date("2027-01-14T15:30:00Z"));
    expect(await runDays(db, tokyo.user.id)).toEqual(["2027-01-15"]);
    await queueDailyReports(new Date("2027-01-15T06:00:00Z"));
    expect(await runDays(db, la.user.id)).toEqual(["2027-01-14"]);
    // Nothing new was sent yet, but the day's claim stands: a rerun in the same local day queues nothing.
    expect((await queueDailyReports(new Date("2027-01-15T06:10:00Z"))).queued).toBe(0);
    await drainJobs(db);
    expect(await mailsTo(db, tokyo.user.email)).toHaveLength(1);
    expect(await mailsTo(db, la.user.email)).toHaveLength(1);
  });

  it("skips switched-off and paused users, and weekends when weekdays only", async () => {
    const { db } = testDb();
    const off = await seller(db, "Otto Off", { dailyReportEnabled: false, timeZone: "UTC", deliveryHour: 9 });
    const paused = await seller(db, "Paula Paused", { timeZone: "UTC", deliveryHour: 9, pausedUntil: "2027-01-18" });
    const weekdays = await seller(db, "Wendy Weekdays", { timeZone: "UTC", deliveryHour: 9, weekdaysOnly: true });
    // 2027-01-16 is a Saturday, 2027-01-18 a Monday. The jobs run only at the end, so every user still
    // has news on each of these days: only their preferences can skip them.
    for (const day of ["2027-01-15", "2027-01-16", "2027-01-17", "2027-01-18"]) await queueDailyReports(new Date(`${day}T09:00:00Z`));
    await drainJobs(db);
    expect(await runDays(db, off.user.id)).toEqual([]);
    expect(await runDays(db, paused.user.id)).toEqual(["2027-01-18"]);
    expect(await runDays(db, weekdays.user.id)).toEqual(["2027-01-15", "2027-01-18"]);
    expect(await mailsTo(db, off.user.email)).toHaveLength(0);
  });

  it("caps the events of a report at the user's limit, newest first; the rest wait for the next report", async () => {
    const { db } = testDb();
    const capped = await seller(db, "Carla Cap", { timeZone: "UTC", deliveryHour: 10, maxEvents: 2 }, 3);
    await queueDailyReports(new Date("2027-02-01T10:00:00Z"));
    await drainJobs(db);
    const [report] = await db.select().from(reports).where(eq(reports.userId, capped.user.id));
    const events = await db.select().from(reportEvents).where(eq(reportEvents.reportId, report.id));
    expect(events).toHaveLength(2);
    const [mail] = await mailsTo(db, capped.user.email);
    expect(mail.html).toContain("Carla Cap news 3");
    expect(mail.html).not.toContain("Carla Cap news 1");
    await queueDailyReports(new Date("2027-02-02T10:00:00Z"));
    await drainJobs(db);
    expect(await mailsTo(db, capped.user.email)).toHaveLength(2);
  });

  it("the report mail carries List-Unsubscribe headers and a footer saying why, with settings and unsubscribe links", async () => {
    const { db } = testDb();
    const { user } = await seller(db, "Hedda Headers", { timeZone: "UTC", deliveryHour: 11 });
    await queueDailyReports(new Date("2027-03-01T11:00:00Z"));
    await drainJobs(db);
    const [mail] = await mailsTo(db, user.email);
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.headers["List-Unsubscribe"]).toMatch(new RegExp(`^<${APP}/api/unsubscribe\\?token=${user.id}\\.\\d+\\.[0-9a-f]{64}>$`));
    expect(mail.headers["List-Unsubscribe"]).not.toContain("mailto:");
    expect(mail.textBody).toContain("because you are assigned accounts at Hedda Headers Co in Trayo");
    expect(mail.html).toContain(`${APP}/unsubscribe/${user.id}.`);
    expect(mail.html).toContain(encodeURIComponent("/user/settings?utm_source=email"));
  });

  it("a one-click POST switches the report off without sign-in, idempotently; no report the next day; undo switches it back on", async () => {
    const { db } = testDb();
    const { user, account } = await seller(db, "Uma Unsub", { timeZone: "UTC", deliveryHour: 12 });
    const token = createUnsubscribeToken(getAuthSecret(), user.id);
    const first = await oneClick(token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, unsubscribed: true });
    expect((await oneClick(token)).status).toBe(200);
    expect(await prefsOf(db, user.id)).toMatchObject({ dailyReportEnabled: false, timeZone: "UTC", deliveryHour: 12 });
    expect(await unsubscribeStatus(token)).toEqual({ ok: true, email: user.email, enabled: false });

    await queueDailyReports(new Date("2027-03-02T12:00:00Z"));
    await drainJobs(db);
    expect(await runDays(db, user.id)).toEqual([]);
    expect(await mailsTo(db, user.email)).toHaveLength(0);

    // A user without saved preferences gets a row with the defaults and the report off.
    const fresh = await seller(db, "Fritz Fresh");
    expect((await oneClick(createUnsubscribeToken(getAuthSecret(), fresh.user.id))).status).toBe(200);
    expect(await prefsOf(db, fresh.user.id)).toMatchObject({ dailyReportEnabled: false, timeZone: "UTC", deliveryHour: 7 });

    const { setDailyReportByToken } = await import("@/lib/delivery-preferences/unsubscribe");
    await setDailyReportByToken(token, true);
    await createEvent(db, { accountId: account.id, title: "Uma news later" });
    await queueDailyReports(new Date("2027-03-03T12:00:00Z"));
    await drainJobs(db);
    expect(await mailsTo(db, user.email)).toHaveLength(1);
  });

  it("refuses a tampered, foreign or expired token and a POST without the one-click body, changing nothing", async () => {
    const { db } = testDb();
    const { user } = await seller(db, "Theo Tamper", { timeZone: "UTC", deliveryHour: 13 });
    const other = await seller(db, "Olga Other", { timeZone: "UTC", deliveryHour: 13 });
    const snapshot = async () => rowsOf<{ row: string }>(await db.execute(sql`select to_jsonb(p)::text as row from public.delivery_preferences p order by 1`));
    const before = await snapshot();
    const good = createUnsubscribeToken(getAuthSecret(), user.id);
    const [, ts, sig] = good.split(".");
    const tampered = `${other.user.id}.${ts}.${sig}`;
    const wrongSecret = createUnsubscribeToken("another-secret-0123456789abcdef0123456789", user.id);
    const expired = createUnsubscribeToken(getAuthSecret(), user.id, Math.floor(Date.now() / 1000) - 91 * 24 * 3600);

    for (const token of [tampered, wrongSecret, "garbage", ""]) {
      const response = await oneClick(token);
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(/unsubscribe link is not valid/);
    }
    const old = await oneClick(expired);
    expect(old.status).toBe(403);
    expect((await old.json()).error).toMatch(/expired/);
    const noBody = await oneClick(good, "");
    expect(noBody.status).toBe(400);
    expect(await unsubscribeStatus(tampered)).toMatchObject({ ok: false });
    expect(await snapshot()).toEqual(before);
    expect((await prefsOf(db, user.id)).dailyReportEnabled).toBe(true);
    expect((await prefsOf(db, other.user.id)).dailyReportEnabled).toBe(true);
  });

  it("settings: a user saves their own preferences, an admin anyone's, and nobody another user's", async () => {
    const { db } = testDb();
    const { user, company } = await seller(db, "Sara Settings");
    const colleague = await createUser(db, { companyId: company.id });
    const admin = await createUser(db, { companyId: null, role: "admin" });
    const input = deliveryPreferencesSchema.parse({ daily_report_enabled: true, time_zone: "Europe/Berlin", delivery_hour: "9", weekdays_only: "on", paused_until: "", max_events: "5" });
    expect(await getDeliveryPreferences(user.id, user.id)).toMatchObject({ saved: false, timeZone: "UTC", deliveryHour: 7, maxEvents: null });
    expect(await saveDeliveryPreferences(user.id, user.id, input)).toMatchObject({ timeZone: "Europe/Berlin", deliveryHour: 9, weekdaysOnly: true, maxEvents: 5, saved: true });
    await expect(saveDeliveryPreferences(colleague.id, user.id, { ...input, daily_report_enabled: false })).rejects.toThrow();
    expect(await getDeliveryPreferences(colleague.id, user.id)).toBeNull();
    expect((await prefsOf(db, user.id)).dailyReportEnabled).toBe(true);
    await saveDeliveryPreferences(admin.id, user.id, { ...input, delivery_hour: 6 });
    expect((await prefsOf(db, user.id)).deliveryHour).toBe(6);
    expect(deliveryPreferencesSchema.safeParse({ ...input, time_zone: "Mars/Olympus" }).success).toBe(false);
    expect(deliveryPreferencesSchema.safeParse({ ...input, max_events: "51" }).success).toBe(false);
  });
});
