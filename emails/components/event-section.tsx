import { Column, Hr, Img, Link, Row, Section } from "@react-email/components";
import type { EventOffering } from "@/lib/db/schema/events";
import { isWebUrl, type AlsoReportedBy } from "@/lib/events/also-reported-by";
import { timingGuardrailFor } from "@/lib/guardrails/timing-guardrails";
import { EmailText } from "./email-text";

/** Only http(s) links become live: stored data from before the input rule may hold data: or script URLs. */
function isWebLink(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** One stakeholder named for the event. */
export type EmailPerson = {
  id: string;
  fullName: string;
  title: string | null;
  profileImageUrl: string | null;
  reasoning: string | null;
};

/** What the daily report needs to show one event. */
export type EmailEvent = {
  id: string;
  title: string | null;
  url: string | null;
  eventDate: string | null;
  publication: string | null;
  accountName: string;
  accountLogoUrl: string | null;
  tldr: string | null;
  eventSummary: string | null;
  whyItMatters: string | null;
  suggestedAction: string | null;
  /** the event's signal type (data.signal_type): bad news carries a timing guardrail */
  signalType?: string | null;
  offerings: EventOffering[];
  people: EmailPerson[];
  /** the other outlets that reported the story (cleaned by alsoReportedByOf) */
  alsoReportedBy?: AlsoReportedBy[];
};

/**
 * Builds an in-app link for the email (spec 1 §2: utm_source=email, utm_medium=daily_report and a
 * utm_content tag). The daily report passes one that signs links for the recipient.
 */
export type EmailLinkBuilder = (path: string, utmContent: string) => string;

/** Unsigned links for previews, carrying the preview marker (spec 1 §9). */
export function previewLinkBuilder(appUrl: string): EmailLinkBuilder {
  return (path, utmContent) => {
    const url = new URL(path, appUrl);
    url.searchParams.set("utm_source", "email");
    url.searchParams.set("utm_medium", "daily_report");
    url.searchParams.set("utm_content", utmContent);
    url.searchParams.set("preview", "1");
    return url.toString();
  };
}

/** Mail clients need absolute image URLs; logos stored by the app are served from a relative path. */
export function absoluteImageUrl(url: string | null, appUrl: string) {
  if (!url) return null;
  try {
    return new URL(url, appUrl).toString();
  } catch {
    return null;
  }
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'Nov 21, 2026' from a YYYY-MM-DD date, without time-zone shifts. */
export function emailDate(date: string | null) {
  const match = date?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  if (!match) return null;
  return `${MONTHS[Number(match[2]) - 1]} ${Number(match[3])}, ${match[1]}`;
}

function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

const s = {
  card: { border: "1px solid #e4e4e7", borderRadius: "12px", padding: "20px 22px", margin: "0 0 20px", backgroundColor: "#ffffff" },
  meta: { fontSize: "12px", lineHeight: "18px", color: "#71717a", margin: 0 },
  account: { fontSize: "14px", fontWeight: 600, color: "#18181b", margin: 0, lineHeight: "20px" },
  logo: { borderRadius: "8px", border: "1px solid #e4e4e7", backgroundColor: "#ffffff" },
  initials: {
    width: "36px", height: "36px", borderRadius: "8px", backgroundColor: "#f4f4f5", color: "#52525b",
    fontSize: "12px", fontWeight: 700, textAlign: "center" as const, lineHeight: "36px", margin: 0,
  },
  title: { fontSize: "18px", lineHeight: "26px", fontWeight: 700, color: "#18181b", margin: "14px 0 6px", textDecoration: "none" },
  tldr: { fontSize: "14px", lineHeight: "22px", color: "#18181b", fontWeight: 600, margin: "0 0 8px" },
  body: { fontSize: "14px", lineHeight: "22px", color: "#3f3f46", margin: "0 0 12px" },
  label: { fontSize: "11px", fontWeight: 700, letterSpacing: "0.06em", textTransform: "uppercase" as const, color: "#7c3aed", margin: "16px 0 4px" },
  action: { backgroundColor: "#f5f3ff", borderRadius: "8px", padding: "12px 14px", margin: "4px 0 0" },
  care: { backgroundColor: "#fffbeb", border: "1px solid #fcd34d", borderRadius: "8px", padding: "12px 14px", margin: "4px 0 0" },
  careBadge: {
    display: "inline-block", backgroundColor: "#fef3c7", color: "#92400e", fontSize: "11px", fontWeight: 700, letterSpacing: "0.04em",
    textTransform: "uppercase" as const, borderRadius: "999px", padding: "2px 10px", margin: "12px 0 0",
  },
  offering: { fontSize: "14px", lineHeight: "21px", color: "#3f3f46", margin: "0 0 6px" },
  link: { color: "#6d28d9", fontWeight: 600, textDecoration: "none" },
  person: { verticalAlign: "top" as const, padding: "6px 8px 6px 0", width: "50%" },
  personName: { fontSize: "13px", fontWeight: 600, color: "#18181b", margin: 0, lineHeight: "18px" },
  personTitle: { fontSize: "12px", color: "#71717a", margin: 0, lineHeight: "17px" },
  outlet: { fontSize: "13px", lineHeight: "19px", color: "#52525b", margin: "0 0 4px" },
  personWhy: { fontSize: "12px", color: "#52525b", margin: "4px 0 0", lineHeight: "17px" },
  button: {
    display: "inline-block", backgroundColor: "#18181b", color: "#ffffff", fontSize: "13px", fontWeight: 600,
    padding: "9px 16px", borderRadius: "8px", textDecoration: "none",
  },
  secondary: { display: "inline-block", color: "#18181b", fontSize: "13px", fontWeight: 600, padding: "9px 4px 9px 16px", textDecoration: "none" },
  notRelevant: { display: "inline-block", color: "#52525b", fontSize: "13px", padding: "9px 4px 9px 16px", textDecoration: "underline" },
};

// Built once, not during render: EmailText works a paragraph's style out once per style object.
const actionLabel = { ...s.label, margin: "0 0 4px" };
const actionBody = { ...s.body, margin: 0 };
const careLabel = { ...actionLabel, color: "#92400e" };
/** What the email suggests instead of an action for bad news: no pitch. */
export const CARE_SUGGESTION = "Reach out with empathy, if at all: acknowledge the news and offer help, and leave any pitch for later.";

function PersonCell({ person, linkFor, appUrl }: { person: EmailPerson; linkFor: EmailLinkBuilder; appUrl: string }) {
  const photo = absoluteImageUrl(person.profileImageUrl, appUrl);
  return (
    <Column style={s.person}>
      {photo ? <Img src={photo} alt={person.fullName} width="32" height="32" style={{ borderRadius: "16px", marginBottom: "4px" }} /> : null}
      <Link href={linkFor(`/user/people/person/${person.id}`, "person")} style={{ textDecoration: "none" }}>
        <EmailText style={s.personName}>{person.fullName}</EmailText>
      </Link>
      {person.title ? <EmailText style={s.personTitle}>{person.title}</EmailText> : null}
      {person.reasoning ? <EmailText style={s.personWhy}>{person.reasoning}</EmailText> : null}
    </Column>
  );
}

/** The other outlets' articles of the story, each outlet a link (http(s) only), then its headline. */
function OtherOutlets({ outlets }: { outlets: AlsoReportedBy[] }) {
  const shown = outlets.filter((o) => isWebUrl(o.url));
  if (shown.length === 0) return null;
  return (
    <>
      <EmailText style={s.label}>Also reported by</EmailText>
      {shown.map((o) => (
        <EmailText key={o.url} style={s.outlet}>
          <Link href={o.url} style={s.link}>
            {o.source}
          </Link>
          {o.title ? ` — ${o.title}` : null}
        </EmailText>
      ))}
    </>
  );
}

/** Stakeholders named per event before '+N' (spec 2 §9). */
export const MAX_EMAIL_PEOPLE = 5;

/** People two per row (spec 1 §9), up to five, then '+N'. */
function People({ people, linkFor, appUrl }: { people: EmailPerson[]; linkFor: EmailLinkBuilder; appUrl: string }) {
  const shown = people.slice(0, MAX_EMAIL_PEOPLE);
  const hidden = people.length - shown.length;
  const rows: EmailPerson[][] = [];
  for (let i = 0; i < shown.length; i += 2) rows.push(shown.slice(i, i + 2));
  return (
    <>
      <EmailText style={s.label}>People to contact</EmailText>
      {rows.map((pair) => (
        <Row key={pair[0].id}>
          {pair.map((person) => (
            <PersonCell key={person.id} person={person} linkFor={linkFor} appUrl={appUrl} />
          ))}
          {pair.length === 1 ? <Column style={s.person} /> : null}
        </Row>
      ))}
      {hidden > 0 ? <EmailText style={s.personTitle}>{`+${hidden}`}</EmailText> : null}
    </>
  );
}

/** How one event appears in the daily report email. */
export function EventSection({ event, linkFor, appUrl, notRelevantUrl }: { event: EmailEvent; linkFor: EmailLinkBuilder; appUrl: string; notRelevantUrl?: string }) {
  const logo = absoluteImageUrl(event.accountLogoUrl, appUrl);
  const date = emailDate(event.eventDate);
  const meta = [date, event.publication].filter(Boolean).join(" · ");
  const title = event.title || event.url || "Untitled event";
  const guardrail = timingGuardrailFor({ signalType: event.signalType, texts: [event.title, event.tldr, event.eventSummary] });
  return (
    <Section style={s.card}>
      <Row>
        <Column style={{ width: "46px", verticalAlign: "middle" }}>
          {logo ? (
            <Img src={logo} alt={event.accountName} width="36" height="36" style={s.logo} />
          ) : (
            <EmailText style={s.initials}>{initialsOf(event.accountName)}</EmailText>
          )}
        </Column>
        <Column style={{ verticalAlign: "middle" }}>
          <EmailText style={s.account}>{event.accountName}</EmailText>
          {meta ? <EmailText style={s.meta}>{meta}</EmailText> : null}
        </Column>
      </Row>
      {guardrail ? <EmailText style={s.careBadge}>{guardrail.label}</EmailText> : null}
      {event.url ? (
        <Link href={event.url} style={{ textDecoration: "none" }}>
          <EmailText style={s.title}>{title}</EmailText>
        </Link>
      ) : (
        <EmailText style={s.title}>{title}</EmailText>
      )}
      {event.tldr ? <EmailText style={s.tldr}>{event.tldr}</EmailText> : null}
      {event.eventSummary ? <EmailText style={s.body}>{event.eventSummary}</EmailText> : null}
      {event.whyItMatters ? (
        <>
          <EmailText style={s.label}>Why it matters</EmailText>
          <EmailText style={s.body}>{event.whyItMatters}</EmailText>
        </>
      ) : null}
      {event.offerings.length > 0 ? (
        <>
          <EmailText style={s.label}>Relevant offerings</EmailText>
          {event.offerings.map((o, i) => (
            <EmailText key={`${o.name}-${i}`} style={s.offering}>
              {isWebLink(o.link) ? (
                <Link href={o.link} style={s.link}>
                  {o.name}
                </Link>
              ) : (
                o.name
              )}
              {o.fit === "weak" ? " (weak fit)" : null}
              {o.offering ? ` — ${o.offering}` : null}
            </EmailText>
          ))}
        </>
      ) : null}
      {guardrail ? (
        <Section style={s.care}>
          <EmailText style={careLabel}>{guardrail.label}</EmailText>
          <EmailText style={actionBody}>{`${guardrail.warning} ${CARE_SUGGESTION}`}</EmailText>
        </Section>
      ) : event.suggestedAction ? (
        <Section style={s.action}>
          <EmailText style={actionLabel}>Suggested action</EmailText>
          <EmailText style={actionBody}>{event.suggestedAction}</EmailText>
        </Section>
      ) : null}
      {event.people.length > 0 ? <People people={event.people} linkFor={linkFor} appUrl={appUrl} /> : null}
      {event.alsoReportedBy?.length ? <OtherOutlets outlets={event.alsoReportedBy} /> : null}
      <Hr style={{ borderColor: "#f4f4f5", margin: "16px 0 14px" }} />
      <Link href={linkFor(`/user/events/${event.id}/compose`, "draft_message")} style={s.button}>
        Draft a message
      </Link>
      {/* Keeps the two links apart in the plain-text part. */}{" "}
      {event.url ? (
        <Link href={event.url} style={s.secondary}>
          Read article →
        </Link>
      ) : null}
      {/* The signed page asks to confirm: opening the link (mail scanners do) marks nothing. */}
      {notRelevantUrl ? (
        <>
          {" "}
          <Link href={notRelevantUrl} style={s.notRelevant}>
            Not relevant
          </Link>
        </>
      ) : null}
    </Section>
  );
}
