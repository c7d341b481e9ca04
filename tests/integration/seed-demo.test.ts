import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalAuth } from "@/lib/auth/local/local-auth";
import { rowsOf } from "@/lib/db/database";
import type { EventData } from "@/lib/db/schema/events";
import { createOutboxMail } from "@/lib/providers/mail/outbox-mail";
import { LocalStorage } from "@/lib/providers/storage/local-storage";
import { demoUserId, seededArticleUrls } from "@/lib/seed/demo-events";
import { DEMO_PASSWORD, demoAccounts, demoCompanies, demoUsers } from "@/lib/seed/demo-workspace";
import { seedDemo, seedDemoIfEmpty } from "@/lib/seed/seed-demo";
import { queryAs } from "./helpers/as-user";
import { backends, useTestDatabase } from "./helpers/test-database";

type Row = Record<string, unknown>;

describe.each(backends)("demo seed on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  const all = async <T = Row>(query: ReturnType<typeof sql>) => rowsOf<T>(await testDb().db.execute(query));
  const tableCounts = async () =>
    (await all<Row>(sql`select
        (select count(*)::int from public.companies) as companies, (select count(*)::int from public.users) as users,
        (select count(*)::int from public.accounts) as accounts, (select count(*)::int from public.account_users) as account_users,
        (select count(*)::int from public.events) as events, (select count(*)::int from public.people) as people,
        (select count(*)::int from public.event_people) as event_people, (select count(*)::int from public.reports) as reports,
        (select count(*)::int from public.report_events) as report_events, (select count(*)::int from public.discoveries) as discoveries,
        (select count(*)::int from public.emails_sent) as emails_sent, (select count(*)::int from public.email_status) as email_status,
        (select count(*)::int from pgmq.q_events) as queued, (select count(*)::int from pgmq.a_events) as archived,
        (select count(*)::int from better_auth."user") as logins`))[0];

  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "trayo-seed-storage-"));
  const storage = new LocalStorage({ rootDir: storageDir });

  beforeAll(async () => {
    const result = await seedDemoIfEmpty(testDb().db, { storage });
    expect(result.seeded).toBe(true);
  });

  afterAll(() => {
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  it("creates the two seller companies with their solutions", async () => {
    const companies = await all<{ name: string; solutions: string; solutions_brief: string }>(
      sql`select name, solutions, solutions_brief from public.companies order by name`,
    );
    expect(companies.map((c) => c.name)).toEqual(demoCompanies.map((c) => c.name).sort());
    for (const c of companies) {
      expect(c.solutions).toMatch(/ — https:\/\//);
      expect(c.solutions_brief.length).toBeGreaterThan(100);
    }
  });

  it("creates the users with their roles and companies", async () => {
    const users = await all<{ email: string; role: string; company: string }>(
      sql`select u.email, u.role, c.name as company from public.users u join public.companies c on c.id = u.company_id order by u.email`,
    );
    expect(users).toContainEqual({ email: "admin@example.com", role: "admin", company: "Northwind Analytics" });
    expect(users).toContainEqual({ email: "user@example.com", role: "user", company: "Northwind Analytics" });
    expect(users.filter((u) => u.role === "user").length).toBeGreaterThanOrEqual(3);
    expect(new Set(users.map((u) => u.company)).size).toBe(2);
    expect(users).toHaveLength(demoUsers.length);
  });

  it("creates the twelve accounts assigned as the workspace says", async () => {
    const links = await all<{ account: string; email: string }>(
      sql`select a.name as account, u.email from public.account_users au
          join public.accounts a on a.id = au.account_id join public.users u on u.id = au.user_id order by 1, 2`,
    );
    expect((await all(sql`select id from public.accounts`)).length).toBe(12);
    const expected = demoAccounts
      .flatMap((a) => a.assignedTo.map((key) => ({ account: a.name, email: demoUsers.find((u) => u.key === key)!.email })))
      .sort((x, y) => x.account.localeCompare(y.account) || x.email.localeCompare(y.email));
    expect(links).toEqual(expected);
  });

  it("creates events in every status; completed ones carry the full contextualised data", async () => {
    const events = await all<{ status: string; data: EventData; url: string; title: string | null; event_date: string | null; source: string; is_deleted: boolean; company_solutions: string }>(
      sql`select e.status, e.data, e.url, e.title, e.event_date::text as event_date, e.source, e.is_deleted, c.solutions as company_solutions
          from public.events e join public.accounts a on a.id = e.account_id join public.companies c on c.id = a.company_id`,
    );
    expect(new Set(events.map((e) => e.status))).toEqual(new Set(["pending", "running", "completed", "failed"]));
    expect(new Set(events.map((e) => e.source))).toEqual(new Set(["manual", "discovery"]));
    expect(events.filter((e) => e.is_deleted).length).toBeGreaterThanOrEqual(2);
    expect(events.map((e) => e.url).sort()).toEqual([...seededArticleUrls].sort());
    const today = new Date().toISOString().slice(0, 10);
    const completed = events.filter((e) => e.status === "completed");
    expect(completed.length).toBeGreaterThanOrEqual(12);
    for (const e of completed) {
      expect(e.title).toBeTruthy();
      expect(e.event_date! <= today).toBe(true);
      const { event_summary, tldr, why_it_matters, offerings, suggested_action, publication } = e.data;
      expect([event_summary, tldr, why_it_matters, suggested_action, publication].every((v) => typeof v === "string" && v.length > 0)).toBe(true);
      expect(offerings!.length).toBeGreaterThanOrEqual(1);
      expect(offerings!.length).toBeLessThanOrEqual(2);
      for (const o of offerings!) {
        expect(o.offering.length).toBeGreaterThan(0);
        expect(e.company_solutions).toContain(`${o.name} — ${o.link} — `);
      }
    }
    const recent = completed.filter((e) => Date.parse(today) - Date.parse(e.event_date!) <= 60 * 24 * 3600_000);
    expect(recent.length).toBeGreaterThanOrEqual(completed.length - 3);
  });

  it("names stakeholders on processed events, with reasoning", async () => {
    const links = await all<{ reasoning: string; same_account: boolean }>(
      sql`select ep.reasoning, p.account_id = e.account_id as same_account
          from public.event_people ep join public.people p on p.id = ep.person_id join public.events e on e.id = ep.event_id`,
    );
    expect(links.length).toBeGreaterThanOrEqual(20);
    expect(links.every((l) => l.same_account && l.reasoning.length > 10)).toBe(true);
  });

  it("gives user@example.com a sent report (events in order, mailed) and a draft", async () => {
    const reports = await all<{ id: string; name: string; sent_at: unknown; events: string[]; statuses: string[] }>(
      sql`select r.id, r.name, r.sent_at,
             array(select re.order_index::text || ':' || e.status from public.report_events re join public.events e on e.id = re.event_id
                   where re.report_id = r.id order by re.order_index) as events,
             array(select s.current_status from public.emails_sent m join public.email_status s on s.email_id = m.id where m.report_id = r.id) as statuses
          from public.reports r join public.users u on u.id = r.user_id where u.email = 'user@example.com' order by r.created_at`,
    );
    expect(reports).toHaveLength(2);
    const [sent, draft] = reports;
    expect(sent.sent_at).not.toBeNull();
    expect(sent.name).toMatch(/^Uma \d{1,2}\/\d{1,2}$/);
    expect(sent.events).toEqual(["0:completed", "1:completed", "2:completed"]);
    expect(sent.statuses).toEqual(["clicked"]);
    expect(draft.sent_at).toBeNull();
    expect(draft.events.length).toBeGreaterThan(0);
  });

  it("records discoveries and sent mail in several states", async () => {
    const discoveries = await all<{ status: string }>(sql`select distinct status from public.discoveries`);
    expect(discoveries.map((d) => d.status).sort()).toEqual(["completed", "failed"]);
    // No orphan: a run the seed leaves active would have no job behind it and stay "1 ACTIVE" for ever.
    const orphans = await all(sql`select d.id from public.discoveries d where d.status in ('pending', 'running')
      and not exists (select 1 from pgmq.q_events q where q.message ->> 'discovery_id' = d.id::text)`);
    expect(orphans).toEqual([]);
    const mail = await all<{ current_status: string }>(sql`select distinct current_status from public.email_status`);
    expect(mail.map((m) => m.current_status)).toEqual(expect.arrayContaining(["delivered", "opened", "clicked", "bounced"]));
  });

  it("stores the debug log of each finished discovery in the shape the debug dialog reads", async () => {
    const runs = await all<{ id: string; status: string; account: string }>(
      sql`select d.id, d.status, a.name as account from public.discoveries d join public.accounts a on a.id = d.account_id`,
    );
    const read = async (id: string) => {
      const stored = await storage.get("logs", `discoveries/${id}.json`);
      return stored ? JSON.parse(new TextDecoder().decode(stored.bytes)) : null;
    };
    for (const run of runs.filter((r) => r.status === "running")) expect(await read(run.id)).toBeNull();
    for (const run of runs.filter((r) => r.status === "failed")) {
      expect(Object.keys((await read(run.id)).debug.steps)).toEqual(["step2_account_info"]);
    }
    const completed = runs.filter((r) => r.status === "completed");
    expect(completed.length).toBeGreaterThanOrEqual(3);
    for (const run of completed) {
      const log = await read(run.id);
      const steps = log.debug.steps;
      // Every step a real run writes (lib/pipeline/discovery/run-discovery.ts), so the dialog shows all its tabs.
      expect(Object.keys(steps)).toEqual([
        "step2_account_info",
        "step3_query_generation",
        "step5_search_execution",
        "step6_content_deduplication",
        "step7_filtered_ranked",
        "step8_semantic_deduplication",
        "step9_selection",
      ]);
      expect(steps.step3_query_generation.data.queries.length).toBe(steps.step5_search_execution.data.results_by_query.length);
      expect(steps.step9_selection.data.selected.map((s: { url: string }) => s.url)).toEqual(log.selected_events);
      expect(steps.step2_account_info.data.account_name).toBe(run.account);
      const articles = steps.step5_search_execution.data.all_articles as { url: string }[];
      expect(steps.step6_content_deduplication.data.input_articles_count).toBe(articles.length);
      const kept = (steps.step6_content_deduplication.data.kept_indices as number[]).map((i) => articles[i]);
      expect(kept.length).toBeLessThan(articles.length);
      const ranked = (steps.step7_filtered_ranked.data.ranked_articles as { dedup_index: number }[]).map((r) => kept[r.dedup_index]);
      expect(log.selected_events.length).toBe(1);
      expect(ranked.map((a) => a.url)).toContain(log.selected_events[0]);
      const selected = await all(sql`select 1 from public.events where url = ${log.selected_events[0]} and source = 'discovery'`);
      expect(selected).toHaveLength(1);
      const semantic = steps.step8_semantic_deduplication.data;
      expect(semantic.status).toBe("completed");
      expect(semantic.candidates_before - semantic.candidates_after).toBe(semantic.removed_candidates.length);
      for (const removed of semantic.removed_candidates) {
        expect(semantic.existing_events.map((e: { id: string }) => e.id)).toContain(removed.duplicate_of_event_id);
      }
    }
  });

  it("queues the in-flight events so the worker finishes them", async () => {
    const queued = await all<{ status: string; read_ct: number }>(
      sql`select e.status, q.read_ct from pgmq.q_events q join public.events e on e.id = (q.message ->> 'event_id')::uuid order by 1`,
    );
    expect(queued).toEqual([
      { status: "pending", read_ct: 0 },
      { status: "pending", read_ct: 0 },
      { status: "running", read_ct: 1 },
    ]);
  });

  it("shows user@example.com exactly their assigned accounts' data through RLS", async () => {
    const uma = demoUserId("user");
    const accounts = await queryAs(uma, sql`select name from public.accounts order by name`);
    expect(accounts.map((a) => a.name)).toEqual(demoAccounts.filter((a) => a.assignedTo.includes("user")).map((a) => a.name).sort());
    const foreign = await queryAs(uma,
      sql`select e.id from public.events e join public.accounts a on a.id = e.account_id where a.name in ('Orbital Foods', 'Verdant Mobility')`,
    );
    expect(foreign).toEqual([]);
  });

  it("lets user@example.com sign in with the demo password, and not with another", async () => {
    const { db } = testDb();
    const auth = createLocalAuth({
      db,
      secret: "integration-test-secret-with-enough-length",
      appUrl: "http://localhost:3000",
      mail: createOutboxMail(async () => db, "Trayo <reports@trayo.local>"),
    });
    const signedIn = await auth.api.signInEmail({ body: { email: "user@example.com", password: DEMO_PASSWORD } });
    expect(signedIn.user.id).toBe(demoUserId("user"));
    await expect(auth.api.signInEmail({ body: { email: "user@example.com", password: "not-the-password" } })).rejects.toThrow();
  });

  it("does nothing when run again, and re-seeding adds nothing twice", async () => {
    const before = await tableCounts();
    expect(await seedDemoIfEmpty(testDb().db, { storage })).toEqual({ seeded: false, events: 0, queuedJobs: 0 });
    expect(await seedDemo(testDb().db, { storage })).toEqual({ seeded: true, events: 0, queuedJobs: 0 });
    expect(await tableCounts()).toEqual(before);
  });
});
