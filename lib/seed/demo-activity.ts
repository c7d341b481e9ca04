import type { EmailStatus } from "@/lib/db/schema/emails";
import { DISCOVERY_JOB_LOST_REASON } from "@/lib/discoveries/reap-orphaned-discoveries";
import type { ResolvedDemoEvent } from "./demo-events";
import { demoAccountId, demoCompanyId, demoUserId } from "./demo-events";
import { demoId } from "./demo-ids";
import { demoAccounts, demoUsers } from "./demo-workspace";

// Reports, sent mail and discovery runs of the demo workspace, placed in time relative to its events.

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const FROM = "Trayo <reports@trayo.local>";

type DemoReportDef = {
  key: string;
  userKey: string;
  eventKeys: string[];
  sent?: { status: EmailStatus };
};

const demoReports: DemoReportDef[] = [
  { key: "uma-sent", userKey: "user", eventKeys: ["cobalt-settlement", "larkspur-q3", "nimbus-hiring"], sent: { status: "clicked" } },
  { key: "uma-draft", userKey: "user", eventKeys: ["helio-series-c", "quantia-celloptics"] },
  { key: "sam-sent", userKey: "sam", eventKeys: ["larkspur-closures", "orbital-greenleaf", "tessel-cobot"], sent: { status: "opened" } },
  { key: "bea-sent", userKey: "bea", eventKeys: ["arcadia-ransomware", "pinecrest-cloud"], sent: { status: "delivered" } },
];

type DemoDiscoveryDef = {
  key: string;
  accountKey: string;
  userKey: string;
  status: "running" | "completed" | "failed";
  source: "auto" | "test";
  /** completed runs: the events this run created (it started just before them) */
  selects?: string[];
  /** other runs: how long before seeding it started */
  startedAgo?: number;
  error?: string;
};

const demoDiscoveries: DemoDiscoveryDef[] = [
  { key: "helio-auto", accountKey: "helio", userKey: "user", status: "completed", source: "auto", selects: ["helio-series-c"] },
  { key: "quantia-test", accountKey: "quantia", userKey: "user", status: "completed", source: "test", selects: ["quantia-celloptics"] },
  { key: "verdant-auto", accountKey: "verdant", userKey: "bea", status: "completed", source: "auto", selects: ["verdant-voltway"] },
  { key: "skyforge-auto", accountKey: "skyforge", userKey: "bea", status: "completed", source: "auto", selects: ["skyforge-hiring"] },
  {
    key: "ferrovia-auto",
    accountKey: "ferrovia",
    userKey: "user",
    status: "failed",
    source: "auto",
    startedAgo: 2 * DAY,
    error: "News search did not answer within 30 seconds.",
  },
  // A run whose worker ended mid-way, as the reaper leaves it (a "running" row with no job would be an orphan).
  {
    key: "cobalt-auto",
    accountKey: "cobalt",
    userKey: "user",
    status: "failed",
    source: "auto",
    startedAgo: 5 * HOUR,
    error: DISCOVERY_JOB_LOST_REASON,
  },
];

const numberWords = ["Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten"];

/** Spec 2 §9: '{count in words up to Ten} new activity/activities spotted in your accounts'. */
export function demoReportSubject(count: number) {
  if (count === 0) return "New Trayo AI report for you";
  const word = numberWords[count] ?? String(count);
  return `${word} new ${count === 1 ? "activity" : "activities"} spotted in your accounts`;
}

const userOf = (key: string) => {
  const user = demoUsers.find((u) => u.key === key);
  if (!user) throw new Error(`Unknown demo user ${key}`);
  return user;
};

export type ResolvedDemoReport = {
  id: string;
  name: string;
  subject: string;
  userId: string;
  companyId: string;
  createdAt: Date;
  sentAt: Date | null;
  eventIds: string[];
};

export type ResolvedDemoEmail = {
  id: string;
  emailType: string;
  toEmail: string;
  fromEmail: string;
  subject: string;
  externalId: string;
  reportId: string | null;
  userId: string;
  companyId: string;
  createdAt: Date;
  status: {
    currentStatus: EmailStatus;
    sentAt: Date;
    deliveredAt: Date | null;
    firstOpenedAt: Date | null;
    firstClickedAt: Date | null;
    bouncedAt: Date | null;
  };
};

export type ResolvedDemoDiscovery = {
  id: string;
  accountKey: string;
  /** the events this run created */
  selected: ResolvedDemoEvent[];
  accountId: string;
  userId: string;
  status: DemoDiscoveryDef["status"];
  source: DemoDiscoveryDef["source"];
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
};

function emailStatusTimeline(sentAt: Date, status: EmailStatus): ResolvedDemoEmail["status"] {
  const at = (offset: number) => new Date(sentAt.getTime() + offset);
  const delivered = ["delivered", "opened", "clicked"].includes(status);
  return {
    currentStatus: status,
    sentAt,
    deliveredAt: delivered ? at(40 * 1000) : null,
    firstOpenedAt: status === "opened" || status === "clicked" ? at(2 * HOUR) : null,
    firstClickedAt: status === "clicked" ? at(2 * HOUR + 3 * MINUTE) : null,
    bouncedAt: status === "bounced" ? at(20 * 1000) : null,
  };
}

export function resolveDemoActivity(events: ResolvedDemoEvent[], now: Date) {
  const eventByKey = new Map(events.map((e) => [e.def.key, e]));
  const reports: ResolvedDemoReport[] = [];
  const emails: ResolvedDemoEmail[] = [];

  for (const def of demoReports) {
    const user = userOf(def.userKey);
    const included = def.eventKeys.map((key) => {
      const event = eventByKey.get(key);
      if (!event || event.status !== "completed") throw new Error(`Demo report ${def.key} needs completed event ${key}`);
      return event;
    });
    const newest = Math.max(...included.map((e) => e.updatedAt.getTime()));
    const createdAt = new Date(Math.min(newest + 2 * HOUR, now.getTime() - HOUR));
    const sentAt = def.sent ? new Date(createdAt.getTime() + 20 * MINUTE) : null;
    const id = demoId("report", def.key);
    reports.push({
      id,
      name: `${user.name.split(" ")[0]} ${createdAt.getUTCMonth() + 1}/${createdAt.getUTCDate()}`,
      subject: demoReportSubject(included.length),
      userId: demoUserId(user.key),
      companyId: demoCompanyId(user.companyKey),
      createdAt,
      sentAt,
      eventIds: included.map((e) => e.id),
    });
    if (def.sent && sentAt) {
      emails.push({
        id: demoId("email", def.key),
        emailType: "daily_report",
        toEmail: user.email,
        fromEmail: FROM,
        subject: demoReportSubject(included.length),
        externalId: demoId("email-external", def.key),
        reportId: id,
        userId: demoUserId(user.key),
        companyId: demoCompanyId(user.companyKey),
        createdAt: sentAt,
        status: emailStatusTimeline(sentAt, def.sent.status),
      });
    }
  }

  // Sign-in links an admin sent: one reached its user; the new hire's mailbox did not exist yet.
  const loginLinks: { key: string; userKey: string; toEmail: string; status: EmailStatus; ago: number }[] = [
    { key: "sam-login-link", userKey: "sam", toEmail: "sam@example.com", status: "delivered", ago: 6 * DAY },
    { key: "noah-login-link", userKey: "noah", toEmail: "noah@example.com", status: "bounced", ago: 1 * DAY },
  ];
  for (const link of loginLinks) {
    const user = userOf(link.userKey);
    const createdAt = new Date(now.getTime() - link.ago);
    emails.push({
      id: demoId("email", link.key),
      emailType: "magic_link",
      toEmail: link.toEmail,
      fromEmail: FROM,
      subject: "Your sign-in link for Trayo",
      externalId: demoId("email-external", link.key),
      reportId: null,
      userId: demoUserId(user.key),
      companyId: demoCompanyId(user.companyKey),
      createdAt,
      status: emailStatusTimeline(createdAt, link.status),
    });
  }

  const discoveries: ResolvedDemoDiscovery[] = demoDiscoveries.map((def) => {
    if (!demoAccounts.some((a) => a.key === def.accountKey)) throw new Error(`Unknown demo account ${def.accountKey}`);
    const selected = (def.selects ?? []).map((key) => {
      const event = eventByKey.get(key);
      if (!event || event.def.accountKey !== def.accountKey) throw new Error(`Demo discovery ${def.key} cannot select event ${key}`);
      return event;
    });
    const createdAt =
      selected.length > 0
        ? new Date(Math.min(...selected.map((e) => e.insertedAt.getTime())) - 2 * MINUTE)
        : new Date(now.getTime() - (def.startedAgo ?? 0));
    const took = def.status === "running" ? 0 : def.status === "failed" ? 31 * 1000 : (70 + def.key.length) * 1000;
    return {
      id: demoId("discovery", def.key),
      accountKey: def.accountKey,
      selected,
      accountId: demoAccountId(def.accountKey),
      userId: demoUserId(def.userKey),
      status: def.status,
      source: def.source,
      error: def.error ?? null,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + took),
    };
  });

  return { reports, emails, discoveries };
}
