import type { ActingScope } from "@/lib/auth/viewer-types";

/** Who an events query acts as: the acting user inside the acting company (resolved on the server). */
export type EventScope = Pick<ActingScope, "userId" | "companyId">;
