import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { createMailProvider, isOutboxReadable } from "./create-mail-provider";

const setEnv = (vars: Record<string, string | undefined>) => {
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
  resetEnvCache();
};

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

describe("mail provider selection", () => {
  it("uses the local outbox without a Resend key, readable in development", () => {
    setEnv({ RESEND_API_KEY: undefined, DATABASE_URL: undefined, NODE_ENV: "development", OUTBOX_READABLE: undefined });
    expect(createMailProvider().kind).toBe("outbox");
    expect(isOutboxReadable()).toBe(true);
  });

  it("uses Resend when RESEND_API_KEY is set, and then the outbox is not readable", () => {
    setEnv({ RESEND_API_KEY: "re_123", DATABASE_URL: undefined, OUTBOX_READABLE: "true" });
    expect(createMailProvider().kind).toBe("resend");
    expect(isOutboxReadable()).toBe(false);
  });
});

describe("outbox readability", () => {
  it("is off under next start (production) in embedded mode unless OUTBOX_READABLE opts in", () => {
    setEnv({ RESEND_API_KEY: undefined, DATABASE_URL: undefined, NODE_ENV: "production", OUTBOX_READABLE: undefined });
    expect(isOutboxReadable()).toBe(false);
    setEnv({ OUTBOX_READABLE: "false" });
    expect(isOutboxReadable()).toBe(false);
    setEnv({ OUTBOX_READABLE: "true" });
    expect(isOutboxReadable()).toBe(true);
  });

  it("is off in production on a shared database too without the opt-in", () => {
    setEnv({ RESEND_API_KEY: undefined, DATABASE_URL: "postgres://db.example.test:5432/app", NODE_ENV: "production", OUTBOX_READABLE: undefined });
    expect(isOutboxReadable()).toBe(false);
  });

  it("stays on in development unless OUTBOX_READABLE=false switches it off", () => {
    setEnv({ RESEND_API_KEY: undefined, DATABASE_URL: "postgres://db.example.test:5432/app", NODE_ENV: "development", OUTBOX_READABLE: undefined });
    expect(isOutboxReadable()).toBe(true);
    setEnv({ OUTBOX_READABLE: "false" });
    expect(isOutboxReadable()).toBe(false);
  });
});
