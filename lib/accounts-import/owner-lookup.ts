export type OwnerLookup = { find: (text: string) => { id: string } | { error: string } };

const key = (text: string) => text.trim().toLocaleLowerCase("en-US");

/**
 * Finds a row's owner among the company's users: by email (HubSpot and Salesforce "owner email"
 * columns), or by full name when the export holds names ("Account Owner"), if exactly one user has it.
 */
export function ownerLookup(users: { id: string; email: string; name: string | null }[]): OwnerLookup {
  const byEmail = new Map(users.map((u) => [key(u.email), u.id]));
  const byName = new Map<string, string[]>();
  for (const u of users) if (u.name) byName.set(key(u.name), [...(byName.get(key(u.name)) ?? []), u.id]);
  return {
    find(text) {
      const wanted = key(text);
      const email = byEmail.get(wanted);
      if (email) return { id: email };
      const named = byName.get(wanted) ?? [];
      if (named.length === 1) return { id: named[0] };
      if (named.length > 1) return { error: `More than one user of this company is named “${text.trim()}”; use the owner's email.` };
      return { error: `The owner “${text.trim()}” is not a user of this company.` };
    },
  };
}
