import { proxyIngest } from "@/lib/providers/analytics/ingest-proxy";
import { withPublic } from "@/lib/http/route-handlers";

const handler = withPublic("proxying analytics", async (request, { params }) => {
  const { path } = await params;
  return proxyIngest(request, Array.isArray(path) ? path : []);
});

export const GET = handler;
export const POST = handler;
export const OPTIONS = handler;
