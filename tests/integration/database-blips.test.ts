import { sql } from "drizzle-orm";
import pg from "pg";
import { NextResponse } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { scopedAction } from "@/lib/actions/action-client";
import { createMemoryCookieJar } from "@/lib/auth/cookie-jar";
import { createLocalCredentialUser } from "@/lib/auth/local/create-local-user";
import { getLocalAuth } from "@/lib/auth/local/get-local-auth";
import { createLocalAuthProvider } from "@/lib/auth/local/local-auth-provider";
import { getPageAccess } from "@/lib/auth/scope";
import { openDatabase, openMigratedDatabase, setProcessDatabase, type DbHandle } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/database";
import { withScope } from "@/lib/db/scoped";
import { resetEnvCache } from "@/lib/env";
import { SERVICE_UNAVAILABLE_MESSAGE } from "@/lib/errors/app-error";
import { withViewer } from "@/lib/http/route-handlers";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { createEvent } from "@/tests/factories/events";
import { createUser } from "@/tests/factories/users";
import { findPgbouncer, startPgbouncer, type Pgbouncer } from "./helpers/pgbouncer";
import { findPostgresBin, startPrivatePostgres, type PrivatePostgres } from "./helpers/private-postgres";
import { testDatabaseUrl } from "./helpers/test-database";

// The browser of a signed-in seller: its cookies are what next/headers hands the app.
const browser = vi.hoisted(() => ({ jar: undefined as undefined | { getAll: () => { name: string; value: string }[]; set: (n: string, v: string, o?: object) => void } }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    getAll: () => browser.jar!.getAll(),
    get: (name: string) => browser.jar!.getAll().find((c) => c.name === name),
    has: (name: string) => browser.jar!.getAll().some((c) => c.name === name),
    set: (name: string, value: string, options?: object) => browser.jar!.set(name, value, options),
  }),
  headers: async () => new Headers(),
}));

const PASSWORD = "blip-proof-pass-42";
const APP = "http://app.trayo.test";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const saved = { ...process.env };

const postgresBin = findPostgresBin();
const pgbouncerBin = findPgbouncer();

/** What one signed-in request saw: served, the retry screen / retryable error, or something misleading. */
type Outcome = { kind: "ok" } | { kind: "retry" } | { kind: "wrong"; what: string };

// A restart of PgBouncer or of PostgreSQL takes the database away for 1-3 s. A valid session must then see
// the retry screen or the retryable error, never a sign-in or a message that is not true (issue 23).
describe.skipIf(!testDatabaseUrl || !postgresBin || !pgbouncerBin)("a signed-in seller through database blips (PostgreSQL behind PgBouncer)", () => {
  let server: PrivatePostgres;
  let bouncer: Pgbouncer;
  let handle: DbHandle;
  let companyId: string;

  const probeAction = scopedAction(
    { name: "blip probe", input: z.object({}), contextRequiredMessage: "Pick a company and a user." },
    async (_input, { scope }) => {
      const n = await withScope({ userId: scope.userId }, async (tx) => rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from public.events`))[0].n);
      return { ok: true, n };
    },
  );
  const probeRoute = withViewer("blip probe", async (_request, { scope }) => NextResponse.json({ companyId: scope.companyId }));

  async function probe(): Promise<Record<"page" | "action" | "route", Outcome>> {
    const page: Outcome = await getPageAccess().then(
      (access): Outcome =>
        access.kind === "unavailable"
          ? { kind: "retry" }
          : access.kind === "signed-out"
            ? { kind: "wrong", what: "307 /signin" }
            : access.scope.companyId === companyId && access.scope.userId
              ? { kind: "ok" }
              : { kind: "wrong", what: `scope without company (role ${access.scope.viewer.role})` },
      (error: Error): Outcome => ({ kind: "wrong", what: `page error: ${error.message}` }),
    );
    const result = await probeAction({});
    const action: Outcome = result.ok
      ? result.n === 1
        ? { kind: "ok" }
        : { kind: "wrong", what: `action saw ${result.n} events` }
      : result.error === SERVICE_UNAVAILABLE_MESSAGE
        ? { kind: "retry" }
        : { kind: "wrong", what: `action: ${result.error}` };
    const response = await probeRoute(new Request(`${APP}/api/probe`), { params: Promise.resolve({}) });
    const body = (await response.json()) as { companyId?: string; error?: string };
    const route: Outcome =
      response.status === 200 && body.companyId === companyId
        ? { kind: "ok" }
        : response.status === 503 && body.error === SERVICE_UNAVAILABLE_MESSAGE
          ? { kind: "retry" }
          : { kind: "wrong", what: `route: ${response.status} ${JSON.stringify(body)}` };
    return { page, action, route };
  }

  /** Requests every 50 ms while `outage` runs; then the first request after it must be served. */
  async function throughOutage(outage: () => Promise<void>) {
    const seen: Outcome[] = [];
    let slowest = 0;
    let running = true;
    const client = (async () => {
      while (running) {
        const started = Date.now();
        const outcome = await probe();
        slowest = Math.max(slowest, Date.now() - started);
        seen.push(outcome.page, outcome.action, outcome.route);
        await sleep(50);
      }
    })();
    await sleep(300);
    await outage();
    running = false;
    await client;
    // "After recovery": once the database answers a new connection on the app's path again (a pooler that
    // retries its server login a second later is still down until then).
    await untilReachable(appUrl);
    const first = await probe();
    return { seen, first, slowest };
  }

  let appUrl = "";

  async function untilReachable(url: string) {
    for (const deadline = Date.now() + 20_000; ; await sleep(200)) {
      const client = new pg.Client({ connectionString: url });
      try {
        await client.connect();
        await client.query("select 1");
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
      } finally {
        await client.end().catch(() => {});
      }
    }
  }

  /** The app's database from now on: through the pooler, or straight to the server. */
  async function connectApp(url: string) {
    appUrl = url;
    setProcessDatabase(undefined);
    await handle?.close().catch(() => {});
    handle = await openDatabase({ databaseUrl: url, max: 4 });
    setProcessDatabase(handle);
    // better-auth holds the database it was made with.
    delete (globalThis as { __trayoLocalAuth?: unknown }).__trayoLocalAuth;
  }

  beforeAll(async () => {
    server = await startPrivatePostgres(postgresBin!);
    bouncer = await startPgbouncer(pgbouncerBin!, server.url, { poolSize: 3, serverLoginRetry: 1 });
    const pooled = bouncer.urlFor(server.url);
    appUrl = pooled;
    Object.assign(process.env, { DATABASE_URL: pooled, AUTH_SECRET: "blips-integration-secret-0123456789abcdef", APP_URL: APP });
    delete process.env.NEXT_PUBLIC_SUPABASE_URL;
    delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
    resetEnvCache();
    handle = await openMigratedDatabase({ databaseUrl: pooled, max: 4 });
    setProcessDatabase(handle);
    const { db } = handle;
    const company = await createCompany(db, { name: "Blip Proof Co" });
    companyId = company.id;
    const seller = await createUser(db, { companyId: company.id, name: "Sid Seller" });
    const account = await createAccount(db, { companyId: company.id, name: "Steady Account", assignTo: [seller.id] });
    await createEvent(db, { accountId: account.id, title: "Steady Account opens a plant" });
    await createLocalCredentialUser(db, { id: seller.id, email: seller.email, name: "Sid Seller", password: PASSWORD, emailVerified: true });
    browser.jar = createMemoryCookieJar();
    const signedIn = await createLocalAuthProvider(await getLocalAuth(), browser.jar, db).signInWithPassword(seller.email, PASSWORD);
    expect(signedIn.error).toBeNull();
  }, 120_000);

  afterAll(async () => {
    setProcessDatabase(undefined);
    await handle?.close().catch(() => {});
    await bouncer?.stop().catch(() => {});
    await server?.stop().catch(() => {});
    delete (globalThis as { __trayoLocalAuth?: unknown }).__trayoLocalAuth;
    process.env = saved;
    resetEnvCache();
  });

  it("before any blip every request is served", async () => {
    expect(await probe()).toEqual({ page: { kind: "ok" }, action: { kind: "ok" }, route: { kind: "ok" } });
  });

  const served = { page: { kind: "ok" }, action: { kind: "ok" }, route: { kind: "ok" } };

  it("while PgBouncer is stopped for 2 s and started: no sign-in, no untrue message, the retry answer while down, and the first request after is served", async () => {
    const { seen, first } = await throughOutage(() => bouncer.restart(2000));
    expect(seen.filter((o) => o.kind === "wrong")).toEqual([]);
    // The outage was seen (else this test could not fail), and answered as a retry.
    expect(seen.some((o) => o.kind === "retry")).toBe(true);
    expect(first).toEqual(served);
  }, 120_000);

  it("while PostgreSQL behind PgBouncer restarts (down 3 s): no sign-in, no untrue message, and the first request after is served", async () => {
    const { seen, first, slowest } = await throughOutage(() => server.restart(3000));
    expect(seen.filter((o) => o.kind === "wrong")).toEqual([]);
    // PgBouncer holds the requests until the server is back (or they get the retry answer): either way the outage was felt.
    expect(seen.some((o) => o.kind === "retry") || slowest > 1000).toBe(true);
    expect(first).toEqual(served);
  }, 120_000);

  it("while PostgreSQL restarts (down 2 s) with the app connected straight to it: the retry answer while down, never a sign-in or an untrue message", async () => {
    await connectApp(server.url);
    expect(await probe()).toEqual(served);
    const { seen, first } = await throughOutage(() => server.restart(2000));
    expect(seen.filter((o) => o.kind === "wrong")).toEqual([]);
    expect(seen.some((o) => o.kind === "retry")).toBe(true);
    expect(first).toEqual(served);
  }, 120_000);
});
