import type { RowOutcome } from "./check-rows";
import { MAX_LISTED_PROBLEMS } from "./import-limits";

/** What a dry run or an import answers: counts over every row, and the rows not created with why. */
export type ImportReport = {
  imported: boolean;
  total: number;
  created: number;
  duplicates: number;
  invalid: number;
  problems: RowOutcome[];
  /** Non-created rows beyond MAX_LISTED_PROBLEMS, counted but not listed. */
  unlisted: number;
};

export function buildReport(outcomes: RowOutcome[], imported: boolean): ImportReport {
  const problems = outcomes.filter((o) => o.status !== "created");
  return {
    imported,
    total: outcomes.length,
    created: outcomes.length - problems.length,
    duplicates: problems.filter((o) => o.status === "duplicate").length,
    invalid: problems.filter((o) => o.status === "invalid").length,
    problems: problems.slice(0, MAX_LISTED_PROBLEMS),
    unlisted: Math.max(0, problems.length - MAX_LISTED_PROBLEMS),
  };
}
