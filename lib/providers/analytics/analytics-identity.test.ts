import { afterEach, describe, expect, it, vi } from "vitest";
import type { Viewer } from "@/lib/auth/viewer-types";
import { analyticsConfigFrom, resolveAnalyticsIdentity } from "./analytics-identity";

function viewer(overrides: Partial<NonNullable<Viewer["profile"]>> = {}, role: Viewer["role"] = "user"): Viewer {
  const profile = {
    id: "u-1",
    email: "user@example.com",
    name: "Uma User",
    role,
    companyId: "c-1",
    companyName: "Northwind Analytics",
    ...overrides,
  };
  return { authUser: { id: profile.id, email: profile.email, name: profile.name }, profile, role };
}

const noLookup = async () => {
  throw new Error("lookup should not run");
};

afterEach(() => vi.restoreAllMocks());

describe("analyticsConfigFrom", () => {
  it("is off without a PostHog key", () => {
    expect(analyticsConfigFrom({ NEXT_PUBLIC_POSTHOG_HOST: "https://us.i.posthog.com" })).toBeNull();
    expect(
      analyticsConfigFrom({ NEXT_PUBLIC_POSTHOG_KEY: "phc_1", NEXT_PUBLIC_POSTHOG_HOST: "https://eu.i.posthog.com" }),
    ).toEqual({ key: "phc_1", host: "https://eu.i.posthog.com" });
  });
});

describe("resolveAnalyticsIdentity", () => {
  it("leaves a signed-out visitor anonymous", async () => {
    expect(await resolveAnalyticsIdentity(null, noLookup)).toEqual({ kind: "anonymous" });
  });

  it("opts admins out", async () => {
    expect(await resolveAnalyticsIdentity(viewer({ role: "admin" }, "admin"), noLookup)).toEqual({ kind: "opted-out" });
  });

  it("identifies a user with id, email, name and company", async () => {
    expect(await resolveAnalyticsIdentity(viewer(), noLookup)).toEqual({
      kind: "identified",
      distinctId: "u-1",
      properties: { email: "user@example.com", name: "Uma User", company: "Northwind Analytics" },
    });
  });

  it("looks the company up when the profile lacks its name", async () => {
    const identity = await resolveAnalyticsIdentity(viewer({ companyName: null }), async (id) => `Company ${id}`);
    expect(identity).toMatchObject({ kind: "identified", properties: { company: "Company c-1" } });
  });

  it("logs a failed company lookup and identifies without the company", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const identity = await resolveAnalyticsIdentity(viewer({ companyName: null }), async () => {
      throw new Error("db down");
    });
    expect(identity).toEqual({
      kind: "identified",
      distinctId: "u-1",
      properties: { email: "user@example.com", name: "Uma User" },
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("company lookup failed"));
  });
});
