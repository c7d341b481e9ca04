import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, openMigratedDatabase, type DbHandle } from "@/lib/db/client";
import { rowsOf } from "@/lib/db/database";
import { events } from "@/lib/db/schema/events";
import { getDemoArticle } from "@/lib/providers/news-corpus/demo/list-demo-articles";
import { renderDemoArticle } from "@/lib/providers/news-corpus/demo/render-demo-article";
import { createEventJob } from "@/lib/worker/event-job-handler";
import { OfflineLlm } from "@/lib/providers/llm/offline/offline-llm";
import { processNextJob } from "@/lib/queue/worker";
import { backends, createScratchPostgresDatabase, testDatabaseUrl } from "./helpers/test-database";

// The web server's in-process worker on SIGTERM (spec issue: "stops gracefully on SIGTERM, finishes
// or releases its job"): a job still running when the grace period ends goes back to the queue at
// once, the database is closed, and the process exits, even though Next.js's own listener was there.

const tsxBin = path.join(process.cwd(), "node_modules", ".bin", "tsx");
const childScript = "tests/integration/helpers/app-server-worker.ts";

type Target = { childEnv: Record<string, string>; open: () => Promise<DbHandle>; lockFile?: string; cleanup: () => Promise<void> };

async function target(backend: string): Promise<Target> {
  if (backend === "postgres") {
    const scratch = await createScratchPostgresDatabase(testDatabaseUrl!);
    await (await openMigratedDatabase({ databaseUrl: scratch.url, max: 1 })).close();
    return { childEnv: { DATABASE_URL: scratch.url, DATA_DIR: "", AUTH_SECRET: "a-strong-shared-secret-of-32-characters-or-more" }, open: () => openDatabase({ databaseUrl: scratch.url, max: 2 }), cleanup: scratch.drop };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "trayo-shutdown-"));
  return {
    childEnv: { DATA_DIR: dataDir, DATABASE_URL: "" },
    open: () => openDatabase({ dataDir: path.join(dataDir, "pglite") }),
    lockFile: path.join(dataDir, "trayo.lock"),
    cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

describe.each(backends)("in-process worker shutdown on $name", (backend) => {
  let server: http.Server;
  let host: string;
  let hang = true;
  let articleRequested: () => void;
  const requested = new Promise<void>((resolve) => (articleRequested = resolve));

  beforeAll(async () => {
    const article = getDemoArticle("freight-weekly/ferrovia-logistics-to-buy-nordfrakt")!;
    server = http.createServer((_req, res) => {
      articleRequested();
      // The first fetch never answers: the job is still running when SIGTERM arrives.
      if (hang) return;
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(renderDemoArticle(article));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("releases the running job to the queue, closes the database and exits 143; the job then completes once", { timeout: 120_000 }, async () => {
    const t = await target(backend.name);
    let handle: DbHandle | undefined;
    try {
      const child = spawn(tsxBin, [childScript, `http://${host}/story`], {
        cwd: process.cwd(),
        env: {
          ...process.env,
          ...t.childEnv,
          NEXT_RUNTIME: "nodejs",
          WORKER_ENABLED: "true",
          WORKER_POLL_MS: "100",
          WORKER_STOP_GRACE_MS: "500",
          SEED_DEMO_DATA: "false",
          TEST_ALLOW_LOOPBACK_FETCH: host,
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));

      let running = true;
      void exited.then(() => (running = false));
      let articleFetched = false;
      void requested.then(() => (articleFetched = true));
      // The job runs once its article is requested; the child's stdout can arrive after that request.
      while (running && !(articleFetched && /queued \S+ \d+/.test(output))) await new Promise((r) => setTimeout(r, 20));
      expect(running, `The server process exited early:\n${output}`).toBe(true);
      const [, eventId, msgId] = /queued (\S+) (\d+)/.exec(output)!;
      child.kill("SIGTERM");
      expect(await exited, output).toBe(143);
      if (t.lockFile) expect(fs.existsSync(t.lockFile)).toBe(false);

      handle = await t.open();
      const { db } = handle;
      const live = rowsOf<{ msg_id: number; read_ct: number; visible: boolean }>(
        await db.execute(sql`select msg_id::int, read_ct, vt <= now() as visible from pgmq.q_events`),
      );
      expect(live).toEqual([{ msg_id: Number(msgId), read_ct: 1, visible: true }]);
      expect(rowsOf(await db.execute(sql`select msg_id from pgmq.a_events`))).toEqual([]);

      hang = false;
      const jobs = [createEventJob({ llm: new OfflineLlm(), fetchOptions: { allowLoopback: [host] } })];
      expect(await processNextJob({ db, jobs })).toEqual(expect.objectContaining({ msgId: Number(msgId), outcome: "succeeded", attempt: 2 }));
      expect((await db.select().from(events).where(eq(events.id, eventId)))[0].status).toBe("completed");
      expect(rowsOf(await db.execute(sql`select success, read_ct from app_private.job_outcomes`))).toEqual([{ success: true, read_ct: 2 }]);
    } finally {
      await handle?.close();
      await t.cleanup();
    }
  });
});
