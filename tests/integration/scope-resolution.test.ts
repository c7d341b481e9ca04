import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Viewer } from "@/lib/auth/viewer-types";
import { listCompaniesForAdmin } from "@/lib/companies/list-companies";
import type { Database } from "@/lib/db/database";
import { companies } from "@/lib/db/schema/companies";
import { users } from "@/lib/db/schema/users";
import {
  parseAdminSelection,
  selectionForCompany,
  selectionForUser,
  serializeAdminSelection,
} from "@/lib/auth/admin-selection";
import { listCompanyUsersForAdmin } from "@/lib/users/list-company-users";
import { resolveScope, toActingScope } from "@/lib/auth/resolve-scope";
import { backends, useTestDatabase } from "./helpers/test-database";

async function makeCompany(db: Database, name: string) {
  const id = randomUUID();
  await db.insert(companies).values({ id, name });
  return id;
}

async function makePerson(db: Database, companyId: string | null, name: string, role: "user" | "admin" = "user"): Promise<Viewer> {
  const id = randomUUID();
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}.${id.slice(0, 6)}@example.test`;
  await db.insert(users).values({ id, email, name, role, companyId });
  return {
    authUser: { id, email, name },
    profile: { id, email, name, role, companyId, companyName: null },
    role,
  };
}

const cookieFor = (adminId: string, companyId: string | null, userId: string | null) =>
  serializeAdminSelection({ adminId, companyId, userId });

describe.each(backends)("scope resolution on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  const dbOf = () => async () => testDb().db;

  it("locks a normal user to themselves and their company, whatever the cookie says", async () => {
    const { db } = testDb();
    const north = await makeCompany(db, "North");
    const south = await makeCompany(db, "South");
    const uma = await makePerson(db, north, "Uma User");
    const other = await makePerson(db, south, "Otto Other");

    const forged = cookieFor(uma.profile!.id, south, other.profile!.id);
    const scope = await resolveScope(uma, forged, dbOf());
    expect(scope).toMatchObject({ isAdmin: false, companyId: north, userId: uma.profile!.id });
    expect(toActingScope(scope)).toMatchObject({ companyId: north, userId: uma.profile!.id });
  });

  it("gives a normal user without a company no acting scope", async () => {
    const { db } = testDb();
    const loner = await makePerson(db, null, "Lone Wolf");
    const scope = await resolveScope(loner, undefined, dbOf());
    expect(scope).toMatchObject({ isAdmin: false, companyId: null, userId: null });
    expect(toActingScope(scope)).toBeNull();
  });

  it("gives an admin the company and user they picked", async () => {
    const { db } = testDb();
    const north = await makeCompany(db, "North");
    const admin = await makePerson(db, north, "Ada Admin", "admin");
    const uma = await makePerson(db, north, "Uma User");

    const scope = await resolveScope(admin, cookieFor(admin.profile!.id, north, uma.profile!.id), dbOf());
    expect(scope).toMatchObject({ isAdmin: true, companyId: north, userId: uma.profile!.id });
    expect(toActingScope(scope)?.userId).toBe(uma.profile!.id);
  });

  it("ignores a selection cookie written for another admin", async () => {
    const { db } = testDb();
    const north = await makeCompany(db, "North");
    const ada = await makePerson(db, north, "Ada Admin", "admin");
    const bob = await makePerson(db, north, "Bob Admin", "admin");
    const uma = await makePerson(db, north, "Uma User");

    const scope = await resolveScope(bob, cookieFor(ada.profile!.id, north, uma.profile!.id), dbOf());
    expect(scope).toMatchObject({ isAdmin: true, companyId: null, userId: null });
    expect(toActingScope(scope)).toBeNull();
  });

  it("drops a user who is not in the selected company but keeps the company", async () => {
    const { db } = testDb();
    const north = await makeCompany(db, "North");
    const south = await makeCompany(db, "South");
    const admin = await makePerson(db, north, "Ada Admin", "admin");
    const stranger = await makePerson(db, south, "Otto Other");

    const scope = await resolveScope(admin, cookieFor(admin.profile!.id, north, stranger.profile!.id), dbOf());
    expect(scope).toMatchObject({ companyId: north, userId: null });
    expect(toActingScope(scope)).toBeNull();
  });

  it("drops a selection whose company was deleted, and a user who moved to another company", async () => {
    const { db } = testDb();
    const north = await makeCompany(db, "North");
    const gone = await makeCompany(db, "Gone Inc");
    const admin = await makePerson(db, north, "Ada Admin", "admin");
    const mover = await makePerson(db, north, "Mo Mover");
    const cookie = cookieFor(admin.profile!.id, north, mover.profile!.id);
    const goneCookie = cookieFor(admin.profile!.id, gone, null);
    await db.delete(companies).where(eq(companies.id, gone));
    expect(await resolveScope(admin, goneCookie, dbOf())).toMatchObject({ companyId: null, userId: null });

    const south = await makeCompany(db, "South");
    await db.update(users).set({ companyId: south }).where(eq(users.id, mover.profile!.id));
    expect(await resolveScope(admin, cookie, dbOf())).toMatchObject({ companyId: north, userId: null });
  });

  it("treats a malformed cookie as no selection", async () => {
    const { db } = testDb();
    const north = await makeCompany(db, "North");
    const admin = await makePerson(db, north, "Ada Admin", "admin");
    for (const raw of ["not json", "{}", JSON.stringify({ adminId: admin.profile!.id, companyId: "x", userId: null })]) {
      expect(await resolveScope(admin, raw, dbOf())).toMatchObject({ companyId: null, userId: null });
    }
    expect(parseAdminSelection(undefined, admin.profile!.id)).toBeNull();
  });

  it("auto-selects the only user of a company and clears the user otherwise", async () => {
    const { db } = testDb();
    const solo = await makeCompany(db, "Solo");
    const duo = await makeCompany(db, "Duo");
    const admin = await makePerson(db, null, "Ada Admin", "admin");
    const bea = await makePerson(db, solo, "Bea Blue");
    await makePerson(db, duo, "Dee One");
    await makePerson(db, duo, "Dee Two");
    const adminId = admin.profile!.id;

    expect(await selectionForCompany(db, adminId, solo)).toEqual({ adminId, companyId: solo, userId: bea.profile!.id });
    expect(await selectionForCompany(db, adminId, duo)).toEqual({ adminId, companyId: duo, userId: null });
    expect(await selectionForCompany(db, adminId, randomUUID())).toBeNull();
  });

  it("accepts a picked user only from the selected company", async () => {
    const { db } = testDb();
    const north = await makeCompany(db, "North");
    const south = await makeCompany(db, "South");
    const admin = await makePerson(db, north, "Ada Admin", "admin");
    const uma = await makePerson(db, north, "Uma User");
    const otto = await makePerson(db, south, "Otto Other");
    const adminId = admin.profile!.id;

    expect(await selectionForUser(db, adminId, north, uma.profile!.id)).toEqual({ adminId, companyId: north, userId: uma.profile!.id });
    expect(await selectionForUser(db, adminId, north, otto.profile!.id)).toBeNull();
  });

  it("lists every company and a company's users by name for an admin, and only the own company for a user", async () => {
    const { db } = testDb();
    const zulu = await makeCompany(db, "zulu Partners");
    const alpha = await makeCompany(db, "Alpha Labs");
    const admin = await makePerson(db, alpha, "Ada Admin", "admin");
    const uma = await makePerson(db, zulu, "Uma User");
    await makePerson(db, zulu, "carl Cole");
    await makePerson(db, zulu, "Bea Blue");

    const names = (await listCompaniesForAdmin(admin.profile!.id)).map((c) => c.name);
    expect(names.indexOf("Alpha Labs")).toBeLessThan(names.indexOf("zulu Partners"));
    expect((await listCompanyUsersForAdmin(admin.profile!.id, zulu)).map((u) => u.name)).toEqual([
      "Bea Blue",
      "carl Cole",
      "Uma User",
    ]);

    // Row Level Security keeps the pickers' data away from normal users.
    expect((await listCompaniesForAdmin(uma.profile!.id)).map((c) => c.id)).toEqual([zulu]);
    expect((await listCompanyUsersForAdmin(uma.profile!.id, zulu)).map((u) => u.name)).toEqual(["Uma User"]);
  });
});
