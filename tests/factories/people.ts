import { eventPeople, people, type Person } from "@/lib/db/schema/people";
import type { Queryable } from "@/lib/db/database";
import { uniqueToken } from "./unique";

export async function createPerson(
  db: Queryable,
  overrides: Partial<typeof people.$inferInsert> & { accountId: string },
): Promise<Person> {
  const token = uniqueToken();
  const [row] = await db
    .insert(people)
    .values({ fullName: `Person ${token}`, title: "Chief Financial Officer", ...overrides })
    .returning();
  return row;
}

export async function linkEventPerson(
  db: Queryable,
  values: { eventId: string; personId: string; reasoning?: string },
): Promise<void> {
  await db.insert(eventPeople).values({ reasoning: "Owns the budget this event affects.", ...values });
}
