import { eq } from "drizzle-orm";
import { withScope } from "@/lib/db/scoped";
import { users } from "@/lib/db/schema/users";
import type { QueryScope } from "@/lib/auth/viewer-types";

/** The name a message is signed with: the acting user's name, else the local part of their email. */
export async function getSenderName(scope: QueryScope): Promise<string> {
  const [sender] = await withScope(scope, (tx) => tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, scope.userId)));
  return sender?.name?.trim() || sender?.email?.split("@")[0] || "The team";
}
