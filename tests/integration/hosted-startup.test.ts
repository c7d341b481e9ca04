import { afterEach, describe, expect, it } from "vitest";
import { register } from "@/instrumentation";
import { closeDbHandle, openDatabase } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/database";
import { listMigrations } from "@/lib/db/migrate";
import { resetEnvCache } from "@/lib/env";
import { createScratchPostgresDatabase, testDatabaseUrl } from "./helpers/test-database";

// Hosted mode applies migrations while the server starts (instrumentation's register()), also when
// the in-process worker is off, and refuses to start on a database it cannot reach.

const saved = { ...process.env };

function serverEnv(databaseUrl: string, authSecret = "a-strong-shared-secret-of-32-characters-or-more") {
  Object.assign(process.env, { NEXT_RUNTIME: "nodejs", DATABASE_URL: databaseUrl, WORKER_ENABLED: "false", AUTH_SECRET: authSecret });
  resetEnvCache();
}

afterEach(async () => {
  await closeDbHandle();
  (globalThis as { __trayoAuthSecret?: string }).__trayoAuthSecret = undefined;
  for (const key of ["NEXT_RUNTIME", "DATABASE_URL", "WORKER_ENABLED", "AUTH_SECRET"]) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  resetEnvCache();
});

describe("hosted start-up", () => {
  it("fails with a clear message, without the password, when the database cannot be reached", async () => {
    serverEnv("postgres://trayo:secret-pw@127.0.0.1:1/nowhere");
    const failure = await register().then(
      () => null,
      (error: Error) => error,
    );
    expect(failure?.message).toMatch(/^Could not open the database at 127\.0\.0\.1:1\/nowhere \(DATABASE_URL\) or apply its migrations: .+/);
    expect(failure?.message).not.toContain("secret-pw");
  });

  it("refuses to start without AUTH_SECRET, or with a weak one, before touching the database", async () => {
    for (const [secret, message] of [
      ["", /^AUTH_SECRET is not set\. Hosted mode \(DATABASE_URL\) needs a shared secret/],
      ["short", /^AUTH_SECRET must be at least 32 characters long/],
    ] as const) {
      serverEnv("postgres://trayo@127.0.0.1:1/nowhere", secret);
      const failure = await register().then(
        () => null,
        (error: Error) => error,
      );
      expect(failure?.message).toMatch(message);
    }
  });

  it.runIf(testDatabaseUrl)("applies every migration to an empty PostgreSQL before any request, with the worker off", async () => {
    const scratch = await createScratchPostgresDatabase(testDatabaseUrl!);
    try {
      serverEnv(scratch.url);
      await register();
      const check = await openDatabase({ databaseUrl: scratch.url, max: 1 });
      try {
        const recorded = rowsOf<{ version: string }>(await check.db.execute("select version from supabase_migrations.schema_migrations order by version"));
        expect(recorded.map((r) => r.version)).toEqual(listMigrations().map((m) => m.version));
      } finally {
        await check.close();
      }
    } finally {
      await closeDbHandle();
      await scratch.drop();
    }
  });
});
