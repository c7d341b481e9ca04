// Child process for the worker shutdown test: a stand-in for `next start` with the in-process worker.
// It runs instrumentation's register() as Next.js does, queues one event whose article URL is the
// first argument, and prints "queued <eventId> <msgId>". The database comes from DATA_DIR or DATABASE_URL.
import { register } from "@/instrumentation";
import { getDbHandle } from "@/lib/db/client";
import { sendJob } from "@/lib/queue/queue-client";
import { createAccount } from "@/tests/factories/accounts";
import { createCompany } from "@/tests/factories/companies";
import { createEvent } from "@/tests/factories/events";

// `next start` registers a listener like this before instrumentation runs (it exits once the HTTP
// server is closed, without waiting for the worker); its own exit code shows whether it still ran.
process.on("SIGTERM", () => process.exit(99));

await register();
const { db } = await getDbHandle();
const company = await createCompany(db);
const account = await createAccount(db, { companyId: company.id, name: "Ferrovia Logistics" });
const event = await createEvent(db, { accountId: account.id, status: "pending", url: process.argv[2], title: null, data: {} });
const msgId = await sendJob(db, "events", { event_id: event.id, job_type: "event" });
console.log(`queued ${event.id} ${msgId}`);
