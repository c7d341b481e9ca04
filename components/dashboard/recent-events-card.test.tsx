import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { RecentEvent } from "@/lib/dashboard/recent-events";
import { RecentEventsCard } from "./recent-events-card";

const recent = vi.hoisted(() => ({ events: [] as RecentEvent[] }));
vi.mock("@/lib/dashboard/recent-events", () => ({ listRecentEvents: async () => recent.events }));

const scope = { userId: "u1", companyId: "c1" } as Parameters<typeof RecentEventsCard>[0]["scope"];

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

async function render() {
  return new JSDOM(renderToString(await RecentEventsCard({ scope }))).window.document;
}

describe("RecentEventsCard", () => {
  it("links a completed event to its page (one still processing or failed to the events list), dates it as the events table does and shows failure reasons", async () => {
    recent.events = [
      event({}),
      event({ id: "00000000-0000-4000-8000-000000000002", title: "Nordfrakt deal", status: "failed", statusReason: "Could not fetch the article", eventDate: null }),
    ];
    const doc = await render();
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
    recent.events = [];
    const doc = await render();
    expect(doc.body.textContent).toContain("No events yet");
    expect(doc.querySelectorAll("li")).toHaveLength(0);
  });
});
