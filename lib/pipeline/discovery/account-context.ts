import { count, desc, eq } from "drizzle-orm";
import type { Queryable } from "@/lib/db/database";
import { accounts, accountUsers } from "@/lib/db/schema/accounts";
import { eventFeedback } from "@/lib/db/schema/event-feedback";
import { companies } from "@/lib/db/schema/companies";
import { events } from "@/lib/db/schema/events";
import { people } from "@/lib/db/schema/people";
import type { SignalType } from "@/lib/providers/llm/signal-types";
import { buildAccountProfile, type AccountProfile } from "./account-profile";
import { discoveryFeedbackOf, type DiscoveryFeedback, type FeedbackMark } from "./feedback-cues";
import { classifySignal } from "./signal-type";
import type { ExistingEvent } from "./story-candidates";

export const SEMANTIC_DEDUP_LOOKBACK_DAYS = 60;

export type AccountContext = {
  account: { id: string; name: string; fullName: string | null; url: string };
  seller: { name: string; solutions: string };
  profile: AccountProfile;
  recentEvents: ExistingEvent[];
  /** every URL the account already has an event for (deleted ones too: they must not come back) */
  knownUrls: string[];
  /** sellers' standing "Not relevant" marks on the account's events */
  feedback: DiscoveryFeedback;
};

/** Step 2's inputs: the account, its seller company, people and the events of the last 60 days. */
export async function loadAccountContext(db: Queryable, accountId: string, now: Date): Promise<AccountContext | null> {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name, fullName: accounts.fullName, url: accounts.url, companyName: companies.name, solutions: companies.solutions, brief: companies.solutionsBrief })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(accounts.id, accountId));
  if (!row) return null;
  const [peopleRows, eventRows, markRows, [assigned]] = await Promise.all([
    db.select({ fullName: people.fullName }).from(people).where(eq(people.accountId, accountId)),
    db
      .select({ id: events.id, title: events.title, url: events.url, summary: events.summary, eventDate: events.eventDate, data: events.data, publication: events.publication, isDeleted: events.isDeleted, insertedAt: events.insertedAt })
      .from(events)
      .where(eq(events.accountId, accountId))
      .orderBy(desc(events.insertedAt))
      .limit(500),
    db
      .select({ id: eventFeedback.id, userId: eventFeedback.userId, eventId: eventFeedback.eventId, reason: eventFeedback.reason, duplicateOfEventId: eventFeedback.duplicateOfEventId, title: events.title, summary: events.summary, data: events.data, publication: events.publication })
      .from(eventFeedback)
      .innerJoin(events, eq(events.id, eventFeedback.eventId))
      .where(eq(eventFeedback.accountId, accountId))
      .orderBy(eventFeedback.createdAt, eventFeedback.id),
    db.select({ n: count() }).from(accountUsers).where(eq(accountUsers.accountId, accountId)),
  ]);
  const marks: FeedbackMark[] = markRows.map((m) => ({
    id: m.id,
    userId: m.userId,
    eventId: m.eventId,
    reason: m.reason,
    duplicateOfEventId: m.duplicateOfEventId,
    title: m.title ?? "",
    text: [m.summary, m.data.event_summary].filter((t) => typeof t === "string").join(" "),
    publication: m.publication ?? (typeof m.data.publication === "string" ? m.data.publication : null),
    signalType: (m.data.signal_type as SignalType | undefined) ?? (m.title ? classifySignal(m.title, m.summary ?? "") : null),
  }));
  // A story marked "wrong company" is about another company: it must not teach the profile its industry.
  const wrongCompany = new Set(marks.filter((m) => m.reason === "wrong_company").map((m) => m.eventId));
  // A story marked "duplicate" is one story with its pair: it joins the pair instead of standing alone.
  const duplicateOf = new Map(marks.filter((m) => m.reason === "duplicate" && m.duplicateOfEventId).map((m) => [m.eventId, m.duplicateOfEventId!]));
  const since = now.getTime() - SEMANTIC_DEDUP_LOOKBACK_DAYS * 86_400_000;
  const recent = eventRows.filter((e) => !e.isDeleted && e.insertedAt.getTime() >= since && !wrongCompany.has(e.id));
  const profile = buildAccountProfile({
    name: row.name,
    fullName: row.fullName,
    url: row.url,
    people: peopleRows.map((p) => p.fullName),
    history: recent.map((e) => `${e.title ?? ""} ${e.data.event_summary ?? e.summary ?? ""}`),
  });
  const merged = recent.map((e) => {
    const copies = recent.filter((c) => duplicateOf.get(c.id) === e.id);
    return copies.length ? { ...e, summary: [e.summary, ...copies.map((c) => `${c.title ?? ""}. ${c.summary ?? ""}`)].filter(Boolean).join(" ") } : e;
  });
  return {
    account: { id: row.id, name: row.name, fullName: row.fullName, url: row.url },
    seller: { name: row.companyName, solutions: `${row.solutions ?? ""}\n${row.brief ?? ""}` },
    profile,
    feedback: discoveryFeedbackOf(marks, profile, assigned?.n ?? 0),
    recentEvents: merged.filter((e) => !duplicateOf.has(e.id) || !recent.some((p) => p.id === duplicateOf.get(e.id))).map((e) => ({
      id: e.id,
      url: e.url,
      title: e.title ?? "",
      snippet: e.summary ?? "",
      text: [e.data.event_summary, e.data.tldr].filter(Boolean).join(" "),
      signalType: (e.data.signal_type as SignalType | undefined) ?? null,
      date: e.eventDate,
      seenAt: e.insertedAt.toISOString(),
      publication: e.publication ?? (typeof e.data.publication === "string" ? e.data.publication : null),
      eventSummary: typeof e.data.event_summary === "string" ? e.data.event_summary : null,
    })),
    knownUrls: eventRows.map((e) => e.url).filter((u): u is string => Boolean(u)),
  };
}

