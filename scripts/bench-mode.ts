// `npm run bench -- --quick` (also BENCH_QUICK=1): every benchmark on small sizes, the same code paths,
// and no target judged (timings on a shared CI machine mean nothing). `npm test` runs it so the bench
// cannot break unnoticed; `npm run bench` without it measures the real sizes.
export const QUICK = process.argv.includes("--quick") || process.env.BENCH_QUICK === "1";

/** `full` normally, `quick` in quick mode. */
export const sized = <T>(full: T, quick: T): T => (QUICK ? quick : full);
