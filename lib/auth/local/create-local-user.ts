import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db/database";
import { authAccount, authUser } from "./auth-schema";

export type LocalAuthUserInput = {
  id: string;
  email: string;
  name: string;
  /** null: no password (the person signs in with an emailed link or resets one). */
  password: string | null;
  emailVerified: boolean;
};

/**
 * Writes a better-auth user (and its credential account when a password is given) with a chosen id,
 * so it equals the person's public.users id. Re-running updates the name, verification and password.
 * The password is hashed with better-auth's own scrypt hasher, so better-auth's sign-in verifies it.
 */
export async function upsertLocalAuthUser(db: Database, input: LocalAuthUserInput): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const now = new Date();
  await db
    .insert(authUser)
    .values({ id: input.id, email, name: input.name, emailVerified: input.emailVerified, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: authUser.id,
      set: { email, name: input.name, emailVerified: input.emailVerified, updatedAt: now },
    });
  if (input.password === null) return;
  const hash = await hashPassword(input.password);
  await db
    .insert(authAccount)
    .values({
      id: randomUUID(),
      userId: input.id,
      accountId: input.id,
      providerId: "credential",
      password: hash,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [authAccount.providerId, authAccount.accountId],
      set: { password: hash, updatedAt: sql`now()` },
    });
}

/** Creates (or updates) a local email+password login whose id equals the public.users id. */
export async function createLocalCredentialUser(
  db: Database,
  input: { id: string; email: string; name: string; password: string; emailVerified: boolean },
): Promise<void> {
  await upsertLocalAuthUser(db, input);
}
