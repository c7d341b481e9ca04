import { eq } from "drizzle-orm";
import type { Viewer } from "@/lib/auth/viewer-types";
import { companies } from "@/lib/db/schema/companies";
import { withScope } from "@/lib/db/scoped";

/** The name of the viewer's company, read under the viewer's own claims. */
export async function lookupCompanyName(companyId: string, viewer: Viewer): Promise<string | null> {
  const rows = await withScope({ userId: viewer.profile?.id ?? viewer.authUser.id }, (tx) =>
    tx.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId)).limit(1),
  );
  return rows[0]?.name ?? null;
}
