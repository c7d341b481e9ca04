import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors/app-error";
import { accountFormSchema } from "@/lib/accounts/account.validation";
import { createAccount } from "@/lib/accounts/create-account";
import { deleteAccount } from "@/lib/accounts/delete-account";
import { getAccount, listAccounts } from "@/lib/accounts/list-accounts";
import { updateAccount } from "@/lib/accounts/update-account";
import type { ActingScope } from "@/lib/auth/viewer-types";
import type { Database } from "@/lib/db/database";
import { accounts, accountUsers } from "@/lib/db/schema/accounts";
import { companies } from "@/lib/db/schema/companies";
import { users } from "@/lib/db/schema/users";
import { backends, useTestDatabase } from "./helpers/test-database";

async function makeCompany(db: Database, name: string) {
  const id = randomUUID();
  await db.insert(companies).values({ id, name });
  return id;
}

async function makeUserScope(db: Database, companyId: string, role: "user" | "admin" = "user"): Promise<ActingScope> {
  const id = randomUUID();
  const email = `${id.slice(0, 8)}@example.test`;
  await db.insert(users).values({ id, email, name: email, role, companyId });
  return {
    viewer: {
      authUser: { id, email },
      profile: { id, email, name: email, role, companyId, companyName: null },
      role,
    },
    isAdmin: role === "admin",
    companyId,
    userId: id,
  };
}

const fields = (input: { name: string; url: string; full_name?: string | null }) => accountFormSchema.parse(input);

describe.each(backends)("accounts on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("creates the account and its link to the acting user together, and lists it by name", async () => {
    const { db } = testDb();
    const companyId = await makeCompany(db, "Seller Co");
    const uma = await makeUserScope(db, companyId);
    const sam = await makeUserScope(db, companyId);

    const zeta = await createAccount(uma, fields({ name: "zeta Labs", url: "zeta.example", full_name: "Zeta Laboratories" }));
    await createAccount(uma, fields({ name: "Acme", url: "https://acme.example/" }));

    const links = await db.select().from(accountUsers).where(eq(accountUsers.accountId, zeta.id));
    expect(links.map((l) => l.userId)).toEqual([uma.userId]);
    const list = await listAccounts(uma);
    expect(list.map((a) => [a.name, a.url, a.full_name])).toEqual([
      ["Acme", "https://acme.example", null],
      ["zeta Labs", "https://zeta.example", "Zeta Laboratories"],
    ]);
    expect(list[0].inserted_at).toBeInstanceOf(Date);
    // Another user of the same company does not see accounts that are not assigned to them.
    expect(await listAccounts(sam)).toEqual([]);
  });

  it("stores an empty full name as null", async () => {
    const { db } = testDb();
    const uma = await makeUserScope(db, await makeCompany(db, "Nulls Inc"));
    const { id } = await createAccount(uma, fields({ name: "Blank", url: "blank.example", full_name: "" }));
    const [row] = await db.select({ fullName: accounts.fullName }).from(accounts).where(eq(accounts.id, id));
    expect(row.fullName).toBeNull();

    await updateAccount(uma, id, fields({ name: "Blank", url: "blank.example", full_name: "Blank Holdings" }));
    await updateAccount(uma, id, fields({ name: "Blank", url: "blank.example", full_name: "  " }));
    const [after] = await db.select({ fullName: accounts.fullName }).from(accounts).where(eq(accounts.id, id));
    expect(after.fullName).toBeNull();
  });

  it("leaves no account behind when the link to the user fails, and says why", async () => {
    const { db, handle } = testDb();
    const companyId = await makeCompany(db, "Broken Links Ltd");
    const uma = await makeUserScope(db, companyId);
    // The assignment step fails inside the same transaction, after the account row was inserted.
    await handle.withConnection((run) => run(`
      create or replace function public.refuse_link_for_test() returns trigger language plpgsql as $$
      begin
        if new.user_id = '${uma.userId}' then
          raise exception 'link refused' using errcode = '23503';
        end if;
        return new;
      end $$;
      create trigger refuse_link_for_test before insert on public.account_users
        for each row execute function public.refuse_link_for_test();
    `));
    try {
      const attempt = createAccount(uma, fields({ name: "Orphan", url: "orphan.example" }));
      await expect(attempt).rejects.toBeInstanceOf(AppError);
      await expect(attempt).rejects.toThrow(
        "Failed to create user-account association: The company or user this account belongs to no longer exists.",
      );
      const orphans = await db.select().from(accounts).where(eq(accounts.companyId, companyId));
      expect(orphans).toEqual([]);
    } finally {
      await handle.withConnection((run) =>
        run(`drop trigger refuse_link_for_test on public.account_users; drop function public.refuse_link_for_test();`),
      );
    }
  });

  it("refuses to create an account for a user who no longer exists, leaving nothing", async () => {
    const { db } = testDb();
    const companyId = await makeCompany(db, "Ghosts Ltd");
    const ghost = await makeUserScope(db, companyId);
    await db.delete(users).where(eq(users.id, ghost.userId));
    await expect(createAccount(ghost, fields({ name: "Nobody", url: "nobody.example" }))).rejects.toBeInstanceOf(AppError);
    expect(await db.select().from(accounts).where(eq(accounts.companyId, companyId))).toEqual([]);
  });

  it("does not let a user read, update or delete another user's account", async () => {
    const { db } = testDb();
    const companyId = await makeCompany(db, "Shared Floor");
    const owner = await makeUserScope(db, companyId);
    const other = await makeUserScope(db, companyId);
    const outsider = await makeUserScope(db, await makeCompany(db, "Elsewhere"));
    const { id } = await createAccount(owner, fields({ name: "Mine", url: "mine.example" }));

    for (const intruder of [other, outsider]) {
      expect(await getAccount(intruder, id)).toBeNull();
      await expect(updateAccount(intruder, id, fields({ name: "Hijacked", url: "evil.example" }))).rejects.toThrow(
        "Account not found",
      );
      await expect(deleteAccount(intruder, id)).rejects.toThrow("Account not found");
    }
    // Claiming the owner's company in the scope does not help either: the database checks the user.
    await expect(
      updateAccount({ ...outsider, companyId }, id, fields({ name: "Hijacked", url: "evil.example" })),
    ).rejects.toThrow("Account not found");

    const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
    expect(row).toMatchObject({ name: "Mine", url: "https://mine.example" });
  });

  it("an admin acting as a user creates the account for that user", async () => {
    const { db } = testDb();
    const companyId = await makeCompany(db, "Acted For");
    const uma = await makeUserScope(db, companyId);
    const admin = await makeUserScope(db, await makeCompany(db, "Admin Home"), "admin");
    const acting: ActingScope = { ...admin, companyId, userId: uma.userId };
    const { id } = await createAccount(acting, fields({ name: "For Uma", url: "for-uma.example" }));
    expect((await listAccounts(uma)).map((a) => a.id)).toEqual([id]);
    expect(await db.select().from(accountUsers).where(eq(accountUsers.userId, admin.userId))).toEqual([]);
  });

  it("updates and deletes the user's own account", async () => {
    const { db } = testDb();
    const owner = await makeUserScope(db, await makeCompany(db, "Own Co"));
    const { id } = await createAccount(owner, fields({ name: "Old", url: "old.example" }));
    await updateAccount(owner, id, fields({ name: "New", url: "new.example", full_name: "New Corp" }));
    expect((await listAccounts(owner)).map((a) => [a.name, a.url, a.full_name])).toEqual([
      ["New", "https://new.example", "New Corp"],
    ]);
    await deleteAccount(owner, id);
    expect(await listAccounts(owner)).toEqual([]);
    expect(await db.select().from(accountUsers).where(eq(accountUsers.accountId, id))).toEqual([]);
  });
});
