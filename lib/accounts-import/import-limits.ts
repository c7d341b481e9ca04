/** The largest CSV file accepted (bytes); a larger upload stops being read at this point. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** The most data rows (after the header) one file may hold. */
export const MAX_IMPORT_ROWS = 10_000;
/** Rows shown in the preview table. */
export const PREVIEW_ROWS = 5;
/** Non-created rows listed in a report; the counts always cover every row. */
export const MAX_LISTED_PROBLEMS = 1_000;
/** Accounts written per INSERT statement (all of them in one transaction). */
export const INSERT_CHUNK = 500;

export const FILE_TOO_LARGE_MESSAGE = `The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Split it into smaller files and import them one by one.`;
export const TOO_MANY_ROWS_MESSAGE = `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en-US")} rows. Split it into smaller files and import them one by one.`;
export const EMPTY_FILE_MESSAGE = "The file is empty: it needs a header row and at least one account.";
export const NOT_CSV_MESSAGE = "The file could not be read as CSV";
