import { Body, Column, Container, Head, Hr, Html, Link, Preview, Row, Section } from "@react-email/components";
import { EmailText } from "./components/email-text";
import { HeatingUpSection } from "./components/heating-up-section";
import type { HeatingUpAccount } from "@/lib/account-heat/heat-score";
import { EventSection, previewLinkBuilder, type EmailEvent, type EmailLinkBuilder } from "./components/event-section";

/** Accounts named in the report's opening line before '+N more' (spec 1 §9). */
export const MAX_NAMED_ACCOUNTS = 4;

export type DailyReportProps = {
  appUrl: string;
  /** The recipient's first name, if known. */
  firstName: string | null;
  events: EmailEvent[];
  /** Signs links for the recipient; previews leave it out and get unsigned links with the preview marker. */
  linkFor?: EmailLinkBuilder;
  /** The recipient's company, named in the footer's "why you get this". */
  companyName?: string | null;
  /** The signed unsubscribe page of the recipient (sent mails only). */
  unsubscribeUrl?: string;
  /** The recipient's accounts heating up (issue 25): a section above the events. */
  heatingUp?: HeatingUpAccount[];
  /** Each event's signed "Not relevant" page for the recipient (sent mails only). */
  notRelevantUrlFor?: (eventId: string) => string;
};

/** The distinct account names in report order. */
export function accountNamesOf(events: EmailEvent[]): string[] {
  return [...new Set(events.map((e) => e.accountName))];
}

/** 'Helio Grid, Ortega Foods, Pinecrest, Quarry Labs +3 more' */
export function accountsLine(names: string[]): string {
  const shown = names.slice(0, MAX_NAMED_ACCOUNTS).join(", ");
  const hidden = names.length - MAX_NAMED_ACCOUNTS;
  return hidden > 0 ? `${shown} +${hidden} more` : shown;
}

const s = {
  body: { backgroundColor: "#f4f4f5", margin: 0, padding: "24px 0", fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" },
  container: { maxWidth: "600px", padding: "0 16px" },
  brand: { fontSize: "18px", fontWeight: 800, color: "#18181b", margin: 0, letterSpacing: "-0.01em" },
  heading: { fontSize: "22px", lineHeight: "30px", fontWeight: 700, color: "#18181b", margin: "16px 0 4px" },
  intro: { fontSize: "14px", lineHeight: "22px", color: "#3f3f46", margin: "0 0 20px" },
  empty: { fontSize: "14px", lineHeight: "22px", color: "#52525b", margin: "0 0 20px" },
  footerLink: { color: "#6d28d9", fontSize: "13px", fontWeight: 600, textDecoration: "none" },
  footer: { fontSize: "12px", lineHeight: "18px", color: "#71717a", margin: "12px 0 0" },
  footerSmallLink: { color: "#52525b", fontSize: "12px", textDecoration: "underline" },
};

/**
 * The daily report: one template for the in-app preview and the sent mail. Table layout (React
 * Email's Section/Row/Column render tables), inline styles only, absolute image URLs, no scripts.
 */
export default function DailyReportEmail({ appUrl, firstName, events, linkFor, companyName, unsubscribeUrl, heatingUp = [], notRelevantUrlFor }: DailyReportProps) {
  const link = linkFor ?? previewLinkBuilder(appUrl);
  const names = accountNamesOf(events);
  const count = events.length;
  const summary = count === 0 ? "No new activity in your accounts." : `${count} new ${count === 1 ? "activity" : "activities"} at ${accountsLine(names)}`;
  return (
    <Html lang="en">
      <Head>
        <title>Your Trayo daily report</title>
      </Head>
      <Preview>{summary}</Preview>
      <Body style={s.body}>
        <Container style={s.container}>
          <Section style={{ padding: "0 4px" }}>
            <EmailText style={s.brand}>Trayo</EmailText>
            <EmailText style={s.heading}>{firstName ? `Good morning, ${firstName}` : "Your daily report"}</EmailText>
            <EmailText style={count === 0 ? s.empty : s.intro}>{summary}</EmailText>
          </Section>
          <HeatingUpSection accounts={heatingUp} />
          {events.map((event) => (
            <EventSection key={event.id} event={event} linkFor={link} appUrl={appUrl} notRelevantUrl={notRelevantUrlFor?.(event.id)} />
          ))}
          <Hr style={{ borderColor: "#e4e4e7", margin: "8px 0 12px" }} />
          <Row>
            <Column>
              <Link href={link("/user/events", "all_events")} style={s.footerLink}>
                See all events
              </Link>
            </Column>
            <Column align="right">
              <Link href={link("/user/accounts", "accounts")} style={s.footerLink}>
                Your accounts
              </Link>
            </Column>
          </Row>
          <EmailText style={s.footer}>
            {/* One text node before each link: adjacent ones would render apart from @react-email/render's output. */}
            {`You receive this daily report because you are assigned accounts${companyName ? ` at ${companyName}` : ""} in Trayo. `}
            <Link href={link("/user/settings", "delivery_settings")} style={s.footerSmallLink}>
              Delivery settings
            </Link>
            {unsubscribeUrl && (
              <>
                {" · "}
                <Link href={unsubscribeUrl} style={s.footerSmallLink}>
                  Unsubscribe
                </Link>
              </>
            )}
          </EmailText>
        </Container>
      </Body>
    </Html>
  );
}

DailyReportEmail.PreviewProps = {
  appUrl: "http://localhost:3000",
  firstName: "Ana",
  events: [],
} satisfies DailyReportProps;
