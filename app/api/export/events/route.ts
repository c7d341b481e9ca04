import { toActingScope } from "@/lib/auth/resolve-scope";
import { csvResponse, EXPORT_CONTEXT_REQUIRED, exportFileName } from "@/lib/exports/csv-response";
import { exportEvents } from "@/lib/exports/export-events";
import { jsonError, withViewer } from "@/lib/http/route-handlers";

/** GET /api/export/events: the acting user's completed events with their contextualised fields, as CSV. */
export const GET = withViewer("exporting events", async (_request, { scope, requestId }) => {
  const acting = toActingScope(scope);
  if (!acting) return jsonError(403, EXPORT_CONTEXT_REQUIRED);
  return csvResponse(exportEvents(acting), exportFileName("events"), requestId);
});
