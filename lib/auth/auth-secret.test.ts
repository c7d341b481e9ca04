import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { getAuthSecret, resetAuthSecretCache } from "./auth-secret";

const saved = { ...process.env };
let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "trayo-secret-"));
  for (const key of ["AUTH_SECRET", "DATABASE_URL"]) delete process.env[key];
  process.env.DATA_DIR = dir;
  resetEnvCache();
  resetAuthSecretCache();
});

afterEach(() => {
  process.env = { ...saved };
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
    process.env.AUTH_SECRET = "configured-secret-0123456789abcdefghij";
    resetEnvCache();
    expect(getAuthSecret()).toBe("configured-secret-0123456789abcdefghij");
    expect(fs.existsSync(path.join(dir, "auth-secret"))).toBe(false);
  });

  it("refuses to run hosted mode without AUTH_SECRET, and rejects short secrets", () => {
    process.env.DATABASE_URL = "postgres://db.example.test:5432/app";
    resetEnvCache();
    expect(() => getAuthSecret()).toThrow(/AUTH_SECRET is not set/);
    process.env.AUTH_SECRET = "short";
    resetEnvCache();
    expect(() => getAuthSecret()).toThrow(/at least 32 characters/);
  });
});
