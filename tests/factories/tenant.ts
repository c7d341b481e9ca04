import { randomUUID } from "node:crypto";
import type { Account } from "@/lib/db/schema/accounts";
import type { Company } from "@/lib/db/schema/companies";
import { deliveryAttempts, deliveryChannels } from "@/lib/db/schema/delivery-channels";
import type { Discovery } from "@/lib/db/schema/discoveries";
import type { Event } from "@/lib/db/schema/events";
import type { Person } from "@/lib/db/schema/people";
import type { Report } from "@/lib/db/schema/reports";
import type { User } from "@/lib/db/schema/users";
import type { Queryable } from "@/lib/db/database";
import { createAccount } from "./accounts";
import { createCompany } from "./companies";
import { createDiscovery } from "./discoveries";
import { createEmailSent, type EmailSent } from "./emails";
import { createEvent } from "./events";
import { createPerson, linkEventPerson } from "./people";
import { createReport } from "./reports";
import { createUser } from "./users";
import { deliveryPreferences } from "@/lib/db/schema/delivery-preferences";
import { accountSnoozes, companySignalWeightDefaults, signalWeights } from "@/lib/db/schema/signal-weights";
import { eventFeedback } from "@/lib/db/schema/event-feedback";

/**
 * One company with a row in every public table: `user` is assigned `account`; `colleague` (same
 * company) is assigned `colleagueAccount`, which is therefore an unassigned account for `user`.
 */
export type Tenant = {
  company: Company;
  user: User;
  colleague: User;
  account: Account;
  colleagueAccount: Account;
  event: Event;
  pendingEvent: Event;
  colleagueEvent: Event;
  person: Person;
  unlinkedPerson: Person;
  colleaguePerson: Person;
  report: Report;
  colleagueReport: Report;
  discovery: Discovery;
  colleagueDiscovery: Discovery;
  email: EmailSent;
  emailWithoutStatus: EmailSent;
  colleagueEmail: EmailSent;
  deliveryAttempt: typeof deliveryAttempts.$inferSelect;
  colleagueDeliveryAttempt: typeof deliveryAttempts.$inferSelect;
  dismissedEvent: Event;
  feedback: typeof eventFeedback.$inferSelect;
  colleagueFeedback: typeof eventFeedback.$inferSelect;
};

export async function createTenant(db: Queryable, name: string): Promise<Tenant> {
  const company = await createCompany(db, { name });
  const user = await createUser(db, { companyId: company.id, name: `${name} User` });
  const colleague = await createUser(db, { companyId: company.id, name: `${name} Colleague` });
  const account = await createAccount(db, { companyId: company.id, name: `${name} Account`, assignTo: [user.id] });
  const colleagueAccount = await createAccount(db, { companyId: company.id, name: `${name} Colleague Account`, assignTo: [colleague.id] });
  const event = await createEvent(db, { accountId: account.id, title: `${name} event` });
  const pendingEvent = await createEvent(db, { accountId: account.id, title: `${name} pending event`, status: "pending" });
  const colleagueEvent = await createEvent(db, { accountId: colleagueAccount.id, title: `${name} colleague event` });
  // Marked "Not relevant" by `user` (below): in the table, out of the user's lists; pending, so counts of completed events stay.
  const dismissedEvent = await createEvent(db, { accountId: account.id, title: `${name} dismissed event`, status: "pending" });
  const person = await createPerson(db, { accountId: account.id, fullName: `${name} Person` });
  const unlinkedPerson = await createPerson(db, { accountId: account.id, fullName: `${name} Unlinked Person` });
  const colleaguePerson = await createPerson(db, { accountId: colleagueAccount.id, fullName: `${name} Colleague Person` });
  await linkEventPerson(db, { eventId: event.id, personId: person.id });
  await linkEventPerson(db, { eventId: colleagueEvent.id, personId: colleaguePerson.id });
  const report = await createReport(db, { userId: user.id, companyId: company.id, eventIds: [event.id], sentAt: new Date() });
  const colleagueReport = await createReport(db, { userId: colleague.id, companyId: company.id, eventIds: [colleagueEvent.id] });
  const discovery = await createDiscovery(db, { accountId: account.id, userId: user.id });
  const colleagueDiscovery = await createDiscovery(db, { accountId: colleagueAccount.id, userId: colleague.id });
  const email = await createEmailSent(db, { toEmail: user.email, userId: user.id, companyId: company.id, reportId: report.id });
  const emailWithoutStatus = await createEmailSent(db, { toEmail: user.email, userId: user.id, companyId: company.id, status: null });
  const colleagueEmail = await createEmailSent(db, { toEmail: colleague.email, userId: colleague.id, companyId: company.id, status: "bounced" });
  await db.insert(deliveryChannels).values([
    { userId: user.id, webhookUrl: `https://hooks.example.test/${user.id}` },
    { userId: colleague.id, slackWebhookUrl: "https://hooks.slack.com/services/T0/B0/colleague" },
  ]);
  const attempt = (userId: string, channel: "slack" | "webhook") => ({ deliveryId: randomUUID(), userId, channel, kind: "test" as const, attempt: 1, statusCode: 200, ok: true });
  const [deliveryAttempt, colleagueDeliveryAttempt] = await db.insert(deliveryAttempts).values([attempt(user.id, "webhook"), attempt(colleague.id, "slack")]).returning();
  // Only `user` has a preferences row: `colleague` keeps the defaults (no row).
  await db.insert(deliveryPreferences).values({ userId: user.id, timeZone: "Europe/Berlin", deliveryHour: 9 });
  // Issue 25's rows, each at its built-in value or long expired, so they change nothing other suites see.
  await db.insert(signalWeights).values([
    { userId: user.id, signalType: "other", weight: 20 },
    { userId: colleague.id, signalType: "other", weight: 20 },
  ]);
  await db.insert(companySignalWeightDefaults).values({ companyId: company.id, signalType: "funding", weight: 90 });
  await db.insert(accountSnoozes).values([
    { userId: user.id, accountId: account.id, snoozedUntil: "2020-01-01" },
    { userId: colleague.id, accountId: colleagueAccount.id, snoozedUntil: "2020-01-01" },
  ]);
  const [feedback, colleagueFeedback] = await db
    .insert(eventFeedback)
    .values([
      { userId: user.id, eventId: dismissedEvent.id, accountId: account.id, reason: "not_important" as const },
      { userId: colleague.id, eventId: colleagueEvent.id, accountId: colleagueAccount.id, reason: null },
    ])
    .returning();
  return {
    company, user, colleague, account, colleagueAccount, event, pendingEvent, colleagueEvent, person, unlinkedPerson,
    colleaguePerson, report, colleagueReport, discovery, colleagueDiscovery, email, emailWithoutStatus, colleagueEmail,
    deliveryAttempt, colleagueDeliveryAttempt, dismissedEvent, feedback, colleagueFeedback,
  };
}
