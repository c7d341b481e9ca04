import { afterEach, describe, expect, it } from "vitest";
import { env, resetEnvCache } from "./env";

const saved = { PORT: process.env.PORT, APP_URL: process.env.APP_URL };

afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  resetEnvCache();
});

describe("where mailed links point", () => {
  it("follows the port the server listens on when APP_URL is not set", () => {
    delete process.env.APP_URL;
    process.env.PORT = "3456";
    resetEnvCache();
    expect(env().APP_URL).toBe("http://localhost:3456");
    expect(env().APP_URL_CONFIGURED).toBe(false);
  });

  it("uses APP_URL as given when it is set", () => {
    process.env.APP_URL = "https://app.trayo.example";
    process.env.PORT = "3456";
    resetEnvCache();
    expect(env().APP_URL).toBe("https://app.trayo.example");
    expect(env().APP_URL_CONFIGURED).toBe(true);
  });
});
