import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { getMailProvider, isOutboxReadable } from "./get-mail-provider";

const setEnv = (vars: Record<string, string | undefined>) => {
  for (const [key, value] of Object.entries(vars)) vi.stubEnv(key, value);
  resetEnvCache();
};

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

describe("mail provider selection", () => {
  it("uses the local outbox without a Resend key, readable in embedded mode", () => {
    setEnv({ RESEND_API_KEY: undefined, DATABASE_URL: undefined, NODE_ENV: "production" });
    expect(getMailProvider().kind).toBe("outbox");
    expect(isOutboxReadable()).toBe(true);
  });

  it("uses Resend when RESEND_API_KEY is set, and then the outbox is not readable", () => {
    setEnv({ RESEND_API_KEY: "re_123", DATABASE_URL: undefined });
    expect(getMailProvider().kind).toBe("resend");
    expect(isOutboxReadable()).toBe(false);
  });

  it("never exposes the outbox of a production server on a shared database", () => {
    setEnv({ RESEND_API_KEY: undefined, DATABASE_URL: "postgres://db.example.test:5432/app", NODE_ENV: "production" });
    expect(isOutboxReadable()).toBe(false);
    setEnv({ NODE_ENV: "development" });
    expect(isOutboxReadable()).toBe(true);
  });
});
