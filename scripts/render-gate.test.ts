import { EventEmitter } from "node:events";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRenderGate, isGated } from "./render-gate.mjs";

type Fake = { req: { method: string; url: string; socket: { destroyed: boolean } }; res: EventEmitter & { destroyed: boolean; writableEnded: boolean } };

function request(url = "/events", method = "GET"): Fake {
  const res = Object.assign(new EventEmitter(), { destroyed: false, writableEnded: false });
  return { req: { method, url, socket: { destroyed: false } }, res };
}

const finish = (f: Fake) => {
  f.res.writableEnded = true;
  f.res.emit("finish");
  f.res.emit("close");
};

describe("isGated", () => {
  it("holds back page renders (documents and RSC payloads), never route handlers, actions or static files", () => {
    expect(isGated("GET", "/events")).toBe(true);
    expect(isGated("HEAD", "/dashboard?x=1")).toBe(true);
    expect(isGated("GET", "/user/events?_rsc=abc")).toBe(true);
    expect(isGated("POST", "/events")).toBe(false);
    expect(isGated("GET", "/api/cron/drain-queue")).toBe(false);
    expect(isGated("GET", "/_next/static/chunks/app.js")).toBe(false);
    expect(isGated("GET", "/ingest/decide")).toBe(false);
  });
});

describe("createRenderGate", () => {
  afterEach(() => vi.useRealTimers());

  it("runs at most `limit` renders at once and starts the waiting ones in arrival order as places free up", () => {
    const gate = createRenderGate(2);
    const started: string[] = [];
    const handle = (req: Fake["req"]) => void started.push(req.url);
    const all = ["/a", "/b", "/c", "/d"].map((url) => request(url));
    for (const f of all) gate.admit(f.req as never, f.res as never, handle as never);
    expect(started).toEqual(["/a", "/b"]);
    expect([gate.running, gate.waiting]).toEqual([2, 2]);
    finish(all[1]);
    expect(started).toEqual(["/a", "/b", "/c"]);
    finish(all[0]);
    finish(all[2]);
    expect(started).toEqual(["/a", "/b", "/c", "/d"]);
    finish(all[3]);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it("lets ungated requests through even when every place is taken", () => {
    const gate = createRenderGate(1);
    const started: string[] = [];
    const handle = (req: Fake["req"]) => void started.push(`${req.method} ${req.url}`);
    gate.admit(request("/a").req as never, request("/a").res as never, handle as never);
    for (const f of [request("/events", "POST"), request("/api/job-queue")]) gate.admit(f.req as never, f.res as never, handle as never);
    expect(started).toEqual(["GET /a", "POST /events", "GET /api/job-queue"]);
  });

  it("skips a waiting request whose client went away, and a render that never ends stops holding its place", () => {
    vi.useFakeTimers();
    const gate = createRenderGate(1, { slotTimeoutMs: 1000 });
    const started: string[] = [];
    const handle = (req: Fake["req"]) => void started.push(req.url);
    const [stuck, left, next] = [request("/stuck"), request("/left"), request("/next")];
    for (const f of [stuck, left, next]) gate.admit(f.req as never, f.res as never, handle as never);
    left.req.socket.destroyed = true;
    vi.advanceTimersByTime(999);
    expect(started).toEqual(["/stuck"]);
    vi.advanceTimersByTime(1);
    expect(started).toEqual(["/stuck", "/next"]);
    finish(stuck);
    expect(gate.running).toBe(1);
  });

  it("keeps a render's place after its client leaves, until the render itself is done", async () => {
    const gate = createRenderGate(1);
    const started: string[] = [];
    let endRender = () => {};
    const handle = (req: Fake["req"]) => {
      started.push(req.url);
      return req.url === "/slow" ? new Promise<void>((resolve) => (endRender = resolve)) : Promise.resolve();
    };
    const [slow, next] = [request("/slow"), request("/next")];
    for (const f of [slow, next]) gate.admit(f.req as never, f.res as never, handle as never);
    // The client gives up (its timeout): the connection closes while the page is still rendering.
    slow.res.destroyed = true;
    slow.res.emit("close");
    await Promise.resolve();
    expect(started).toEqual(["/slow"]);
    expect([gate.running, gate.waiting]).toEqual([1, 1]);
    endRender();
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(["/slow", "/next"]);
  });

  it("refuses a limit that is not a whole number of at least 1", () => {
    expect(() => createRenderGate(0)).toThrow("at least 1");
    expect(() => createRenderGate(1.5)).toThrow("at least 1");
  });
});
