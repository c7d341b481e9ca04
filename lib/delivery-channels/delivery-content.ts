// What a Slack message and a webhook payload say: the report's top events with their signal, why
// they matter and links back to the app (and to the article).

export type DeliveryEvent = {
  id: string;
  title: string | null;
  accountName: string;
  eventDate: string | null;
  signal: string | null;
  tldr: string | null;
  whyItMatters: string | null;
  suggestedAction: string | null;
  articleUrl: string | null;
  publication: string | null;
};

export type DeliveryContent = {
  kind: "report" | "test";
  reportId: string | null;
  reportName: string | null;
  events: DeliveryEvent[];
};

/** Slack's and the payload's share of the report: the first events in the report's order. */
export const TOP_EVENTS = 5;

/** "funding_round" → "Funding round". */
export function signalLabel(signal: string | null): string | null {
  const words = signal?.trim().replace(/[_-]+/g, " ");
  return words ? words[0].toUpperCase() + words.slice(1).toLowerCase() : null;
}

export const eventAppUrl = (appUrl: string, eventId: string) => `${appUrl.replace(/\/$/, "")}/user/events/${eventId}`;
/** The reports page (a report has no page of its own). */
export const reportsAppUrl = (appUrl: string) => `${appUrl.replace(/\/$/, "")}/reports`;

/** The sample "Send test" delivers: clearly a test, in the real message's shape. */
export function sampleContent(): DeliveryContent {
  return {
    kind: "test",
    reportId: null,
    reportName: "Test message",
    events: [
      {
        id: "00000000-0000-4000-8000-000000000000",
        title: "Sample: Helio Grid raises a Series B to expand its battery plants",
        accountName: "Helio Grid (sample)",
        eventDate: new Date().toISOString().slice(0, 10),
        signal: "funding_round",
        tldr: "A test message from Trayo: this is how your daily report's events will look.",
        whyItMatters: "New capital usually means new projects and new buyers: a good moment to reach out.",
        suggestedAction: "Congratulate the team and ask about their expansion plans.",
        articleUrl: "https://example.com/helio-grid-series-b",
        publication: "Example News",
      },
    ],
  };
}
