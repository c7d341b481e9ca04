import { toActingScope } from "@/lib/auth/resolve-scope";
import { csvResponse, EXPORT_CONTEXT_REQUIRED, exportFileName } from "@/lib/exports/csv-response";
import { exportAccounts } from "@/lib/exports/export-accounts";
import { jsonError, withViewer } from "@/lib/http/route-handlers";

/** GET /api/export/accounts: the acting user's accounts, as CSV. */
export const GET = withViewer("exporting accounts", async (_request, { scope, requestId }) => {
  const acting = toActingScope(scope);
  if (!acting) return jsonError(403, EXPORT_CONTEXT_REQUIRED);
  return csvResponse(exportAccounts(acting), exportFileName("accounts"), requestId);
});
