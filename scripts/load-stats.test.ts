import { describe, expect, it } from "vitest";
import { errorSummary, latencyPercentiles, rssPerProcess } from "./load-stats";

describe("load bench statistics", () => {
  it("counts a timeout once: autocannon's errors already include it", () => {
    expect(errorSummary({ errors: 7, timeouts: 5 }, 3)).toBe("10 (5 timeouts, 2 connection errors, 3 non-2xx)");
    expect(errorSummary({ errors: 0, timeouts: 0 }, 0)).toBe("0 (0 timeouts, 0 connection errors, 0 non-2xx)");
  });

  it("puts timed-out requests in the percentiles at the timeout", () => {
    const answered = Array.from({ length: 90 }, () => ({ ms: 100, status: 200, bytes: 1 }));
    const timedOut = Array.from({ length: 10 }, () => ({ ms: 10_000, status: 0, bytes: 0 }));
    expect(latencyPercentiles(answered).p95).toBe(100);
    expect(latencyPercentiles([...answered, ...timedOut])).toEqual({ p50: 100, p95: 10_000, p99: 10_000 });
  });

  it("prints RSS per process from start to end", () => {
    const start = new Map([[10, 200 * 1024], [11, 300 * 1024]]);
    const end = new Map([[10, 450 * 1024]]);
    expect(rssPerProcess([10, 11], start, end)).toBe("200→450, 300→–");
  });
});
