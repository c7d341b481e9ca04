import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { APP_SCHEMAS } from "./anon-access";
import { listMigrations } from "./migrate";

describe("the app's schemas (anon's access is taken away there only)", () => {
  it("name every schema the migrations create, but Supabase's auth and pgmq (handled apart)", () => {
    const created = new Set<string>();
    for (const m of listMigrations()) {
      for (const match of fs.readFileSync(m.file, "utf8").matchAll(/create schema (?:if not exists )?([a-z_]+)/gi)) created.add(match[1].toLowerCase());
    }
    for (const schema of ["auth", "pgmq", "supabase_migrations"]) created.delete(schema);
    expect([...created].filter((s) => !(APP_SCHEMAS as readonly string[]).includes(s))).toEqual([]);
  });
});
