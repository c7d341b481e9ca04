import type { Database } from "@/lib/db/database";
import type { User } from "@/lib/db/schema/users";
import { createTenant, type Tenant } from "@/tests/factories/tenant";
import { createUser } from "@/tests/factories/users";

/** Two tenants (companies A and B, each with a row in every table) and an admin of company A. */
export type RlsWorld = { a: Tenant; b: Tenant; admin: User };

export async function createRlsWorld(db: Database): Promise<RlsWorld> {
  const a = await createTenant(db, "Alpha");
  const b = await createTenant(db, "Bravo");
  const admin = await createUser(db, { companyId: a.company.id, role: "admin", name: "Alpha Admin" });
  return { a, b, admin };
}
