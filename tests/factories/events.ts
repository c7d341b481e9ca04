import { events, type Event, type EventData } from "@/lib/db/schema/events";
import type { Queryable } from "@/lib/db/database";
import { uniqueToken } from "./unique";

export const completedEventData = (overrides: Partial<EventData> = {}): EventData => ({
  event_summary: "The company raised a new funding round to expand into two new regions.",
  tldr: "New funding for expansion.",
  why_it_matters: "Expansion strains forecasting: a good moment to offer the Forecasting Cloud.",
  offerings: [{ name: "Forecasting Cloud", link: "https://seller.example/forecasting", offering: "Forecasts for the new regions." }],
  suggested_action: "Congratulate the CFO and offer a forecasting review.",
  publication: "Demo Wire",
  ...overrides,
});

/** A completed event with contextualised data unless overridden. */
export async function createEvent(
  db: Queryable,
  overrides: Partial<typeof events.$inferInsert> & { accountId: string },
): Promise<Event> {
  const token = uniqueToken();
  const status = overrides.status ?? "completed";
  const [row] = await db
    .insert(events)
    .values({
      title: `Event ${token}`,
      eventDate: "2026-11-01",
      summary: `Summary of event ${token}.`,
      url: `https://news.example.test/${token}`,
      publication: "Demo Wire",
      source: "manual",
      data: status === "completed" ? completedEventData() : {},
      ...overrides,
      status,
    })
    .returning();
  return row;
}
