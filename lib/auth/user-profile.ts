import type { Database } from "@/lib/db/database";
import { users } from "@/lib/db/schema/users";

/**
 * Creates the public.users row of a person who signed up on their own: role 'user', no company,
 * name = the email's local part. An existing row (same id or email) is left untouched.
 */
export async function ensureSignupProfile(db: Database, authUser: { id: string; email: string }): Promise<void> {
  const email = authUser.email.trim().toLowerCase();
  await db
    .insert(users)
    .values({ id: authUser.id, email, name: email.split("@")[0] || email, role: "user", companyId: null })
    .onConflictDoNothing();
}
