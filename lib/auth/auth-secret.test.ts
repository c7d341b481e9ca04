import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { getAuthSecret, resetAuthSecretCache } from "./auth-secret";

let dir: string;

const setEnv = (vars: Record<string, string | undefined>) => {
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
  resetEnvCache();
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "trayo-secret-"));
  setEnv({ AUTH_SECRET: undefined, DATABASE_URL: undefined, DATA_DIR: dir });
  resetAuthSecretCache();
});

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
  resetAuthSecretCache();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("getAuthSecret", () => {
  it("generates a secret once in embedded mode and keeps it in DATA_DIR/auth-secret", () => {
    const first = getAuthSecret();
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(first);
    resetAuthSecretCache();
    expect(getAuthSecret()).toBe(first);
  });

  it("prefers AUTH_SECRET", () => {
    setEnv({ AUTH_SECRET: "configured-secret-0123456789abcdefghij" });
    expect(getAuthSecret()).toBe("configured-secret-0123456789abcdefghij");
    expect(fs.existsSync(path.join(dir, "auth-secret"))).toBe(false);
  });

  it("refuses to run hosted mode without AUTH_SECRET, and rejects short secrets", () => {
    setEnv({ DATABASE_URL: "postgres://db.example.test:5432/app" });
    expect(() => getAuthSecret()).toThrow(/AUTH_SECRET is not set/);
    setEnv({ AUTH_SECRET: "short" });
    expect(() => getAuthSecret()).toThrow(/at least 32 characters/);
  });
});
