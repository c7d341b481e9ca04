import { companies, type Company } from "@/lib/db/schema/companies";
import type { Queryable } from "@/lib/db/database";
import { uniqueToken } from "./unique";

export async function createCompany(db: Queryable, overrides: Partial<typeof companies.$inferInsert> = {}): Promise<Company> {
  const token = uniqueToken();
  const [row] = await db
    .insert(companies)
    .values({
      name: `Company ${token}`,
      solutions: "Forecasting Cloud — https://seller.example/forecasting — pipeline forecasts for revenue teams.",
      solutionsBrief: "Forecasting for revenue teams.",
      ...overrides,
    })
    .returning();
  return row;
}
