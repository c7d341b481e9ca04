import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { toEventListRow } from "@/lib/events/event-list-row";
import type { EventRow } from "@/lib/events/list-events";
import { EventsTable } from "./events-table";

const noop = () => {};
const handlers = { onPreview: noop, onEdit: noop, onRefresh: noop, onDelete: noop };

let n = 0;
function row(overrides: Partial<EventRow> = {}): EventRow {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    title: `Event ${n}`,
    eventDate: "2026-11-21",
    summary: null,
    accountId: "a1",
    url: `https://news.example/${n}`,
    publication: "Demo Wire",
    tldr: null,
    status: "completed",
    statusReason: null,
    source: "manual",
    isDeleted: false,
    insertedAt: new Date("2026-11-21T10:00:00Z"),
    accountName: "Helio Grid",
    accountLogoUrl: null,
    usageStatus: "unused",
    reportName: null,
    sentAt: null,
    ...overrides,
  };
}

function render(rows: EventRow[], refreshing: string[] = []) {
  const html = renderToString(<EventsTable rows={rows} refreshingIds={new Set(refreshing)} handlers={handlers} />);
  return new JSDOM(html).window.document;
}

/** The accessible name, as a browser computes it from aria-label or aria-labelledby (jsdom does not). */
const nameOf = (doc: Document, el: Element) =>
  el.getAttribute("aria-label") ??
  (el.getAttribute("aria-labelledby") ?? "")
    .split(" ")
    .map((id) => doc.getElementById(id)?.textContent ?? "")
    .join(" ");
const descriptionOf = (doc: Document, el: Element) => doc.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent ?? "";
/** Why a disabled action is disabled: said by the focusable wrapper around it. */
const reasonOf = (doc: Document, b: Element) => descriptionOf(doc, b.parentElement!);

const button = (doc: Document, eventId: string, name: RegExp) =>
  [...doc.querySelectorAll(`tr[data-event-id="${eventId}"] button`)].find((b) => name.test(nameOf(doc, b))) as HTMLButtonElement;
const isEnabled = (b: HTMLButtonElement) => !b.disabled;

describe("EventsTable", () => {
  it("has the spec's columns and an empty text", () => {
    const doc = render([]);
    expect([...doc.querySelectorAll("th")].map((th) => th.textContent)).toEqual(["Account", "Date", "Pub", "Title", "Report", "Status", "Actions"]);
    expect(doc.body.textContent).toContain("No events found.");
  });

  it("shows account, date, publication, title and the report usage", () => {
    const draft = row({ usageStatus: "pending", reportName: "Uma 11/20" });
    const sent = row({ usageStatus: "sent", reportName: "Uma 11/13", sentAt: new Date() });
    const unused = row();
    const doc = render([draft, sent, unused]);
    const text = (r: EventRow) => doc.querySelector(`tr[data-event-id="${r.id}"]`)!.textContent!;
    expect(text(unused)).toContain("Helio Grid");
    expect(text(unused)).toContain("Nov 21, 2026");
    expect(text(unused)).toContain("Demo Wire");
    expect(text(unused)).toContain(unused.title);
    expect(text(unused)).toContain("unused");
    expect(text(draft)).toContain("Draft");
    expect(text(draft)).toContain("Uma 11/20");
    expect(text(sent)).toContain("sent");
    expect(text(sent)).toContain("Uma 11/13");
  });

  it("dims sent and deleted rows and labels deleted ones", () => {
    const sent = row({ usageStatus: "sent", reportName: "R" });
    const deleted = row({ isDeleted: true });
    const plain = row();
    const doc = render([sent, deleted, plain]);
    const cls = (r: EventRow) => doc.querySelector(`tr[data-event-id="${r.id}"]`)!.className;
    expect(cls(sent)).toBe("ev-dim");
    expect(cls(deleted)).toBe("ev-dim");
    expect(cls(plain)).toBe("");
    expect(doc.querySelector(`tr[data-event-id="${deleted.id}"]`)!.textContent).toContain("Deleted");
    expect(doc.querySelector(`tr[data-event-id="${plain.id}"]`)!.textContent).not.toContain("Deleted");
  });

  it("enables row actions per status, usage and refreshing", () => {
    const pending = row({ status: "pending", title: null });
    const running = row({ status: "running" });
    const failed = row({ status: "failed", statusReason: "Article could not be fetched" });
    const sent = row({ usageStatus: "sent", reportName: "R" });
    const refreshing = row();
    const doc = render([pending, running, failed, sent, refreshing], [refreshing.id]);
    const enabled = (r: EventRow) =>
      [/^Preview /, /^(Edit|View) /, /^Refresh /, /^Delete /].map((name) => isEnabled(button(doc, r.id, name)));
    expect(enabled(pending)).toEqual([false, false, false, true]);
    expect(enabled(running)).toEqual([false, false, false, false]);
    expect(enabled(failed)).toEqual([false, false, true, true]);
    expect(enabled(sent)).toEqual([true, true, false, false]);
    expect(enabled(refreshing)).toEqual([true, true, false, true]);
    expect(nameOf(doc, button(doc, sent.id, /^View /))).toBe(`View ${sent.title}`);
    expect(nameOf(doc, button(doc, pending.id, /^Preview /))).toBe(`Preview ${pending.url}`);
    // Disabled actions say why (described by a reason the table states once).
    expect(reasonOf(doc, button(doc, sent.id, /^Delete /))).toBe("Sent events are read-only");
    expect(reasonOf(doc, button(doc, sent.id, /^Refresh /))).toBe("Sent events are read-only");
    expect(reasonOf(doc, button(doc, running.id, /^Delete /))).toBe("Running events cannot be deleted");
    expect(reasonOf(doc, button(doc, pending.id, /^Edit /))).toBe("Available once processing completes");
    expect(button(doc, refreshing.id, /^Refresh /).className).toBe("ev-spin");
    expect(reasonOf(doc, button(doc, refreshing.id, /^Refresh /))).toBe("Already processing");
    expect(button(doc, failed.id, /^Delete /).parentElement!.hasAttribute("aria-describedby")).toBe(false);
    // A pending event without a title yet is shown by its URL; the failure reason is in the row, as text.
    expect(doc.querySelector(`tr[data-event-id="${pending.id}"]`)!.textContent).toContain(pending.url!);
    const failedBadge = [...doc.querySelectorAll(`tr[data-event-id="${failed.id}"] span`)].find((s) => s.textContent === "Failed")!;
    expect(descriptionOf(doc, failedBadge)).toBe("Article could not be fetched");
    expect(doc.querySelector(`tr[data-event-id="${failed.id}"]`)!.textContent).toContain("Article could not be fetched");
  });

  it("keeps a row light: no inline icons, no per-row styling classes, empty fields left out of the data", () => {
    const rows = Array.from({ length: 20 }, () => row({ usageStatus: "pending", reportName: "Uma 11/20" }));
    const html = renderToString(<EventsTable rows={rows.map(toEventListRow)} refreshingIds={new Set()} handlers={handlers} />);
    expect(html).not.toContain("<svg");
    expect(html.length / rows.length).toBeLessThan(1100);
    expect(Object.keys(toEventListRow(row()))).not.toContain("statusReason");
    expect(Object.keys(toEventListRow(row()))).not.toContain("summary");
  });
});
