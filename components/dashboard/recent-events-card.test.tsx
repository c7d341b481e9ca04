import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { RecentEvent } from "@/lib/dashboard/load-dashboard";
import { RecentEventsCard } from "./recent-events-card";

function event(overrides: Partial<RecentEvent>): RecentEvent {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    title: "Helio Grid raises $120M",
    url: "https://news.example/helio",
    status: "completed",
    statusReason: null,
    eventDate: "2026-11-20",
    insertedAt: new Date("2026-11-20T10:00:00Z"),
    publication: "Venture Ledger",
    accountId: "a1",
    accountName: "Helio Grid",
    accountLogoUrl: null,
    ...overrides,
  };
}

function render(events: RecentEvent[]) {
  return new JSDOM(renderToString(RecentEventsCard({ events }))).window.document;
}

describe("RecentEventsCard", () => {
  it("links a completed event to its page (one still processing or failed to the events list), dates it as the events table does and shows failure reasons", async () => {
    const doc = render([
      event({}),
      event({ id: "00000000-0000-4000-8000-000000000002", title: "Nordfrakt deal", status: "failed", statusReason: "Could not fetch the article", eventDate: null }),
    ]);
    const items = [...doc.querySelectorAll("li")];
    expect(items).toHaveLength(2);
    expect(items.map((li) => [...li.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")]))).toEqual([
      [["Helio Grid raises $120M", "/user/events/00000000-0000-4000-8000-000000000001"]],
      [["Nordfrakt deal", "/events"]],
    ]);
    // Like /events: the event's own date (MM/DD, "Nov 20, 2026" on wide screens), a dash when it has none.
    expect([...doc.querySelectorAll("time")].map((t) => [t.getAttribute("datetime"), t.textContent])).toEqual([
      ["2026-11-20", "11/20Nov 20, 2026"],
      [null, "——"],
    ]);
    expect(doc.querySelector('[aria-label="Failed: Could not fetch the article"]')).not.toBeNull();
  });

  it("shows 'No events yet' when there are none", async () => {
    const doc = render([]);
    expect(doc.body.textContent).toContain("No events yet");
    expect(doc.querySelectorAll("li")).toHaveLength(0);
  });
});
