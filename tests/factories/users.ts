import { randomUUID } from "node:crypto";
import { users, type User } from "@/lib/db/schema/users";
import type { Queryable } from "@/lib/db/database";
import { uniqueToken } from "./unique";

/** A public.users row (no login): pass `companyId`, or null for a user without a company. */
export async function createUser(
  db: Queryable,
  overrides: Partial<typeof users.$inferInsert> & { companyId: string | null },
): Promise<User> {
  const token = uniqueToken();
  const [row] = await db
    .insert(users)
    .values({ id: randomUUID(), email: `user-${token}@example.test`, name: `User ${token}`, role: "user", ...overrides })
    .returning();
  return row;
}
