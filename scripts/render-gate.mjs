// The production web server's gate (scripts/web-server.mjs): a process renders a few pages at once and
// the rest wait their turn in arrival order. Under load this keeps latency even and throughput up: two
// hundred renders interleaved on one event loop each hold their half-built page in memory, so garbage
// collection copies far more and every request finishes late, where a short queue serves them one
// after another at full speed.

/** How long one render may hold its place before the next waiting request is let in anyway. */
export const RENDER_SLOT_TIMEOUT_MS = 30_000;

/**
 * Page renders wait their turn: GET and HEAD of app pages and of their RSC payloads. Route handlers under
 * /api (a cron call drains the queue for up to a minute), server actions (POST; the event poll waits on
 * purpose), static files and the analytics proxy pass straight through.
 */
export function isGated(method, url) {
  if (method !== "GET" && method !== "HEAD") return false;
  const path = (url ?? "/").split("?")[0];
  return !(path.startsWith("/api/") || path.startsWith("/_next/static/") || path.startsWith("/_next/image") || path.startsWith("/ingest/"));
}

/**
 * At most `limit` gated requests run at once; the others wait in arrival order. A waiting request whose
 * client has gone is skipped. A render holds its place until its response is sent or its handler's
 * promise settles (a handler that returns none: until the connection closes), at most `slotTimeoutMs`.
 */
export function createRenderGate(limit, { slotTimeoutMs = RENDER_SLOT_TIMEOUT_MS } = {}) {
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`The render limit must be a whole number of at least 1 (got ${limit})`);
  let running = 0;
  const waiting = [];

  const gone = (req, res) => res.destroyed || res.writableEnded || req.socket?.destroyed === true;

  const next = () => {
    while (running < limit && waiting.length > 0) {
      const [req, res, handle] = waiting.shift();
      if (!gone(req, res)) run(req, res, handle);
    }
  };

  const run = (req, res, handle) => {
    running++;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      clearTimeout(timer);
      running--;
      next();
    };
    const timer = setTimeout(release, slotTimeoutMs);
    timer.unref?.();
    res.once("finish", release);
    // A client that leaves does not stop its render (the page's queries run on): the place is held until
    // the handler is done. Freed on close, a process under load that times clients out ran hundreds of
    // abandoned renders at once and its heap grew with them (issue 23).
    let done;
    try {
      done = handle(req, res);
    } catch (error) {
      release();
      throw error;
    }
    if (typeof done?.then === "function") {
      done.then(release, (error) => {
        release();
        throw error;
      });
    } else {
      res.once("close", release);
    }
  };

  return {
    /** Runs `handle(req, res)` now, or once a place is free when the request is gated. */
    admit(req, res, handle) {
      if (!isGated(req.method, req.url)) return void handle(req, res);
      if (running < limit) run(req, res, handle);
      else waiting.push([req, res, handle]);
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
