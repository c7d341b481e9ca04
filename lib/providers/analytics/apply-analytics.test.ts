import { describe, expect, it } from "vitest";
import type { AnalyticsIdentity } from "./analytics-identity";
import { applyAnalytics, posthogInitOptions, type AnalyticsClient } from "./apply-analytics";

/** A stand-in for posthog-js that records calls and keeps the opt-out and identified state like the SDK. */
function fakeClient(initial: { loaded?: boolean; optedOut?: boolean; userState?: "identified" | "anonymous" } = {}) {
  const calls: string[] = [];
  let optedOut = initial.optedOut ?? false;
  let userState = initial.userState ?? "anonymous";
  const client: AnalyticsClient & { calls: string[]; initConfig?: Record<string, unknown> } = {
    calls,
    __loaded: initial.loaded ?? false,
    init(token, config) {
      calls.push(`init:${token}`);
      client.initConfig = config;
      client.__loaded = true;
      if (config.opt_out_capturing_by_default) optedOut = true;
    },
    identify(id, props) {
      calls.push(`identify:${id}:${JSON.stringify(props)}`);
      userState = "identified";
    },
    opt_out_capturing() {
      calls.push("opt_out");
      optedOut = true;
    },
    opt_in_capturing() {
      calls.push("opt_in");
      optedOut = false;
    },
    has_opted_out_capturing: () => optedOut,
    startSessionRecording: () => calls.push("start_recording"),
    stopSessionRecording: () => calls.push("stop_recording"),
    reset() {
      calls.push("reset");
      userState = "anonymous";
    },
    get_property: (name) => (name === "$user_state" ? userState : undefined),
  };
  return client;
}

const config = { key: "phc_test", host: "https://eu.i.posthog.com" };
const admin: AnalyticsIdentity = { kind: "opted-out" };
const uma: AnalyticsIdentity = {
  kind: "identified",
  distinctId: "u-1",
  properties: { email: "user@example.com", name: "Uma User", company: "Northwind Analytics" },
};

describe("applyAnalytics", () => {
  it("initialises once through the /ingest proxy with session recording on", () => {
    const client = fakeClient();
    applyAnalytics(client, config, uma);
    applyAnalytics(client, config, uma);
    expect(client.calls.filter((c) => c.startsWith("init"))).toEqual(["init:phc_test"]);
    expect(client.initConfig).toMatchObject({
      api_host: "/ingest",
      ui_host: "https://eu.posthog.com",
      disable_session_recording: false,
      opt_out_capturing_by_default: false,
    });
  });

  it("opts admins out of capture and recording from the very first page", () => {
    const client = fakeClient();
    applyAnalytics(client, config, admin);
    expect(posthogInitOptions(config, admin).opt_out_capturing_by_default).toBe(true);
    expect(client.calls).toEqual(["init:phc_test", "stop_recording", "opt_out"]);
    expect(client.has_opted_out_capturing()).toBe(true);
    expect(client.calls.some((c) => c.startsWith("identify"))).toBe(false);
  });

  it("identifies a normal user with id, email, name and company", () => {
    const client = fakeClient();
    applyAnalytics(client, config, uma);
    expect(client.calls).toContain(
      'identify:u-1:{"email":"user@example.com","name":"Uma User","company":"Northwind Analytics"}',
    );
    expect(client.calls).not.toContain("opt_out");
  });

  it("opts back in when a normal user signs in on a browser an admin used", () => {
    const client = fakeClient({ loaded: true, optedOut: true });
    applyAnalytics(client, config, uma);
    expect(client.calls).toEqual(["opt_in", "start_recording", expect.stringMatching(/^identify:u-1:/)]);
  });

  it("resets after sign-out but leaves an anonymous visitor's id alone", () => {
    const signedOut = fakeClient({ loaded: true, userState: "identified" });
    applyAnalytics(signedOut, config, { kind: "anonymous" });
    expect(signedOut.calls).toEqual(["reset"]);

    const visitor = fakeClient({ loaded: true });
    applyAnalytics(visitor, config, { kind: "anonymous" });
    expect(visitor.calls).toEqual([]);
  });
});
