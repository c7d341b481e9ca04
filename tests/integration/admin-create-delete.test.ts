import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthAdmin } from "@/lib/auth/auth-provider";
import { createMemoryCookieJar } from "@/lib/auth/cookie-jar";
import { authUser } from "@/lib/auth/local/auth-schema";
import { createLocalAuth, type LocalAuth } from "@/lib/auth/local/local-auth";
import { createLocalAuthProvider } from "@/lib/auth/local/local-auth-provider";
import { createSupabaseAuthProvider } from "@/lib/auth/supabase/supabase-auth-provider";
import { deleteCompany, getCompanyDependencies } from "@/lib/companies/delete-company";
import { rowsOf } from "@/lib/db/database";
import { users } from "@/lib/db/schema/users";
import { createOutboxMail, listOutbox } from "@/lib/providers/mail/outbox-mail";
import { createUserWithLogin } from "@/lib/users/create-user";
import { createUserSchema } from "@/lib/users/user.validation";
import { createTenant } from "../factories/tenant";
import { createUser } from "../factories/users";
import { startFakeSupabaseAuth, type FakeSupabaseAuth } from "./fakes/fake-supabase-auth";
import { publicTables } from "./helpers/public-tables";
import { backends, useTestDatabase } from "./helpers/test-database";

const APP_URL = "http://app.test:3000";
const SECRET = "integration-test-secret-0123456789abcdef";
const email = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;
const failingInsert = async () => {
  throw new Error("connection lost while writing the users row");
};

describe.each(backends)("create_user and company delete on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  let auth: LocalAuth | undefined;
  let fake: FakeSupabaseAuth;
  beforeAll(async () => {
    fake = await startFakeSupabaseAuth();
  });
  afterAll(async () => {
    await fake.close();
  });
  const outbox = () => createOutboxMail(async () => testDb().db, "Trayo <test@trayo.local>");
  const localAdmin = (): AuthAdmin => {
    auth ??= createLocalAuth({ db: testDb().db, secret: SECRET, appUrl: APP_URL, mail: outbox() });
    return createLocalAuthProvider(auth, createMemoryCookieJar(), testDb().db).admin;
  };
  const supabaseAdmin = (): AuthAdmin =>
    createSupabaseAuthProvider({
      url: fake.url,
      anonKey: fake.anonKey,
      serviceRoleKey: fake.serviceRoleKey,
      appUrl: APP_URL,
      jar: createMemoryCookieJar(),
      getDatabase: async () => testDb().db,
    }).admin;

  async function setup() {
    const { db } = testDb();
    const tenant = await createTenant(db, `CU ${randomUUID().slice(0, 6)}`);
    const admin = await createUser(db, { companyId: null, role: "admin" });
    return { db, tenant, admin };
  }
  const input = (companyId: string, address: string) => createUserSchema.parse({ name: "Ivy Invitee", email: address, company_id: companyId });
  const localLogins = async (address: string) => testDb().db.select().from(authUser).where(eq(authUser.email, address));
  const profiles = async (address: string) => testDb().db.select().from(users).where(sql`lower(${users.email}) = ${address}`);

  it("local: creates the login and the users row under one id and mails an invitation that leads to choosing a password", async () => {
    const { tenant, admin } = await setup();
    const address = email("invitee");
    const { userId, warning } = await createUserWithLogin(admin.id, input(tenant.company.id, address), { authAdmin: localAdmin(), mail: outbox() });
    expect(warning).toBeNull();
    expect((await localLogins(address)).map((u) => u.id)).toEqual([userId]);
    expect(await profiles(address)).toMatchObject([{ id: userId, companyId: tenant.company.id, role: "user", eventDiscoveryEnabled: true }]);

    const [mail] = await listOutbox(testDb().db, { to: address });
    expect(mail.subject).toBe("You're invited to Trayo");
    const link = new URL(mail.links[0]);
    expect(`${link.origin}${link.pathname}`).toBe(`${APP_URL}/auth/confirm`);
    expect(link.searchParams.get("type")).toBe("recovery");
    // Opening it signs the person in; /reset-password then sets their password.
    const browser = createLocalAuthProvider(auth!, createMemoryCookieJar(), testDb().db);
    expect(await browser.establishSession({ token: link.searchParams.get("token")!, type: "recovery" })).toMatchObject({ error: null, user: { id: userId } });
    expect(await browser.updatePassword("a-new-password-1")).toEqual({ error: null });
    const signIn = createLocalAuthProvider(auth!, createMemoryCookieJar(), testDb().db);
    expect(await signIn.signInWithPassword(address, "a-new-password-1")).toMatchObject({ error: null, user: { id: userId } });
  });

  it("local: when the users row cannot be written, the new login is removed again", async () => {
    const { tenant, admin } = await setup();
    const address = email("orphan");
    await expect(
      createUserWithLogin(admin.id, input(tenant.company.id, address), { authAdmin: localAdmin(), mail: outbox(), insertProfile: failingInsert }),
    ).rejects.toThrow("Failed to create user");
    expect(await localLogins(address)).toEqual([]);
    expect(await profiles(address)).toEqual([]);

    // A real failure of the second insert too: the company vanished in between.
    const gone = randomUUID();
    await expect(createUserWithLogin(admin.id, input(gone, address), { authAdmin: localAdmin(), mail: outbox() })).rejects.toThrow(
      "This company no longer exists.",
    );
    expect(await localLogins(address)).toEqual([]);
    expect(await listOutbox(testDb().db, { to: address })).toEqual([]);
  });

  it("local: a duplicate email is refused with a clear message and creates nothing", async () => {
    const { tenant, admin } = await setup();
    await expect(
      createUserWithLogin(admin.id, input(tenant.company.id, tenant.user.email.toUpperCase()), { authAdmin: localAdmin(), mail: outbox() }),
    ).rejects.toThrow("A user with this email address has already been registered");
    // A login that exists without a profile (an old sign-up) is caught by the auth service itself.
    const address = email("login-only");
    await localAdmin().createUser({ id: randomUUID(), email: address, name: "Only Login", emailConfirmed: true });
    await expect(createUserWithLogin(admin.id, input(tenant.company.id, address), { authAdmin: localAdmin(), mail: outbox() })).rejects.toThrow(
      "A user with this email address has already been registered",
    );
    expect(await profiles(address)).toEqual([]);
  });

  it("Supabase: the login is deleted through the admin API when the users row fails; the invitation is a recovery link", async () => {
    const { tenant, admin } = await setup();
    const address = email("sb-orphan");
    await expect(
      createUserWithLogin(admin.id, input(tenant.company.id, address), { authAdmin: supabaseAdmin(), mail: outbox(), insertProfile: failingInsert }),
    ).rejects.toThrow("Failed to create user");
    const created = fake.requests.filter((r) => r.method === "POST" && r.path === "/auth/v1/admin/users").length;
    const deletes = fake.requests.filter((r) => r.method === "DELETE" && r.path.startsWith("/auth/v1/admin/users/"));
    expect(created).toBeGreaterThan(0);
    expect(deletes).toHaveLength(1);
    // The address is free again: creating the user now works.
    const { userId } = await createUserWithLogin(admin.id, input(tenant.company.id, address), { authAdmin: supabaseAdmin(), mail: outbox() });
    expect(deletes[0].path).not.toContain(userId);
    expect(await profiles(address)).toMatchObject([{ id: userId }]);
    const [mail] = await listOutbox(testDb().db, { to: address });
    const link = new URL(mail.links[0]);
    expect(link.pathname).toBe("/auth/v1/verify");
    expect(link.searchParams.get("type")).toBe("recovery");
    expect(link.searchParams.get("redirect_to")).toBe(`${APP_URL}/auth/confirm?type=recovery`);
    await expect(createUserWithLogin(admin.id, input(tenant.company.id, address), { authAdmin: supabaseAdmin(), mail: outbox() })).rejects.toThrow(
      "A user with this email address has already been registered",
    );
  });

  it("deletes a company with everything of it in one go, after counting it; other companies keep theirs", async () => {
    const { db, tenant, admin } = await setup();
    const other = await createTenant(db, `Keep ${randomUUID().slice(0, 6)}`);
    const found = await getCompanyDependencies(admin.id, tenant.company.id);
    expect(found).toEqual({ name: tenant.company.name, counts: { report_events: 2, reports: 2, events: 4, accounts: 2, users: 2 } });

    const deletedLogins: string[] = [];
    const authAdmin = { ...localAdmin(), deleteUser: async (id: string) => (deletedLogins.push(id), { error: null }) };
    const result = await deleteCompany(admin.id, tenant.company.id, { authAdmin });
    expect(result.counts).toEqual(found!.counts);
    expect(deletedLogins.sort()).toEqual([tenant.user.id, tenant.colleague.id].sort());

    const leftovers = await Promise.all(
      publicTables.map(async (table) => {
        const [row] = rowsOf<{ n: number | string }>(
          await db.execute(sql`select count(*) as n from ${sql.identifier(table)} t where to_jsonb(t)::text like ${`%${tenant.company.id}%`}
            or to_jsonb(t)::text like ${`%${tenant.account.id}%`} or to_jsonb(t)::text like ${`%${tenant.user.id}%`}
            or to_jsonb(t)::text like ${`%${tenant.colleagueAccount.id}%`} or to_jsonb(t)::text like ${`%${tenant.colleague.id}%`}`),
        );
        return [table, Number(row.n)] as const;
      }),
    );
    // The sent-email log keeps its rows (they are the record of what was sent), with the links cleared.
    expect(Object.fromEntries(leftovers)).toEqual(Object.fromEntries(publicTables.map((t) => [t, 0])));
    expect((await getCompanyDependencies(admin.id, other.company.id))?.counts).toEqual({ report_events: 2, reports: 2, events: 4, accounts: 2, users: 2 });
  });

  it("refuses to delete the admin's own company and changes nothing", async () => {
    const { db, tenant } = await setup();
    const insider = await createUser(db, { companyId: tenant.company.id, role: "admin" });
    await expect(deleteCompany(insider.id, tenant.company.id, { authAdmin: localAdmin() })).rejects.toThrow(
      "You cannot delete the company your own user belongs to.",
    );
    expect((await getCompanyDependencies(insider.id, tenant.company.id))?.counts.users).toBe(3);
  });
});
