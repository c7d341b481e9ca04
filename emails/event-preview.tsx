import { Body, Container, Head, Html, Preview, Section, Text } from "@react-email/components";
import { alsoReportedByOf } from "@/lib/events/also-reported-by";
import { summaryWithoutTldr } from "@/lib/events/summary-without-tldr";
import type { EventDetail, EventStakeholder } from "@/lib/events/get-event";
import { EventSection, previewLinkBuilder, type EmailEvent, type EmailLinkBuilder } from "./components/event-section";

type Props = { event: EmailEvent; appUrl: string; linkFor?: EmailLinkBuilder };

/** Maps a loaded event and its stakeholders to what the email shows. */
export function toEmailEvent(event: EventDetail, people: EventStakeholder[]): EmailEvent {
  const data = event.data ?? {};
  const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : null);
  return {
    id: event.id,
    title: event.title,
    url: event.url,
    eventDate: event.eventDate,
    publication: event.publication ?? text(data.publication),
    accountName: event.account.name,
    accountLogoUrl: event.account.logoUrl,
    tldr: text(data.tldr),
    eventSummary: withoutTldr(text(data.event_summary) ?? event.summary, text(data.tldr)),
    whyItMatters: text(data.why_it_matters),
    suggestedAction: text(data.suggested_action),
    signalType: text(data.signal_type),
    offerings: Array.isArray(data.offerings) ? data.offerings : [],
    alsoReportedBy: alsoReportedByOf(data),
    people: people.map((p) => ({ id: p.id, fullName: p.fullName, title: p.title, profileImageUrl: p.profileImageUrl, reasoning: p.reasoning })),
  };
}

/** One event as it will appear in the daily report email (the Events page's Preview tab). */
export default function EventPreviewEmail({ event, appUrl, linkFor }: Props) {
  return (
    <Html lang="en">
      <Head>
        <title>Preview of this event in your daily report</title>
      </Head>
      <Preview>{event.tldr || event.title || event.accountName}</Preview>
      <Body style={{ backgroundColor: "#f4f4f5", margin: 0, padding: "24px 0", fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" }}>
        <Container style={{ maxWidth: "600px", padding: "0 16px" }}>
          <Section style={{ padding: "0 4px 12px" }}>
            <Text style={{ fontSize: "12px", color: "#71717a", margin: 0 }}>Preview of this event in your daily report</Text>
          </Section>
          <EventSection event={event} appUrl={appUrl} linkFor={linkFor ?? previewLinkBuilder(appUrl)} />
        </Container>
      </Body>
    </Html>
  );
}

EventPreviewEmail.PreviewProps = {
  appUrl: "http://localhost:3000",
  event: {
    id: "00000000-0000-4000-8000-000000000001",
    title: "Helio Grid raises $120M Series C to build three new storage plants",
    url: "https://news.demo.trayo.local/helio-grid-series-c",
    eventDate: "2026-11-20",
    publication: "Grid Weekly",
    accountName: "Helio Grid",
    accountLogoUrl: null,
    tldr: "Helio Grid closed a $120M Series C to fund three grid-scale storage plants.",
    eventSummary: "The round was led by Northstar Capital. The company plans to double its operations team by 2027.",
    whyItMatters: "Rapid expansion will stretch their forecasting and hiring plans.",
    suggestedAction: "Congratulate the CFO and offer a forecasting review for the new plants.",
    offerings: [{ name: "Revenue Forecasting Cloud", link: "https://northwind.example/forecasting", offering: "Forecast bookings for the new plants." }],
    people: [{ id: "00000000-0000-4000-8000-000000000002", fullName: "Marcus Ode", title: "Chief Financial Officer", profileImageUrl: null, reasoning: "Owns the budget for the expansion." }],
  },
} satisfies Props;

const withoutTldr = (summary: string | null, tldr: string | null) => (summary ? summaryWithoutTldr(summary, tldr) : null);
