import { sql, type SQL } from "drizzle-orm";
import type { Tenant } from "@/tests/factories/tenant";
import type { PublicTable } from "./public-tables";

export const idList = (ids: string[]): SQL => sql`(${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`;

/** A where-clause matching every row of `table` that belongs to tenant `t` (by literal ids, so RLS cannot hide the subject). */
export function tenantRows(table: PublicTable, t: Tenant): SQL {
  const accountIds = idList([t.account.id, t.colleagueAccount.id]);
  const userIds = idList([t.user.id, t.colleague.id]);
  const eventIds = idList([t.event.id, t.pendingEvent.id, t.dismissedEvent.id, t.colleagueEvent.id]);
  const personIds = idList([t.person.id, t.unlinkedPerson.id, t.colleaguePerson.id]);
  const reportIds = idList([t.report.id, t.colleagueReport.id]);
  const emailIds = idList([t.email.id, t.emailWithoutStatus.id, t.colleagueEmail.id]);
  switch (table) {
    case "companies":
      return sql`id = ${t.company.id}::uuid`;
    case "users":
      return sql`company_id = ${t.company.id}::uuid`;
    case "accounts":
      return sql`company_id = ${t.company.id}::uuid`;
    case "account_users":
      return sql`(account_id in ${accountIds} or user_id in ${userIds})`;
    case "events":
    case "people":
    case "discoveries":
      return sql`account_id in ${accountIds}`;
    case "event_people":
      return sql`(event_id in ${eventIds} or person_id in ${personIds})`;
    case "reports":
      return sql`company_id = ${t.company.id}::uuid`;
    case "report_events":
      return sql`(report_id in ${reportIds} or event_id in ${eventIds})`;
    case "emails_sent":
      return sql`company_id = ${t.company.id}::uuid`;
    case "email_status":
      return sql`email_id in ${emailIds}`;
    case "delivery_channels":
    case "delivery_attempts":
    case "delivery_preferences":
    case "signal_weights":
    case "account_snoozes":
    case "event_feedback":
      return sql`user_id in ${userIds}`;
    case "company_signal_weight_defaults":
      return sql`company_id = ${t.company.id}::uuid`;
  }
}

/** A stable key per row, to compare which rows a caller sees. */
export function rowKey(table: PublicTable): SQL {
  switch (table) {
    case "account_users":
      return sql.raw(`account_id::text || ':' || user_id::text`);
    case "event_people":
      return sql.raw(`event_id::text || ':' || person_id::text`);
    case "report_events":
      return sql.raw(`report_id::text || ':' || event_id::text`);
    case "email_status":
      return sql.raw(`email_id::text`);
    case "delivery_channels":
    case "delivery_preferences":
      return sql.raw(`user_id::text`);
    case "signal_weights":
      return sql.raw(`user_id::text || ':' || signal_type`);
    case "company_signal_weight_defaults":
      return sql.raw(`company_id::text || ':' || signal_type`);
    case "account_snoozes":
      return sql.raw(`user_id::text || ':' || account_id::text`);
    default:
      return sql.raw(`id::text`);
  }
}

/** The rows `who` of tenant `t` must see in each table, as rowKey values. */
export function expectedVisibleKeys(t: Tenant, who: "user" | "colleague"): Record<PublicTable, string[]> {
  const mine = who === "user";
  const user = mine ? t.user : t.colleague;
  const account = mine ? t.account : t.colleagueAccount;
  const events = mine ? [t.event, t.pendingEvent, t.dismissedEvent] : [t.colleagueEvent];
  const linkedEvent = mine ? t.event : t.colleagueEvent;
  const people = mine ? [t.person, t.unlinkedPerson] : [t.colleaguePerson];
  const linkedPerson = mine ? t.person : t.colleaguePerson;
  const report = mine ? t.report : t.colleagueReport;
  const emails = mine ? [t.email, t.emailWithoutStatus] : [t.colleagueEmail];
  const emailsWithStatus = mine ? [t.email] : [t.colleagueEmail];
  const sorted = (keys: string[]) => [...keys].sort();
  return {
    companies: [t.company.id],
    users: [user.id],
    accounts: [account.id],
    account_users: [`${account.id}:${user.id}`],
    events: sorted(events.map((e) => e.id)),
    people: sorted(people.map((p) => p.id)),
    event_people: [`${linkedEvent.id}:${linkedPerson.id}`],
    reports: [report.id],
    report_events: [`${report.id}:${linkedEvent.id}`],
    discoveries: [(mine ? t.discovery : t.colleagueDiscovery).id],
    emails_sent: sorted(emails.map((e) => e.id)),
    email_status: sorted(emailsWithStatus.map((e) => e.id)),
    delivery_channels: [user.id],
    delivery_attempts: [(mine ? t.deliveryAttempt : t.colleagueDeliveryAttempt).id],
    delivery_preferences: mine ? [user.id] : [],
    signal_weights: [`${user.id}:other`],
    company_signal_weight_defaults: [`${t.company.id}:funding`],
    account_snoozes: [`${user.id}:${account.id}`],
    event_feedback: [(mine ? t.feedback : t.colleagueFeedback).id],
  };
}
