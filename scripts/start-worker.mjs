// `npm run worker`: the bundled worker, or one line saying how to get it (a fresh clone has no build yet).
import fs from "node:fs";

const bundle = new URL("../dist/worker.mjs", import.meta.url);
if (!fs.existsSync(bundle)) {
  console.error("The worker is not built yet: run `npm run build` first (or `npm run worker:dev` to run it from source).");
  process.exit(1);
}
await import(bundle.href);
