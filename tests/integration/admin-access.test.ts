import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthAdmin } from "@/lib/auth/auth-provider";
import type { Scope } from "@/lib/auth/viewer-types";
import type { User } from "@/lib/db/schema/users";
import { createTenant } from "../factories/tenant";
import { snapshotTable } from "./helpers/as-user";
import { publicTables } from "./helpers/public-tables";
import { backends, useTestDatabase } from "./helpers/test-database";

// Who the (mocked) session says is calling, and what the auth service and mail were asked to do.
const state = vi.hoisted(() => ({ scope: null as unknown, authCalls: [] as string[], mails: [] as string[] }));

vi.mock("@/lib/auth/scope", () => ({
  getScope: async () => state.scope,
  requireActingScope: async () => null,
}));
vi.mock("next/cache", () => ({ revalidatePath: () => {} }));
vi.mock("@/lib/auth/get-auth-provider", () => {
  const record = (name: string) => async () => {
    state.authCalls.push(name);
    return { error: null, userId: randomUUID(), url: "http://app.test/link" };
  };
  const admin: AuthAdmin = {
    createUser: record("createUser"),
    generateMagicLink: record("generateMagicLink"),
    deleteUser: record("deleteUser"),
    generateInvitationLink: record("generateInvitationLink"),
  };
  return { getAuthProvider: async () => ({ admin, sendMagicLink: record("sendMagicLink") }) };
});
vi.mock("@/lib/providers/mail/create-mail-provider", () => ({
  createMailProvider: () => ({
    kind: "outbox",
    send: async (message: { to: string }) => {
      state.mails.push(message.to);
      return { id: randomUUID() };
    },
  }),
}));

const { saveCompanyAction, companyDependenciesAction, deleteCompanyAction } = await import("@/app/(app)/(admin)/companies/actions");
const usersActions = await import("@/app/(app)/(admin)/users/actions");
const { POST: createUserRoute } = await import("@/app/api/create-user/route");

const ADMIN_REQUIRED = "Access denied. Admin privileges required.";

function scopeOf(user: User): Scope {
  return {
    viewer: {
      authUser: { id: user.id, email: user.email },
      profile: { id: user.id, email: user.email, name: user.name, role: user.role, companyId: user.companyId, companyName: null },
      role: user.role,
    },
    isAdmin: user.role === "admin",
    companyId: user.companyId,
    userId: user.id,
  };
}

describe.each(backends)("admin actions and handlers on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  beforeEach(() => {
    state.authCalls.length = 0;
    state.mails.length = 0;
  });
  afterEach(() => {
    state.scope = null;
  });

  const snapshot = async () => Object.fromEntries(await Promise.all(publicTables.map(async (t) => [t, await snapshotTable(testDb().db, t)])));

  it("refuses a normal user every admin action and create_user, and nothing changes", async () => {
    const { db } = testDb();
    const own = await createTenant(db, `Own ${randomUUID().slice(0, 6)}`);
    const other = await createTenant(db, `Other ${randomUUID().slice(0, 6)}`);
    state.scope = scopeOf(own.user);
    const before = await snapshot();

    const form = new FormData();
    form.set("name", "Hijacked");
    form.set("id", other.company.id);
    const attempts = [
      await saveCompanyAction(form),
      await saveCompanyAction({ name: "Brand new company" }),
      await companyDependenciesAction(other.company.id),
      await deleteCompanyAction(other.company.id),
      await deleteCompanyAction(own.company.id),
      await usersActions.updateUserAction({ id: own.user.id, name: "Me", role: "admin", company_id: own.company.id }),
      await usersActions.updateUserAction({ id: other.user.id, name: "Them", role: "user", company_id: own.company.id }),
      await usersActions.deleteUserAction(other.user.id),
      await usersActions.deleteUserAction(own.colleague.id),
      await usersActions.listAccountAccessAction(other.user.id),
      await usersActions.setAccountAccessAction({ user_id: own.user.id, account_id: own.colleagueAccount.id, assigned: true }),
      await usersActions.setAccountAccessAction({ user_id: own.user.id, account_id: own.account.id, assigned: false }),
      await usersActions.sendMagicLinkAction(other.user.id),
      await usersActions.discoveryImpactAction(other.user.id),
    ];
    for (const result of attempts) expect(result).toEqual({ ok: false, error: ADMIN_REQUIRED, code: "forbidden" });

    const response = await createUserRoute(
      new Request("http://app.test/api/create-user", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Mallory", email: `mallory-${randomUUID().slice(0, 6)}@example.test`, role: "admin", company_id: own.company.id }),
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: ADMIN_REQUIRED });

    expect(await snapshot()).toEqual(before);
    expect(state.authCalls).toEqual([]);
    expect(state.mails).toEqual([]);
  });

  it("refuses a signed-out caller too", async () => {
    state.scope = null;
    expect(await usersActions.deleteUserAction(randomUUID())).toEqual({ ok: false, error: "Please sign in to continue", code: "unauthenticated" });
    const response = await createUserRoute(new Request("http://app.test/api/create-user", { method: "POST", body: "{}" }), { params: Promise.resolve({}) });
    expect(response.status).toBe(401);
  });

  it("lets an admin create a user through create_user, with an invitation, and refuses a duplicate email clearly", async () => {
    const { db } = testDb();
    const tenant = await createTenant(db, `Adm ${randomUUID().slice(0, 6)}`);
    const admin = await createAdmin(db);
    state.scope = scopeOf(admin);
    const email = `new-${randomUUID().slice(0, 6)}@example.test`;
    const post = (body: object) =>
      createUserRoute(new Request("http://app.test/api/create-user", { method: "POST", body: JSON.stringify(body) }), { params: Promise.resolve({}) });

    const missing = await post({ name: "No company", email });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ success: false, error: "Name, email, and company are required." });

    const created = await post({ name: "New Person", email, role: "user", company_id: tenant.company.id, phone_number: "" });
    expect(created.status).toBe(201);
    const body = await created.json();
    expect(body).toMatchObject({ success: true, warning: null });
    expect(state.authCalls).toEqual(["createUser", "generateInvitationLink"]);
    expect(state.mails).toEqual([email]);

    const duplicate = await post({ name: "Again", email: email.toUpperCase(), company_id: tenant.company.id });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ success: false, error: "A user with this email address has already been registered" });
  });
});

async function createAdmin(db: Parameters<typeof createTenant>[0]): Promise<User> {
  const { createUser } = await import("../factories/users");
  return createUser(db, { companyId: null, role: "admin", name: "Test Admin" });
}
