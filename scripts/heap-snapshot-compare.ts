// Compares two heap snapshots of the same process (`npx tsx scripts/heap-snapshot-compare.ts before.heapsnapshot
// after.heapsnapshot [top]`): total live objects and bytes, then the constructors that gained most bytes,
// with their counts. A leak shows as a group that gains in every comparison; a cache that fills up gains
// once and then stays. `--retainers <constructor> <file.heapsnapshot>` lists what holds that constructor's objects.
import fs from "node:fs";
import { heapGrowth, readHeapSummary, retainersOf } from "./heap-snapshot-summary";

const args = process.argv.slice(2);
if (args[0] === "--retainers" && args.length === 3) {
  console.table(retainersOf(fs.readFileSync(args[2]), args[1]).slice(0, 25));
  process.exit(0);
}
const [beforeFile, afterFile, topArg] = args;
if (!beforeFile || !afterFile) {
  console.error("Usage: npx tsx scripts/heap-snapshot-compare.ts <before.heapsnapshot> <after.heapsnapshot> [top, default 20]");
  console.error("       npx tsx scripts/heap-snapshot-compare.ts --retainers <constructor> <file.heapsnapshot>");
  process.exit(2);
}
const before = readHeapSummary(beforeFile);
const after = readHeapSummary(afterFile);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
console.log(`Live heap: ${mb(before.bytes)} MB in ${before.nodes} objects → ${mb(after.bytes)} MB in ${after.nodes} objects (${after.bytes >= before.bytes ? "+" : ""}${mb(after.bytes - before.bytes)} MB)`);
console.table(
  heapGrowth(before, after)
    .slice(0, Number(topArg ?? 20))
    .map((g) => ({ constructor: g.name.slice(0, 60), count: g.count, "count +": g.countDelta, "self KB": Math.round(g.bytes / 1024), "self KB +": Math.round(g.bytesDelta / 1024) })),
);
