// The V8 old-space limit of each hosted web process (scripts/web-server.mjs). Left to its default, V8 lets
// a process's heap grow toward its much larger default limit before collecting hard, and RSS never comes
// back down: under `npm run bench:load` (200 users) each web process reached 900–980 MB while its live
// heap, once idle, was about 130 MB. With 384 MB the same bench ended each page under 500 MB per
// process with no errors (issue 23).
export const DEFAULT_WEB_HEAP_MB = 384;

/** Node.js flags for a web process: the heap limit, unless the operator already set one. */
export function webProcessExecArgv(execArgv, nodeOptions, heapMb) {
  const given = [...execArgv, ...(nodeOptions ?? "").split(/\s+/)].some((flag) => flag.startsWith("--max-old-space-size"));
  return given ? [...execArgv] : [...execArgv, `--max-old-space-size=${heapMb}`];
}
