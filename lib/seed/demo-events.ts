import type { EventData, EventOffering, EventStatus } from "@/lib/db/schema/events";
import { getDemoArticle } from "@/lib/providers/news-corpus/demo/list-demo-articles";
import { demoArticleUrl } from "@/lib/providers/news-corpus/demo/demo-news-host";
import { bluepeakEvents } from "./demo-events-bluepeak";
import { northwindEvents } from "./demo-events-northwind";
import type { DemoEventDef } from "./demo-event-types";
import { demoId } from "./demo-ids";
import { demoAccounts, demoCompanies, demoExecutives } from "./demo-workspace";

export const demoEvents: DemoEventDef[] = [...northwindEvents, ...bluepeakEvents];

/** Every article URL the demo seed stores on an event (the demo news corpus serves those that exist). */
export const seededArticleUrls: string[] = demoEvents.map((e) => demoArticleUrl(e.slug));

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
/**
 * The corpus was written as of this day. Seeded events keep their distance to it, counted back from
 * the day of seeding, so the demo always shows news from the last weeks.
 */
const CORPUS_TODAY = Date.UTC(2026, 10, 21);

export const demoEventId = (key: string) => demoId("event", key);
export const demoPersonId = (accountKey: string, fullName: string) => demoId("person", `${accountKey}:${fullName}`);
export const demoAccountId = (key: string) => demoId("account", key);
export const demoCompanyId = (key: string) => demoId("company", key);
export const demoUserId = (key: string) => demoId("user", key);

export type ResolvedDemoEvent = {
  def: DemoEventDef;
  id: string;
  accountId: string;
  title: string | null;
  eventDate: string | null;
  summary: string | null;
  url: string;
  publication: string | null;
  data: EventData;
  status: EventStatus;
  statusReason: string | null;
  source: string;
  isDeleted: boolean;
  insertedAt: Date;
  updatedAt: Date;
  people: { personId: string; reasoning: string }[];
};

/** The seller's solution named `name`, as an offering {name, link, offering} (solutions are "Name — link — text" lines). */
export function offeringFor(companyKey: string, name: string, offering: string): EventOffering {
  const company = demoCompanies.find((c) => c.key === companyKey);
  const line = company?.solutions.split("\n").find((l) => l.startsWith(`${name} — `));
  if (!line) throw new Error(`Demo company ${companyKey} has no solution named ${name}`);
  return { name, link: line.split(" — ")[1].trim(), offering };
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** How far corpus dates move when seeding at `now` (whole days). */
export const corpusShiftMs = (now: Date) => Math.floor((now.getTime() - CORPUS_TODAY) / DAY) * DAY;

export function resolveDemoEvents(now: Date): ResolvedDemoEvent[] {
  const shift = corpusShiftMs(now);
  const latest = now.getTime() - 10 * MINUTE;
  return demoEvents.map((def, index) => {
    const account = demoAccounts.find((a) => a.key === def.accountKey);
    if (!account) throw new Error(`Demo event ${def.key} names unknown account ${def.accountKey}`);
    const article = getDemoArticle(def.slug);
    const published = article ? new Date(article.publishedAt).getTime() + shift : null;
    // Found by a discovery a few hours after publication, or pasted in by the user a day later.
    const found = published === null ? latest - 2 * DAY : published + (def.source === "manual" ? DAY : 3 * 60 * MINUTE);
    const inFlight = def.status === "pending" || def.status === "running";
    const insertedAt = new Date(inFlight ? now.getTime() - (2 + index % 3) * MINUTE : Math.min(found, latest));
    const processedAt = new Date(Math.min(insertedAt.getTime() + (20 + (index % 5) * 7) * 1000, now.getTime()));
    // A user adding an event gives only its URL; processing fills in the rest.
    const known = article && (def.source === "discovery" || def.status === "completed");
    const data: EventData = def.context
      ? {
          event_summary: def.context.eventSummary,
          tldr: def.context.tldr,
          why_it_matters: def.context.whyItMatters,
          offerings: def.context.offerings.map((o) => offeringFor(account.companyKey, o.solution, o.offering)),
          suggested_action: def.context.suggestedAction,
          publication: article?.outlet.name,
          signal_type: article?.signalType,
        }
      : {};
    const executives = demoExecutives[def.accountKey] ?? [];
    return {
      def,
      id: demoEventId(def.key),
      accountId: demoAccountId(def.accountKey),
      title: known ? article.title : null,
      eventDate: known && published !== null ? isoDay(published) : null,
      summary: known ? article.description : null,
      url: demoArticleUrl(def.slug),
      publication: known ? article.outlet.name : null,
      data,
      status: def.status,
      statusReason: def.statusReason ?? null,
      source: def.source,
      isDeleted: def.isDeleted ?? false,
      insertedAt,
      updatedAt: inFlight ? insertedAt : processedAt,
      people: (def.people ?? []).map((p) => {
        if (!executives.some((x) => x.fullName === p.name)) throw new Error(`Demo event ${def.key} names unknown person ${p.name}`);
        return { personId: demoPersonId(def.accountKey, p.name), reasoning: p.reasoning };
      }),
    };
  });
}
