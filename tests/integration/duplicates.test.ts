import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import type { ActingScope } from "@/lib/auth/viewer-types";
import { SimilarAccountError } from "@/lib/accounts/similar-accounts";
import { accounts } from "@/lib/db/schema/accounts";
import { events } from "@/lib/db/schema/events";
import { createEvent } from "@/lib/events/create-event";
import { DuplicateEventError } from "@/lib/events/duplicate-event";
import { createAccount as insertAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { createEvent as insertEvent } from "@/tests/factories/events";
import { createUser } from "@/tests/factories/users";
import { backends, useTestDatabase } from "./helpers/test-database";

describe.each(backends)("duplicate events and look-alike accounts on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  async function world() {
    const { db } = testDb();
    const company = await createCompany(db, { name: "Dup Co" });
    const user = await createUser(db, { companyId: company.id });
    const colleague = await createUser(db, { companyId: company.id });
    const account = await insertAccount(db, { companyId: company.id, name: "Helio Grid", url: "https://www.heliogrid.example", assignTo: [user.id] });
    const other = await insertAccount(db, { companyId: company.id, name: "Other", assignTo: [user.id] });
    const colleagueAccount = await insertAccount(db, { companyId: company.id, name: "Larkspur", url: "https://larkspur.example", assignTo: [colleague.id] });
    const scope: ActingScope = {
      viewer: { authUser: { id: user.id, email: user.email }, profile: { id: user.id, email: user.email, name: user.name, role: "user", companyId: company.id, companyName: null }, role: "user" },
      isAdmin: false,
      companyId: company.id,
      userId: user.id,
    };
    return { db, company, user, account, other, colleagueAccount, scope };
  }

  it("refuses an article the account already has, compared by canonical URL, and names the existing event", async () => {
    const { db, account, other, scope } = await world();
    const existing = await insertEvent(db, { accountId: account.id, url: "https://news.example/helio-series-c", title: "Helio raises" });

    const error = await createEvent(scope, { accountId: account.id, url: "https://www.news.example/helio-series-c/?utm_source=x#top" }).catch((e) => e);
    expect(error).toBeInstanceOf(DuplicateEventError);
    expect(error.message).toBe("This account already has an event for this URL.");
    expect((error as DuplicateEventError).existing).toMatchObject({ id: existing.id, title: "Helio raises" });
    expect(await db.select().from(events).where(eq(events.accountId, account.id))).toHaveLength(1);

    // Another account may hold the same article, and a deleted event does not block adding it again.
    await expect(createEvent(scope, { accountId: other.id, url: "https://news.example/helio-series-c" })).resolves.toMatchObject({ accountId: other.id });
    await db.update(events).set({ isDeleted: true }).where(eq(events.id, existing.id));
    await expect(createEvent(scope, { accountId: account.id, url: "https://news.example/helio-series-c" })).resolves.toMatchObject({ accountId: account.id });
  });

  it("warns about an account with the same name or domain, and creates it anyway when told to", async () => {
    const { db, company, account, colleagueAccount, scope } = await world();
    const byName = await createAccount(scope, { name: " helio grid ", url: "https://helio.example", full_name: null }).catch((e) => e);
    expect(byName).toBeInstanceOf(SimilarAccountError);
    expect(byName.message).toBe("An account named “Helio Grid” already exists.");
    expect((byName as SimilarAccountError).similar[0]).toMatchObject({ id: account.id, match: "name" });

    const byDomain = await createAccount(scope, { name: "HG Energy", url: "https://heliogrid.example/about", full_name: null }).catch((e) => e);
    expect(byDomain).toBeInstanceOf(SimilarAccountError);
    expect(byDomain.message).toBe("An account with the domain heliogrid.example already exists: “Helio Grid”.");

    // A colleague's account is not the user's to open: no warning about it.
    await expect(createAccount(scope, { name: "Larkspur", url: "https://larkspur.example", full_name: null })).resolves.toHaveProperty("id");
    expect(colleagueAccount.id).toBeTruthy();

    const { id } = await createAccount(scope, { name: "Helio Grid", url: "https://heliogrid.example", full_name: null }, { allowSimilar: true });
    expect((await db.select().from(accounts).where(eq(accounts.companyId, company.id))).map((a) => a.id)).toContain(id);
  });
});
