import { count, eq, like, type SQL } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { POST as importPost } from "@/app/api/accounts-import/route";
import { importAccounts } from "@/lib/accounts-import/import-accounts";
import { MAX_IMPORT_BYTES } from "@/lib/accounts-import/import-limits";
import type { ImportReport } from "@/lib/accounts-import/import-report";
import type { CsvPreview } from "@/lib/accounts-import/preview-csv";
import { readCsvRecords } from "@/lib/accounts-import/read-csv";
import type { Database } from "@/lib/db/database";
import { accounts, accountUsers } from "@/lib/db/schema/accounts";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { createUser } from "@/tests/factories/users";
import { APP, noParams, sessionTokenFor, withFreshLocalAuth, withRouteEnvironment } from "./helpers/route-requests";
import { backends, useTestDatabase } from "./helpers/test-database";

vi.mock("next/headers", () => ({
  cookies: async () => ({ getAll: () => [], get: () => undefined, set: () => {}, has: () => false }),
  headers: async () => new Headers(),
}));

const PASSWORD = "import-route-pass-42";
withRouteEnvironment("accounts-import");

const MAPPING = { name: 0, url: 1, fullName: 2, ownerEmail: 3 };
const csvStream = (text: string) => new Response(text).body!;
const recordsOf = (text: string) => readCsvRecords(csvStream(text));

const countWhere = async (db: Database, where: SQL) => (await db.select({ n: count() }).from(accounts).where(where))[0].n;
const countIn = (db: Database, companyId: string) => countWhere(db, eq(accounts.companyId, companyId));

function post(query: string, body: string, token?: string) {
  return importPost(
    new Request(`${APP}/api/accounts-import?${query}`, {
      method: "POST",
      headers: { "content-type": "text/csv", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    }),
    noParams,
  );
}

function bigCsv(rows: number) {
  const lines = ["Account Name,Website"];
  for (let i = 1; i <= rows; i++) lines.push(`Bulk ${i},bulk-${i}.example`);
  return lines.join("\n");
}

describe.each(backends)("CRM CSV import on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  withFreshLocalAuth();

  it("a dry run writes nothing; the import creates the valid rows, assigns them and reports the rest", async () => {
    const { db } = testDb();
    const company = await createCompany(db, { name: "Import Seller" });
    const picked = await createUser(db, { companyId: company.id, name: "Pia Picked" });
    const owner = await createUser(db, { companyId: company.id, name: "Otto Owner", email: "otto@import.test" });
    const admin = await createUser(db, { companyId: null, name: "Ada Admin", role: "admin" });
    await createAccount(db, { companyId: company.id, name: "Existing Acme", url: "https://www.acme.com" });
    const csv = [
      "Name,Website,Official name,Owner email",
      "Acme again,acme.com,,", // duplicate of an existing account
      "Globex,globex.com,Globex Corporation,OTTO@import.test",
      "Globex copy,https://www.globex.com/x,,", // duplicate within the file
      ",initech.com,,", // invalid: no name
      "Umbrella,umbrella.com,,stranger@elsewhere.test", // invalid: unknown owner
      "Hooli,hooli.com,,",
    ].join("\n");
    const target = { adminId: admin.id, companyId: company.id, assignToUserId: picked.id };

    const dry = await importAccounts(target, recordsOf(csv), MAPPING, "dry-run");
    expect(dry).toMatchObject({ imported: false, total: 6, created: 2, duplicates: 2, invalid: 2, unlisted: 0 });
    expect(dry.problems.map((p) => [p.row, p.status])).toEqual([
      [2, "duplicate"],
      [4, "duplicate"],
      [5, "invalid"],
      [6, "invalid"],
    ]);
    expect(dry.problems[3].reason).toBe("The owner “stranger@elsewhere.test” is not a user of this company.");
    expect(await countIn(db, company.id)).toBe(1);

    const done = await importAccounts(target, recordsOf(csv), MAPPING, "import");
    expect(done).toMatchObject({ imported: true, created: 2, duplicates: 2, invalid: 2 });
    const rows = await db.select().from(accounts).where(eq(accounts.companyId, company.id));
    expect(rows.map((r) => r.url).sort()).toEqual(["https://globex.com", "https://hooli.com", "https://www.acme.com"]);
    expect(rows.find((r) => r.name === "Globex")?.fullName).toBe("Globex Corporation");
    const globex = rows.find((r) => r.name === "Globex")!;
    const links = await db.select().from(accountUsers).where(eq(accountUsers.accountId, globex.id));
    expect(links.map((l) => l.userId).sort()).toEqual([picked.id, owner.id].sort());

    // Importing the same file again: every valid row is now a duplicate.
    const again = await importAccounts(target, recordsOf(csv), MAPPING, "import");
    expect(again).toMatchObject({ created: 0, duplicates: 4, invalid: 2 });
  });

  it("a 10,000-row import is all or nothing", { timeout: 120_000 }, async () => {
    const { db } = testDb();
    const company = await createCompany(db, { name: "Bulk Seller" });
    const admin = await createUser(db, { companyId: null, name: "Bulk Admin", role: "admin" });
    const target = { adminId: admin.id, companyId: company.id, assignToUserId: null };
    const mapping = { name: 0, url: 1, fullName: null, ownerEmail: null };
    const failing = importAccounts(target, recordsOf(bigCsv(10_000)), mapping, "import", {
      afterChunk: (inserted) => {
        if (inserted >= 9_000) throw new Error("forced failure at row 9,000");
      },
    });
    await expect(failing).rejects.toThrow("forced failure at row 9,000");
    expect(await countIn(db, company.id)).toBe(0);
    expect(await countWhere(db, like(accounts.name, "Bulk %"))).toBe(0);

    const report = await importAccounts(target, recordsOf(bigCsv(10_000)), mapping, "import");
    expect(report).toMatchObject({ created: 10_000, duplicates: 0, invalid: 0 });
    expect(await countIn(db, company.id)).toBe(10_000);
  });

  it("the route: admins only, refused before the body is read; an import lands only in the chosen company", async () => {
    const { db } = testDb();
    const mine = await createCompany(db, { name: "Chosen Seller" });
    const other = await createCompany(db, { name: "Other Seller" });
    const seller = await createUser(db, { companyId: mine.id, name: "Sam Seller" });
    const outsider = await createUser(db, { companyId: other.id, name: "Olga Other", email: "olga@other.test" });
    const admin = await createUser(db, { companyId: null, name: "Route Admin", role: "admin" });
    await createAccount(db, { companyId: other.id, name: "Other's Acme", url: "https://acme-shared.example" });
    const csv = ["Company name,Company Domain Name,Owner email", "Acme Shared,acme-shared.example,", "Olga's,olga.example,olga@other.test"].join("\n");
    const query = `target=company&companyId=${mine.id}`;

    expect((await post(`mode=preview&${query}`, csv)).status).toBe(401);
    const refused = await post(`mode=import&${query}&name=0&url=1`, csv, await sessionTokenFor(db, seller, PASSWORD));
    expect(refused.status).toBe(403);
    expect(await countIn(db, mine.id)).toBe(0);

    const token = await sessionTokenFor(db, admin, PASSWORD);
    const preview = await post(`mode=preview&${query}`, csv, token);
    expect(preview.status).toBe(200);
    expect((await preview.json()) as CsvPreview).toMatchObject({
      headers: ["Company name", "Company Domain Name", "Owner email"],
      totalRows: 2,
      mapping: { name: 0, url: 1, fullName: null, ownerEmail: 2 },
    });

    const imported = await post(`mode=import&${query}&name=0&url=1&ownerEmail=2`, csv, token);
    expect(imported.status).toBe(200);
    // The other company's account with the same domain is not a duplicate here; its user is no owner here.
    expect((await imported.json()) as ImportReport).toMatchObject({ created: 1, duplicates: 0, invalid: 1 });
    expect(await countIn(db, mine.id)).toBe(1);
    expect(await countIn(db, other.id)).toBe(1);
    expect(await db.select().from(accountUsers).where(eq(accountUsers.userId, outsider.id))).toEqual([]);

    // The admin's bearer has no header selection: importing for "the picked user" needs one.
    const noContext = await post("mode=dry-run&target=acting&name=0&url=1", csv, token);
    expect(noContext.status).toBe(403);
    expect(((await noContext.json()) as { error: string }).error).toMatch(/^Context Required/);

    const missingMapping = await post(`mode=dry-run&${query}&name=0`, csv, token);
    expect(missingMapping.status).toBe(400);
    expect(((await missingMapping.json()) as { error: string }).error).toBe("Choose the columns that hold the account name and the website.");

    const tooBig = await post(`mode=preview&${query}`, "Name,Website\n" + "x".repeat(MAX_IMPORT_BYTES), token);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { error: string }).error).toMatch(/larger than 5 MB/);
  });
});
