import { AsyncLocalStorage } from "node:async_hooks";
import { describe, expect, it } from "vitest";
import { inCleanScope } from "./request-scope.mjs";

type Store = { request: number; outer: ReturnType<typeof AsyncLocalStorage.snapshot> };

/**
 * Requests handled one after another, each set going by a callback its predecessor left behind (as a
 * keep-alive socket or a pooled connection does); each takes a snapshot of the async context it starts
 * in, as Next.js does per request. Returns what the last request's snapshot still reaches.
 */
async function chainOfRequests(wrap: <A extends unknown[], R>(handle: (...args: A) => R) => (...args: A) => R, count: number) {
  const storage = new AsyncLocalStorage<Store>();
  let last: Store | undefined;
  const handle = wrap((request: number, done: () => void) => {
    const store: Store = { request, outer: AsyncLocalStorage.snapshot() };
    storage.run(store, () => {
      last = store;
      // The next request arrives through a callback created inside this one.
      setImmediate(() => (request < count ? handle(request + 1, done) : done()));
    });
  });
  await new Promise<void>((resolve) => handle(1, resolve));
  const reached: number[] = [];
  for (let store = last; store; store = store.outer(() => storage.getStore())) reached.push(store.request);
  return reached;
}

describe("inCleanScope", () => {
  it("starts each request without the async-local values of the callback that set it going", async () => {
    const storage = new AsyncLocalStorage<string>();
    const seen = await new Promise<[string | undefined, string | undefined]>((resolve) => {
      const plain = (then: (v: string | undefined) => void) => then(storage.getStore());
      const clean = inCleanScope(plain);
      storage.run("earlier request", () => setImmediate(() => plain((a) => clean((b) => resolve([a, b])))));
    });
    expect(seen).toEqual(["earlier request", undefined]);
  });

  it("keeps a request from reaching the ones before it, which without it chain back to the first", async () => {
    expect(await chainOfRequests((handle) => handle, 50)).toHaveLength(50);
    expect(await chainOfRequests(inCleanScope, 50)).toEqual([50]);
  });

  it("passes the arguments and the result through", () => {
    expect(inCleanScope((a: number, b: number) => a + b)(2, 3)).toBe(5);
  });
});
