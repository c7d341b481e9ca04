/**
 * Splits a SQL script into its statements at top-level semicolons, keeping quoted strings,
 * quoted identifiers, dollar-quoted bodies ($$ ... $$, $fn$ ... $fn$) and comments intact.
 * Migrations run statement by statement so a failure names the statement that failed.
 */
export function splitSqlStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const n = script.length;
  const push = (end: number) => {
    const text = script.slice(start, end).trim();
    if (text && !isOnlyComments(text)) statements.push(text);
  };
  while (i < n) {
    const c = script[i];
    const next = script[i + 1];
    if (c === "-" && next === "-") {
      const end = script.indexOf("\n", i);
      i = end === -1 ? n : end + 1;
    } else if (c === "/" && next === "*") {
      let depth = 1;
      i += 2;
      while (i < n && depth > 0) {
        if (script[i] === "/" && script[i + 1] === "*") {
          depth++;
          i += 2;
        } else if (script[i] === "*" && script[i + 1] === "/") {
          depth--;
          i += 2;
        } else i++;
      }
    } else if (c === "'" || c === '"') {
      i++;
      while (i < n) {
        if (script[i] === c && script[i + 1] === c) i += 2;
        else if (script[i] === c) {
          i++;
          break;
        } else i++;
      }
    } else if (c === "$") {
      const tag = /^\$[A-Za-z_][A-Za-z0-9_]*\$|^\$\$/.exec(script.slice(i, i + 64))?.[0];
      if (tag) {
        const end = script.indexOf(tag, i + tag.length);
        i = end === -1 ? n : end + tag.length;
      } else i++;
    } else if (c === ";") {
      push(i);
      i++;
      start = i;
    } else i++;
  }
  push(n);
  return statements;
}

function isOnlyComments(text: string) {
  return text.replace(/--[^\n]*/g, "").replace(/\/\*[\s\S]*?\*\//g, "").trim() === "";
}

/** The first line of a statement, shortened, for an error message. */
export function statementSummary(statement: string, max = 160) {
  const line = statement.replace(/^(?:\s*--[^\n]*\n)+/, "").split("\n")[0].trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * A SQL string literal holding `value`, correct whatever standard_conforming_strings is: a value with
 * a backslash becomes an escape string (E'…') with the backslashes doubled. NUL cannot be stored.
 */
export function quoteLiteral(value: string): string {
  if (value.includes("\0")) throw new Error("A SQL string cannot hold a NUL character");
  const quoted = value.replace(/'/g, "''");
  return value.includes("\\") ? `E'${quoted.replace(/\\/g, "\\\\")}'` : `'${quoted}'`;
}

const CLAIMS_PREFIX = "select set_config('request.jwt.claims', ";

/**
 * withScope's first statement: request.jwt.claims and role `authenticated` for this transaction only
 * (set_config(…, true) is SET LOCAL; PostgREST sets up its requests the same way). The claims are a quoted
 * literal, not a parameter, so the statement can travel with BEGIN and the transaction's first query in
 * one round trip (lib/db/postgres.ts).
 */
export function claimsStatement(claimsJson: string): string {
  return `${CLAIMS_PREFIX}${quoteLiteral(claimsJson)}, true), set_config('role', 'authenticated', true)`;
}

export function isClaimsStatement(text: string): boolean {
  return text.startsWith(CLAIMS_PREFIX);
}
