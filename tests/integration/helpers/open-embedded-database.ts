// Child process for the PGlite lock tests: opens the embedded database in the folder given as the
// first argument, reports "opened", and closes it. A refusal is printed to stderr with exit code 1.
import { openDatabase } from "@/lib/db/client";

const dataDir = process.argv[2];
try {
  const handle = await openDatabase({ dataDir });
  console.log("opened");
  await handle.close();
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
