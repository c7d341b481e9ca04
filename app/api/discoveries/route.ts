import { NextResponse } from "next/server";
import { withScope } from "@/lib/db/scoped";
import { latestDiscoveryId, listDiscoveries } from "@/lib/discoveries/list-discoveries";
import { withAdmin } from "@/lib/http/route-handlers";

/** GET /api/discoveries?page=N&search=text — the admin Discoveries table; ?latest=1 only the newest id. */
export const GET = withAdmin("list discoveries", async (request, { adminId }) => {
  const params = new URL(request.url).searchParams;
  if (params.get("latest") === "1") {
    const latest_id = await withScope({ userId: adminId }, (tx) => latestDiscoveryId(tx));
    return NextResponse.json({ latest_id }, { headers: { "cache-control": "no-store" } });
  }
  const page = Number(params.get("page") ?? "1") || 1;
  const search = (params.get("search") ?? "").slice(0, 200);
  const result = await withScope({ userId: adminId }, (tx) => listDiscoveries(tx, { page, search }));
  return NextResponse.json(result, { headers: { "cache-control": "no-store" } });
});
