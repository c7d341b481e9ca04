// Live heap after a full collection: what a benchmark holds, not garbage V8 has yet to collect.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

export const liveHeap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};

export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
