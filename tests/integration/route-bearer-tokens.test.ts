import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as composePost } from "@/app/api/compose-message/route";
import { POST as emailReportPost } from "@/app/api/email-report/route";
import { POST as discoveryPost } from "@/app/api/generate-discovery-jobs/route";
import { POST as tokenPost } from "@/app/api/session-token/route";
import { authSession } from "@/lib/auth/local/auth-schema";
import { createLocalCredentialUser } from "@/lib/auth/local/create-local-user";
import { createMemoryCookieJar } from "@/lib/auth/cookie-jar";
import { createSupabaseAuthProvider } from "@/lib/auth/supabase/supabase-auth-provider";
import { NO_VALID_SESSION } from "@/lib/composer/composer.validation";
import type { Database } from "@/lib/db/database";
import { discoveries } from "@/lib/db/schema/discoveries";
import { reports } from "@/lib/db/schema/reports";
import { DISCOVERY_ADMIN_REQUIRED, DISCOVERY_NO_SESSION } from "@/lib/discoveries/discovery-messages";
import { resetEnvCache } from "@/lib/env";
import { NOT_AUTHENTICATED } from "@/lib/reports/report-messages";
import { createReport } from "@/lib/reports/report-mutations";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { createEvent } from "@/tests/factories/events";
import { createUser } from "@/tests/factories/users";
import { startFakeSupabaseAuth, type FakeSupabaseAuth } from "./fakes/fake-supabase-auth";
import { APP, noParams, postJson, sessionTokenBodyFor, withRouteEnvironment } from "./helpers/route-requests";
import { backends, useTestDatabase } from "./helpers/test-database";

// Route handlers read the request's cookies through next/headers; these calls carry none.
vi.mock("next/headers", () => ({
  cookies: async () => ({ getAll: () => [], get: () => undefined, set: () => {}, has: () => false }),
  headers: async () => new Headers(),
}));

const PASSWORD = "bearer-route-pass-42";

type Global = typeof globalThis & { __trayoLocalAuth?: unknown };

withRouteEnvironment("bearer");
const post = postJson;

async function world(db: Database) {
  const company = await createCompany(db, { name: "Bearer Seller" });
  const seller = await createUser(db, { companyId: company.id, name: "Bea Rer" });
  const admin = await createUser(db, { companyId: company.id, name: "Ada Admin", role: "admin" });
  const account = await createAccount(db, { companyId: company.id, name: "Token Works", assignTo: [seller.id] });
  const event = await createEvent(db, { accountId: account.id, title: "Token Works opens a plant in Lyon" });
  const report = await createReport({ userId: seller.id, companyId: company.id });
  const composeBody = {
    event_id: event.id,
    user_id: seller.id,
    length: "concise",
    format: "email",
    tone: "friendly",
    objective: "build_trust",
    relationship: "prospect",
    language: "en",
  };
  return { company, seller, admin, account, event, report, composeBody };
}

type World = Awaited<ReturnType<typeof world>>;

/** The checks every auth mode must pass, given a way to get a valid token for a user. */
function routeChecks(setup: () => { db: () => Database; tokenFor: (user: { id: string; email: string }) => Promise<string> }) {
  let w: World;
  let sellerToken: string;
  let adminToken: string;
  beforeAll(async () => {
    const s = setup();
    w = await world(s.db());
    sellerToken = await s.tokenFor(w.seller);
    adminToken = await s.tokenFor(w.admin);
  });

  it("without a session each route answers 401 with its own message", async () => {
    const compose = await post(composePost, "/api/compose-message", w.composeBody);
    expect(compose.status).toBe(401);
    expect(await compose.json()).toEqual({ error: NO_VALID_SESSION });
    const email = await post(emailReportPost, "/api/email-report", { report_id: w.report.id });
    expect(email.status).toBe(401);
    expect(await email.json()).toEqual({ error: NOT_AUTHENTICATED });
    const discovery = await post(discoveryPost, "/api/generate-discovery-jobs", { account_id: w.account.id });
    expect(discovery.status).toBe(401);
    expect(await discovery.json()).toEqual({ error: DISCOVERY_NO_SESSION });
  });

  it("a malformed, forged or empty bearer token is a 401 with the route's message", async () => {
    for (const token of ["not-a-token", `${sellerToken}x`, ""]) {
      const compose = await post(composePost, "/api/compose-message", w.composeBody, token);
      expect(compose.status).toBe(401);
      expect(await compose.json()).toEqual({ error: NO_VALID_SESSION });
      const email = await post(emailReportPost, "/api/email-report", { report_id: w.report.id }, token);
      expect(email.status).toBe(401);
      expect(await email.json()).toEqual({ error: NOT_AUTHENTICATED });
      const discovery = await post(discoveryPost, "/api/generate-discovery-jobs", { account_id: w.account.id }, token);
      expect(discovery.status).toBe(401);
      expect(await discovery.json()).toEqual({ error: DISCOVERY_NO_SESSION });
    }
  });

  it("a valid bearer composes as its user and sends that user's report", async () => {
    const compose = await post(composePost, "/api/compose-message", w.composeBody, sellerToken);
    expect(compose.status).toBe(200);
    const { message } = (await compose.json()) as { message: string };
    expect(message).toContain("Token Works");

    const email = await post(emailReportPost, "/api/email-report", { report_id: w.report.id }, sellerToken);
    expect(email.status).toBe(200);
    expect(await email.json()).toMatchObject({ success: true });
    const [sent] = await setup().db().select().from(reports).where(eq(reports.id, w.report.id));
    expect(sent.sentAt).not.toBeNull();
  });

  it("a user's bearer on the admin route is a 403; an admin's bearer queues discovery", async () => {
    const refused = await post(discoveryPost, "/api/generate-discovery-jobs", { account_id: w.account.id }, sellerToken);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: DISCOVERY_ADMIN_REQUIRED });

    const queued = await post(discoveryPost, "/api/generate-discovery-jobs", { account_id: w.account.id }, adminToken);
    expect(queued.status).toBe(200);
    const { discovery_id: discoveryId } = (await queued.json()) as { discovery_id: string };
    const [row] = await setup().db().select().from(discoveries).where(eq(discoveries.id, discoveryId));
    expect(row.accountId).toBe(w.account.id);
  });

  it("an admin's bearer acts as the admin alone: no header selection, so user data needs context", async () => {
    const compose = await post(composePost, "/api/compose-message", { ...w.composeBody, user_id: w.admin.id }, adminToken);
    expect(compose.status).toBe(403);
    expect(((await compose.json()) as { error: string }).error).toMatch(/^Context Required/);
  });
}

describe.each(backends)("bearer session tokens on the route handlers, local auth, on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  beforeAll(() => {
    // The process-wide better-auth instance is bound to one database: a fresh one per backend.
    delete (globalThis as Global).__trayoLocalAuth;
  });

  /** A token the way an API client gets one: POST /api/session-token with email and password. */
  const tokenFor = async (user: { id: string; email: string }) => {
    const body = await sessionTokenBodyFor(testDb().db, user, PASSWORD);
    expect(body.token_type).toBe("bearer");
    expect(new Date(body.expires_at).getTime()).toBeGreaterThan(Date.now());
    return body.access_token;
  };

  routeChecks(() => ({ db: () => testDb().db, tokenFor }));

  it("the token route refuses a wrong password with the sign-in message", async () => {
    const { db } = testDb();
    const company = await createCompany(db, { name: "Wrong Pass Co" });
    const user = await createUser(db, { companyId: company.id });
    await createLocalCredentialUser(db, { id: user.id, email: user.email, name: "x", password: PASSWORD, emailVerified: true });
    const response = await tokenPost(
      new Request(`${APP}/api/session-token`, { method: "POST", body: JSON.stringify({ email: user.email, password: "wrong-password" }) }),
      noParams,
    );
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toMatch(/invalid/i);
  });

  it("an expired or signed-out session's token is refused", async () => {
    const { db } = testDb();
    const company = await createCompany(db, { name: "Expiry Co" });
    const user = await createUser(db, { companyId: company.id });
    const account = await createAccount(db, { companyId: company.id, assignTo: [user.id] });
    const event = await createEvent(db, { accountId: account.id });
    const body = { event_id: event.id, user_id: user.id, length: "concise", format: "email", tone: "friendly", objective: "build_trust", relationship: "prospect", language: "en" };
    const token = await tokenFor(user);
    expect((await post(composePost, "/api/compose-message", body, token)).status).toBe(200);

    await db.update(authSession).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(authSession.userId, user.id));
    const expired = await post(composePost, "/api/compose-message", body, token);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({ error: NO_VALID_SESSION });

    const fresh = await tokenFor(user);
    await db.execute(sql`delete from better_auth.session where user_id = ${user.id}`);
    expect((await post(composePost, "/api/compose-message", body, fresh)).status).toBe(401);
  });
});

describe.each(backends)("bearer session tokens on the route handlers, Supabase auth (fake), on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  let fake: FakeSupabaseAuth;
  beforeAll(async () => {
    fake = await startFakeSupabaseAuth();
    process.env.NEXT_PUBLIC_SUPABASE_URL = fake.url;
    process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = fake.anonKey;
    // No service-role key in the env: file storage stays local (the fake answers Auth only).
    delete process.env.SUPABASE_SERVICE_ROLE_KEY;
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.NEXT_PUBLIC_SUPABASE_URL;
    delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
    resetEnvCache();
    await fake.close();
  });

  const provider = () =>
    createSupabaseAuthProvider({ url: fake.url, anonKey: fake.anonKey, serviceRoleKey: fake.serviceRoleKey, appUrl: APP, jar: createMemoryCookieJar(), getDatabase: async () => testDb().db });

  /** The Supabase session's access token (what supabase-js hands a client as session.access_token). */
  const tokenFor = async (user: { id: string; email: string }) => {
    expect(await provider().admin.createUser({ id: user.id, email: user.email, name: "API client", password: PASSWORD, emailConfirmed: true })).toMatchObject({ error: null });
    const response = await tokenPost(
      new Request(`${APP}/api/session-token`, { method: "POST", body: JSON.stringify({ email: user.email, password: PASSWORD }) }),
      noParams,
    );
    expect(response.status).toBe(200);
    const { access_token: token } = (await response.json()) as { access_token: string };
    expect(token.split(".")).toHaveLength(3);
    return token;
  };

  routeChecks(() => ({ db: () => testDb().db, tokenFor }));

  it("the access token is checked with Supabase (GET /auth/v1/user with the JWT)", async () => {
    const { db } = testDb();
    const company = await createCompany(db, { name: "JWT Co" });
    const user = await createUser(db, { companyId: company.id });
    const token = await tokenFor(user);
    const before = fake.requests.length;
    expect(await provider().getUserFromBearer(token)).toMatchObject({ id: user.id, email: user.email });
    expect(fake.requests.slice(before).some((r) => r.method === "GET" && r.path === "/auth/v1/user")).toBe(true);
    expect(await provider().getUserFromBearer(`${token.slice(0, -2)}xx`)).toBeNull();
  });
});
