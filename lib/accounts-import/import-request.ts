import { z } from "@/lib/validation/zod";
import type { Scope } from "@/lib/auth/viewer-types";
import { AppError } from "@/lib/errors/app-error";
import { firstIssueMessage } from "@/lib/validation/first-issue";
import { columnMappingSchema } from "./column-mapping";
import type { ImportTarget } from "./import-accounts";

export const IMPORT_CONTEXT_REQUIRED = "Context Required: Please select a company and user from the header to import accounts.";

const querySchema = z.object({
  mode: z.enum(["preview", "dry-run", "import"], "Unknown import step."),
  target: z.enum(["acting", "company"], "Say where the accounts go: the picked user or a company."),
  companyId: z.uuid("Company not found.").optional(),
});

/** The step, the mapping and the target from the query string (the body is the CSV file itself). */
export function parseImportQuery(url: string) {
  const params = Object.fromEntries(new URL(url).searchParams);
  const query = querySchema.safeParse(params);
  if (!query.success) throw new AppError("invalid", firstIssueMessage(query.error));
  const mapping = columnMappingSchema.safeParse(params);
  if (!mapping.success) throw new AppError("invalid", firstIssueMessage(mapping.error));
  return { ...query.data, mapping: mapping.data };
}

/** "acting": the company and user picked in the header (assigned to that user); "company": the company alone. */
export function importTarget(query: { target: "acting" | "company"; companyId?: string }, scope: Scope, adminId: string): ImportTarget {
  if (query.target === "company") {
    if (!query.companyId) throw new AppError("invalid", "Company not found.");
    return { adminId, companyId: query.companyId, assignToUserId: null };
  }
  if (!scope.companyId || !scope.userId) throw new AppError("forbidden", IMPORT_CONTEXT_REQUIRED);
  return { adminId, companyId: scope.companyId, assignToUserId: scope.userId };
}
