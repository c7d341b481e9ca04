import { describe, expect, it } from "vitest";
import { splitSqlStatements, statementSummary } from "./sql-statements";

describe("splitSqlStatements", () => {
  it("splits at top-level semicolons, keeping function bodies, strings and identifiers whole", () => {
    const script = `
      -- a comment; not a statement end
      create table "odd;name" (v text default 'it''s; fine');
      create function f() returns void language plpgsql as $$
      begin
        perform 1; perform 2;
      end $$;
      do $body$ begin raise notice 'a;b'; end $body$;
      /* block; comment */ select 1
    `;
    expect(splitSqlStatements(script)).toEqual([
      `-- a comment; not a statement end\n      create table "odd;name" (v text default 'it''s; fine')`,
      `create function f() returns void language plpgsql as $$\n      begin\n        perform 1; perform 2;\n      end $$`,
      `do $body$ begin raise notice 'a;b'; end $body$`,
      `/* block; comment */ select 1`,
    ]);
  });

  it("drops empty statements and trailing comments", () => {
    expect(splitSqlStatements("select 1;;\n-- done\n")).toEqual(["select 1"]);
  });

  it("summarises a statement by its first line of SQL", () => {
    expect(statementSummary("-- why\ncreate schema pgmq;\n")).toBe("create schema pgmq;");
  });
});
