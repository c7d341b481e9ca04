import { NextResponse } from "next/server";
import { z } from "zod";
import { withScope } from "@/lib/db/scoped";
import { getDiscoveryStatus } from "@/lib/discoveries/get-discovery";
import { DISCOVERY_ADMIN_REQUIRED } from "@/lib/discoveries/discovery-messages";
import { jsonError, withAdmin } from "@/lib/http/route-handlers";

/** The discovery row's status, polled every second by the debug dialog. */
export const GET = withAdmin(
  "discovery status",
  async (_request, { adminId, params }) => {
    const id = z.guid().safeParse((await params).id);
    if (!id.success) return jsonError(404, "Discovery not found");
    const row = await withScope({ userId: adminId }, (tx) => getDiscoveryStatus(tx, id.data));
    if (!row) return jsonError(404, "Discovery not found");
    return NextResponse.json(row, { headers: { "cache-control": "no-store" } });
  },
  { forbiddenMessage: DISCOVERY_ADMIN_REQUIRED },
);
