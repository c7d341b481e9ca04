import { asc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "@/lib/db/database";
import { accounts } from "@/lib/db/schema/accounts";
import { eventPeople, people } from "@/lib/db/schema/people";

export type EventPersonRow = {
  eventId: string;
  id: string;
  fullName: string;
  title: string | null;
  linkedinUsername: string | null;
  profileImageUrl: string | null;
  reasoning: string | null;
  accountName: string;
};

/**
 * The people named for some events, ordered by name (then id, so equal names keep one order). Runs in
 * the caller's transaction: the caller has already checked the events are the viewer's.
 */
export async function listEventPeople(eventIds: string[], db: Queryable): Promise<EventPersonRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .select({
      eventId: eventPeople.eventId,
      id: people.id,
      fullName: people.fullName,
      title: people.title,
      linkedinUsername: people.linkedinUsername,
      profileImageUrl: people.profileImageUrl,
      reasoning: eventPeople.reasoning,
      accountName: accounts.name,
    })
    .from(eventPeople)
    .innerJoin(people, eq(people.id, eventPeople.personId))
    .innerJoin(accounts, eq(accounts.id, people.accountId))
    .where(inArray(eventPeople.eventId, eventIds))
    .orderBy(asc(people.fullName), asc(people.id));
}
