import { eq, sql } from "drizzle-orm";
import { rowsOf, type Queryable } from "@/lib/db/database";
import { people } from "@/lib/db/schema/people";
import { personName } from "./person-name";

export type EventStakeholder = { full_name: string; title: string; linkedin_username?: string | null; reasoning: string };

const normaliseName = (name: string) => personName(name).toLowerCase();

/**
 * Stores the people an event names under its account and links them to the event: a known person
 * (same name, honorifics aside) keeps their row and gains a missing title or LinkedIn handle; links
 * are upserted with the latest reasoning (safe to run again).
 */
export async function linkEventStakeholders(
  db: Queryable,
  input: { eventId: string; accountId: string; stakeholders: EventStakeholder[] },
) {
  const { eventId, accountId, stakeholders } = input;
  if (stakeholders.length === 0) return;
  const known = await db.select({ id: people.id, fullName: people.fullName }).from(people).where(eq(people.accountId, accountId));
  for (const s of stakeholders) {
    const existing = known.find((p) => normaliseName(p.fullName) === normaliseName(s.full_name));
    let personId = existing?.id;
    if (personId) {
      await db.execute(sql`
        update public.people set
          title = coalesce(nullif(btrim(title), ''), ${s.title}),
          linkedin_username = coalesce(linkedin_username, ${s.linkedin_username ?? null})
        where id = ${personId}::uuid`);
    } else {
      const inserted = await db.execute(sql`
        insert into public.people (full_name, title, linkedin_username, account_id)
        values (${s.full_name}, ${s.title}, ${s.linkedin_username ?? null}, ${accountId}::uuid)
        on conflict (account_id, lower(full_name)) do update set title = coalesce(nullif(btrim(people.title), ''), excluded.title)
        returning id`);
      personId = rowsOf<{ id: string }>(inserted)[0]?.id;
      if (!personId) throw new Error("Inserting a person returned no id");
      known.push({ id: personId, fullName: s.full_name });
    }
    await db.execute(sql`
      insert into public.event_people (event_id, person_id, reasoning)
      values (${eventId}::uuid, ${personId}::uuid, ${s.reasoning})
      on conflict (event_id, person_id) do update set reasoning = excluded.reasoning`);
  }
}
