import { describe, expect, it } from "vitest";
import { exportAccounts } from "@/lib/exports/export-accounts";
import { exportEvents, EVENT_EXPORT_HEADER } from "@/lib/exports/export-events";
import { csvLine } from "@/lib/exports/csv-cell";
import { completedEventData, createEvent } from "@/tests/factories/events";
import { createRlsWorld } from "./helpers/rls-world";
import { backends, useTestDatabase } from "./helpers/test-database";

async function collect(lines: AsyncIterable<string>) {
  let text = "";
  for await (const line of lines) text += line;
  return text;
}

describe.each(backends)("CSV export on $name", (backend) => {
  const testDb = useTestDatabase(backend);

  it("exports only the caller's accounts: not a colleague's, never another company's", async () => {
    const { db } = testDb();
    const { a, b, admin } = await createRlsWorld(db);
    const own = await collect(exportAccounts({ userId: a.user.id, companyId: a.company.id }, { pageSize: 1 }));
    expect(own.split("\r\n")[0]).toBe("Account,Full name,Website,Added");
    expect(own).toContain(`\r\n${a.account.name},`);
    expect(own).not.toContain(a.colleagueAccount.name);
    expect(own).not.toContain(b.account.name);
    // The admin acting as the user gets exactly the user's file; under another company id, nothing.
    expect(await collect(exportAccounts({ userId: a.user.id, companyId: a.company.id }))).toBe(own);
    expect(await collect(exportAccounts({ userId: admin.id, companyId: a.company.id }))).toBe("Account,Full name,Website,Added\r\n");
    expect(await collect(exportAccounts({ userId: a.user.id, companyId: b.company.id }))).toBe("Account,Full name,Website,Added\r\n");
  });

  it("exports the caller's completed, non-deleted events with their contextualised fields, paged without gaps", async () => {
    const { db } = testDb();
    const { a, b } = await createRlsWorld(db);
    const scope = { userId: a.user.id, companyId: a.company.id };
    const deleted = await createEvent(db, { accountId: a.account.id, title: "Deleted one", isDeleted: true });
    const rich = await createEvent(db, {
      accountId: a.account.id,
      title: "=cmd|' /C calc'!A0",
      data: {
        ...completedEventData({ tldr: "Short, with a comma", why_it_matters: 'Says "hello"\nover two lines' }),
        also_reported_by: [{ source: "Other Wire", url: "https://other.example/story", title: "Same story", date: null }],
      },
    });
    const more = [];
    for (let i = 0; i < 4; i++) more.push(await createEvent(db, { accountId: a.account.id, title: `Paged ${i}` }));

    const text = await collect(exportEvents(scope, { pageSize: 2 }));
    expect(text.startsWith(csvLine(EVENT_EXPORT_HEADER))).toBe(true);
    for (const e of [a.event, ...more]) expect(text.split(e.title!).length - 1).toBe(1);
    expect(text).not.toContain(a.pendingEvent.title!);
    expect(text).not.toContain(deleted.title!);
    expect(text).not.toContain(a.colleagueEvent.title!);
    expect(text).not.toContain(b.event.title!);
    expect(text).not.toContain("Bravo");

    // The row in full: formula neutralised, quoted cells, offerings, also reported by.
    expect(text).toContain(
      csvLine([
        rich.eventDate,
        a.account.name,
        "=cmd|' /C calc'!A0",
        rich.url,
        completedEventData().event_summary,
        "Short, with a comma",
        'Says "hello"\nover two lines',
        completedEventData().suggested_action,
        "Forecasting Cloud",
        null,
        "Other Wire (https://other.example/story)",
        "completed",
      ]),
    );
    expect(text).toContain(`,${a.account.name},'=cmd|' /C calc'!A0,`);
    // Stakeholders linked to the event.
    expect(text).toMatch(new RegExp(`,${a.event.title},[^\\r]*,Alpha Person \\(Chief Financial Officer\\),,completed\r\n`));

    // A user of the other company sees none of company A's events.
    const other = await collect(exportEvents({ userId: b.user.id, companyId: b.company.id }));
    expect(other).toContain(b.event.title!);
    expect(other).not.toContain("Alpha");
  });
});
