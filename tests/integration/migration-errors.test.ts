import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rowsOf } from "@/lib/db/database";
import { applyMigrations } from "@/lib/db/migrate";
import { backends, useTestDatabase } from "./helpers/test-database";

describe.each(backends)("a failing migration on $name", (backend) => {
  const testDb = useTestDatabase(backend, { migrated: false });

  it("names the statement and the database's own error, and leaves nothing of that migration behind", async () => {
    const { handle, db } = testDb();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "trayo-migrations-"));
    try {
      fs.writeFileSync(path.join(dir, "20990101000000_good.sql"), "create table public.kept (id int);\n");
      fs.writeFileSync(
        path.join(dir, "20990101000100_bad.sql"),
        "create table public.half (id int);\n-- the next one fails\ninsert into public.missing_table values (1);\ncreate table public.never (id int);\n",
      );
      const attempt = handle.withConnection((run) => applyMigrations(run, dir));
      await expect(attempt).rejects.toThrow(
        /^Migration 20990101000100_bad failed at: insert into public\.missing_table values \(1\)\n {2}relation "public\.missing_table" does not exist$/,
      );
      const tables = rowsOf<{ t: string }>(
        await db.execute(sql`select table_name as t from information_schema.tables where table_schema = 'public' order by 1`),
      ).map((r) => r.t);
      expect(tables).toEqual(["kept"]);
      const recorded = rowsOf<{ version: string }>(await db.execute(sql`select version from supabase_migrations.schema_migrations`));
      expect(recorded.map((r) => r.version)).toEqual(["20990101000000"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
