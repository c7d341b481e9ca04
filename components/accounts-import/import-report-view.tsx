import type { ImportReport } from "@/lib/accounts-import/import-report";

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** The counts, and every row not created with why (scrollable). */
export function ImportReportView({ report }: { report: ImportReport }) {
  const verb = report.imported ? "created" : "to create";
  return (
    <div className="grid min-w-0 gap-2" data-testid="import-report">
      <p className="text-sm" role="status">
        <strong>{plural(report.created, "account", "accounts")}</strong> {verb}, {plural(report.duplicates, "duplicate", "duplicates")},{" "}
        {plural(report.invalid, "invalid row", "invalid rows")} (of {plural(report.total, "row", "rows")}).
      </p>
      {report.problems.length > 0 ? (
        <div className="max-h-56 overflow-auto rounded-md border" tabIndex={0} role="region" aria-label="Rows not imported">
          <ul className="divide-y text-sm" data-testid="import-problems">
            {report.problems.map((problem) => (
              <li key={problem.row} className="grid gap-0.5 px-3 py-2">
                <span className="font-medium break-words">
                  Row {problem.row}: {problem.name || "(no name)"}
                  {problem.website ? ` · ${problem.website}` : ""}{" "}
                  <span className={problem.status === "invalid" ? "text-destructive" : "text-muted-foreground"}>
                    ({problem.status === "invalid" ? "invalid" : "duplicate"})
                  </span>
                </span>
                <span className="text-muted-foreground break-words">{problem.reason}</span>
              </li>
            ))}
          </ul>
          {report.unlisted > 0 ? <p className="px-3 py-2 text-sm text-muted-foreground">…and {plural(report.unlisted, "more row", "more rows")} not listed.</p> : null}
        </div>
      ) : null}
    </div>
  );
}
