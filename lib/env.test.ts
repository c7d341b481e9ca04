import { afterEach, describe, expect, it, vi } from "vitest";
import { env, resetEnvCache } from "./env";

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

describe("where mailed links point", () => {
  it("follows the port the server listens on when APP_URL is not set", () => {
    vi.stubEnv("APP_URL", undefined);
    vi.stubEnv("PORT", "3456");
    resetEnvCache();
    expect(env().APP_URL).toBe("http://localhost:3456");
    expect(env().APP_URL_CONFIGURED).toBe(false);
  });

  it("uses APP_URL as given when it is set", () => {
    vi.stubEnv("APP_URL", "https://app.trayo.example");
    vi.stubEnv("PORT", "3456");
    resetEnvCache();
    expect(env().APP_URL).toBe("https://app.trayo.example");
    expect(env().APP_URL_CONFIGURED).toBe(true);
  });
});
