import type { ActingScope } from "@/lib/auth/viewer-types";

/** Who a reports query acts as: the acting user inside the acting company (resolved on the server). */
export type ReportScope = Pick<ActingScope, "userId" | "companyId">;
