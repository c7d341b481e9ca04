import { NextResponse } from "next/server";
import { z } from "zod";
import { withScope } from "@/lib/db/scoped";
import { DISCOVERY_ADMIN_REQUIRED, DISCOVERY_NO_SESSION } from "@/lib/discoveries/discovery-messages";
import { queueAccountDiscovery, queueAllDiscoveries, queueUserDiscoveries } from "@/lib/discoveries/queue-discoveries";
import { readJsonBody, withAdmin } from "@/lib/http/route-handlers";
import { admitSpend } from "@/lib/limits/spend-limits";

const bodySchema = z.union([
  z.object({ account_id: z.guid("account_id must be an id") }).strict(),
  z.object({ user_id: z.guid("user_id must be an id") }).strict(),
  z.object({}).strict(),
]);

/** {account_id} → {discovery_id}; {user_id} → {details}; {} → {details} for every enabled user. Admin only. */
export const POST = withAdmin(
  "generate discovery jobs",
  async (request, { adminId, scope }) => {
    const body = await readJsonBody(request, bodySchema);
    await admitSpend("discovery", { userId: adminId, companyId: scope.companyId });
    return withScope({ userId: adminId }, async (tx) => {
      if ("account_id" in body) return NextResponse.json({ discovery_id: await queueAccountDiscovery(tx, body.account_id, "scoped") });
      if ("user_id" in body) return NextResponse.json({ details: await queueUserDiscoveries(tx, body.user_id, "scoped") });
      return NextResponse.json({ details: await queueAllDiscoveries(tx, "scoped") });
    });
  },
  { forbiddenMessage: DISCOVERY_ADMIN_REQUIRED, unauthenticatedMessage: DISCOVERY_NO_SESSION },
);
