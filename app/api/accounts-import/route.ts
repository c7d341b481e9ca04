import { NextResponse } from "next/server";
import { importAccounts } from "@/lib/accounts-import/import-accounts";
import { importTarget, parseImportQuery } from "@/lib/accounts-import/import-request";
import { previewCsv } from "@/lib/accounts-import/preview-csv";
import { checkDeclaredSize, readCsvRecords } from "@/lib/accounts-import/read-csv";
import { withAdmin } from "@/lib/http/route-handlers";

/**
 * POST /api/accounts-import?mode=preview|dry-run|import&target=acting|company[&companyId][&name&url&fullName&ownerEmail]
 * The body is the CSV file, parsed as it streams in (server actions would cap it at 3 MB). Admins only:
 * anyone else is refused before the body is read. Preview and dry run write nothing.
 */
export const POST = withAdmin("importing accounts from CSV", async (request, { scope, adminId }) => {
  const query = parseImportQuery(request.url);
  const target = query.mode === "preview" ? null : importTarget(query, scope, adminId);
  checkDeclaredSize(request);
  const records = readCsvRecords(request.body);
  const body = target ? await importAccounts(target, records, query.mapping, query.mode === "import" ? "import" : "dry-run") : await previewCsv(records);
  return NextResponse.json(body, { headers: { "cache-control": "no-store" } });
});
