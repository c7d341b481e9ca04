// Child process for the connection-fault test: a worker process on DATABASE_URL running a job
// that writes a row and takes a moment, so jobs are in flight when the test cuts connections.
// Prints "ready" once started; on SIGTERM stops the worker, closes the database and exits 0.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { openDatabase } from "@/lib/db/client";
import { defineJob } from "@/lib/queue/job-definition";
import { startWorker } from "@/lib/queue/worker";

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, max: 3, applicationName: "trayo-fault-worker" });
const job = defineJob({
  jobType: "fault_probe",
  payload: z.object({ job_type: z.literal("fault_probe"), n: z.number() }),
  visibilityTimeoutSeconds: 3,
  maxAttempts: 10,
  handler: async ({ n }, ctx) => {
    // A bug in one job (here: negative n) must not stop the worker.
    if (n < 0) (undefined as unknown as { write: () => void }).write();
    await ctx.db.execute(sql`insert into fault_test.runs (n, pid) values (${n}, ${process.pid})`);
    await new Promise((resolve) => setTimeout(resolve, 40));
  },
});
const worker = startWorker({ db: handle.db, jobs: [job], concurrency: 2, pollMs: 50, backoffSeconds: () => 0.2 });
process.on("SIGTERM", async () => {
  await worker.stop();
  await handle.close();
  process.exit(0);
});
console.log("ready");
