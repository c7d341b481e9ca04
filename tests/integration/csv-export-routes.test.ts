import { describe, expect, it, vi } from "vitest";
import { GET as exportAccountsGet } from "@/app/api/export/accounts/route";
import { GET as exportEventsGet } from "@/app/api/export/events/route";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { createEvent } from "@/tests/factories/events";
import { createUser } from "@/tests/factories/users";
import { APP, noParams, sessionTokenFor, withFreshLocalAuth, withRouteEnvironment } from "./helpers/route-requests";
import { backends, useTestDatabase } from "./helpers/test-database";

// Route handlers read the request's cookies through next/headers; these calls carry none.
vi.mock("next/headers", () => ({
  cookies: async () => ({ getAll: () => [], get: () => undefined, set: () => {}, has: () => false }),
  headers: async () => new Headers(),
}));

const PASSWORD = "export-route-pass-42";
withRouteEnvironment("csv-export");

const get = (handler: typeof exportEventsGet, url: string, token?: string) =>
  handler(new Request(`${APP}${url}`, { headers: token === undefined ? {} : { authorization: `Bearer ${token}` } }), noParams);

describe.each(backends)("the CSV export routes on $name", (backend) => {
  const testDb = useTestDatabase(backend);
  withFreshLocalAuth();
  const tokenFor = (user: { id: string; email: string }) => sessionTokenFor(testDb().db, user, PASSWORD);

  it("streams the seller's CSV with a BOM and download headers; no session is a 401, no acting user a 403", async () => {
    const { db } = testDb();
    const company = await createCompany(db, { name: "Export Seller" });
    const seller = await createUser(db, { companyId: company.id, name: "Cara Csv" });
    const admin = await createUser(db, { companyId: company.id, name: "Ada Admin", role: "admin" });
    const account = await createAccount(db, { companyId: company.id, name: "Zürich Café", assignTo: [seller.id] });
    await createEvent(db, { accountId: account.id, title: "Zürich Café opens in Lyon" });
    const token = await tokenFor(seller);

    const events = await get(exportEventsGet, "/api/export/events", token);
    expect(events.status).toBe(200);
    expect(events.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(events.headers.get("content-disposition")).toMatch(/^attachment; filename="trayo-events-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(events.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(await events.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text).toContain(",Zürich Café,Zürich Café opens in Lyon,");

    const accounts = await get(exportAccountsGet, "/api/export/accounts", token);
    expect(accounts.headers.get("content-disposition")).toMatch(/filename="trayo-accounts-/);
    expect(await accounts.text()).toContain("\r\nZürich Café,");

    const signedOut = await get(exportEventsGet, "/api/export/events");
    expect(signedOut.status).toBe(401);
    // An admin's bearer has no header selection: no one to export for.
    const noContext = await get(exportEventsGet, "/api/export/events", await tokenFor(admin));
    expect(noContext.status).toBe(403);
    expect(((await noContext.json()) as { error: string }).error).toMatch(/^Context Required/);
  });
});
