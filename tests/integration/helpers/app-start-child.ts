// Child process for the start-up tests: starts like `next start` does (instrumentation's register():
// opens DATABASE_URL and applies migrations), then closes the database and exits. Its log says
// which migrations this process applied.
import { register } from "@/instrumentation";
import { closeDbHandle } from "@/lib/db/client";

await register();
await closeDbHandle();
console.log("started");
