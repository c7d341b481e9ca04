import { describe, expect, it } from "vitest";
import { isConnectionError } from "./connection-errors";

describe("isConnectionError", () => {
  it("recognises a lost connection in the error or its causes, not a refused statement", () => {
    const terminated = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    expect(isConnectionError(new Error("Failed query: begin", { cause: terminated }))).toBe(true);
    expect(isConnectionError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isConnectionError(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error("duplicate key value"), { code: "23505" }))).toBe(false);
    expect(isConnectionError(new Error("permission denied for function send"))).toBe(false);
    expect(isConnectionError(null)).toBe(false);
  });
});
