// Each request of the production web server (scripts/web-server.mjs) starts with no async-local values.
// Without this a request inherits the AsyncLocalStorage stores of whatever callback set it going (a
// keep-alive socket, a pooled database connection or a render-gate release, all first used inside an
// earlier request), Next.js's per-request snapshot of those stores keeps that earlier request alive,
// and each request holds the one before it: a web process kept about 800 more requests (and 100 MB
// more RSS) after each page of the load bench.
import { AsyncResource } from "node:async_hooks";

// Made when this module is first imported, at start-up, so no request's stores are in it.
const cleanScope = new AsyncResource("trayo-request");

/** `handle` run in the start-up scope, whatever context calls it. */
export function inCleanScope(handle) {
  return (...args) => cleanScope.runInAsyncScope(handle, null, ...args);
}
