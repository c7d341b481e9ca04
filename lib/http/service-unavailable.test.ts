import { describe, expect, it } from "vitest";
import { SERVICE_UNAVAILABLE_MESSAGE } from "@/lib/errors/app-error";
import { retryDelayMs, SERVICE_UNAVAILABLE_TITLE, serviceUnavailableResponse } from "./service-unavailable";

describe("the database-unavailable screen", () => {
  it("retries after 1 s, then waits twice as long each time, never more than 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it("answers a page request with a 503 page that says so, keeps the URL (reloads itself) and carries the CSP nonce", async () => {
    const response = serviceUnavailableResponse("n0nce", true);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("2");
    const html = await response.text();
    expect(html).toContain(`<h1>We can&#39;t reach the database right now — retrying</h1>`);
    expect(html).toContain('<script nonce="n0nce">');
    expect(html).toContain("location.reload()");
    expect(html).not.toMatch(/signin/);
    expect(SERVICE_UNAVAILABLE_TITLE).toBe("We can't reach the database right now — retrying");
  });

  it("answers other requests with the retryable error as JSON", async () => {
    const response = serviceUnavailableResponse("n", false);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: SERVICE_UNAVAILABLE_MESSAGE });
  });
});
