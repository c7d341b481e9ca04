import { z } from "zod";
import { withScope } from "@/lib/db/scoped";
import { getDiscoveryStatus } from "@/lib/discoveries/get-discovery";
import { DISCOVERY_ADMIN_REQUIRED } from "@/lib/discoveries/discovery-messages";
import { jsonError, withAdmin } from "@/lib/http/route-handlers";
import { discoveryLogPath } from "@/lib/pipeline/discovery/run-discovery";
import { createStorageProvider } from "@/lib/providers/storage/create-storage-provider";

/** The discovery's log from the logs bucket (discoveries/{id}.json). */
export const GET = withAdmin(
  "discovery log",
  async (_request, { adminId, params }) => {
    const id = z.guid().safeParse((await params).id);
    if (!id.success) return jsonError(404, "Discovery not found");
    const row = await withScope({ userId: adminId }, (tx) => getDiscoveryStatus(tx, id.data));
    if (!row) return jsonError(404, "Discovery not found");
    const file = await createStorageProvider().get("logs", discoveryLogPath(id.data));
    if (!file) return jsonError(404, "No log was written for this discovery");
    return new Response(new Uint8Array(file.bytes), { headers: { "content-type": "application/json", "cache-control": "no-store" } });
  },
  { forbiddenMessage: DISCOVERY_ADMIN_REQUIRED },
);
